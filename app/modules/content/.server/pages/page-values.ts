import type { z } from "zod";
import { otherLocales, type Translations } from "#app/shared/translatable.contract";
import { parseEmbedMap } from "#app/shared/embed-map";
import { fieldError } from "#app/shared/errors";
import { sanitizeRichText } from "#app/shared/rich-text.server";
import type { pageInput } from "#app/modules/content/content.contract";
import type { pages } from "../content.repository";

/** The row of a page form: bodies sanitised, the map reduced to an allowed embed URL (422 otherwise). */
export function pageValues(input: z.output<typeof pageInput>): Omit<typeof pages.$inferInsert, "id"> {
  const title: Translations = { id: input.langs.id.title };
  const body: Translations = { id: sanitizeRichText(input.langs.id.body) };
  for (const lang of otherLocales) {
    const l = input.langs[lang];
    if (l?.title) title[lang] = l.title;
    const b = l?.body ? sanitizeRichText(l.body) : "";
    if (b) body[lang] = b;
  }
  let embedMap: string | null = null;
  if (input.embed_map) {
    embedMap = parseEmbedMap(input.embed_map);
    if (!embedMap) throw fieldError("embed_map", "embed_map_format");
  }
  return {
    title,
    body,
    group: input.group,
    address: input.address || null,
    phone: input.phone || null,
    embedMap,
    sortOrder: input.sort_order,
  };
}
