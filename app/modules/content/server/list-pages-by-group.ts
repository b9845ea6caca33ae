import type { Ctx } from "../../../shared/context";
import { locales } from "../../../shared/i18n/config";
import { pickLocale } from "../../../shared/translate";
import type { PageSummaryDto } from "../content.contract";
import { listPageRowsByGroup } from "./content.repository";

/** Footer or branch menu pages: the title in the caller's language plus every language's title. */
export async function listPagesByGroup({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { group: "footer" | "branch" };
}): Promise<PageSummaryDto[]> {
  const rows = await listPageRowsByGroup(ctx.db, input.group);
  return rows.map((p) => ({
    id: p.id,
    title: pickLocale(p.title, ctx.locale),
    group: p.group,
    langs: locales.map((lang) => ({ lang, title: pickLocale(p.title, lang) })),
  }));
}
