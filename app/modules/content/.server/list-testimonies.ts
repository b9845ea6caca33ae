import { can } from "#app/shared/access";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListMeta, pageWindow, toListMeta } from "#app/shared/list";
import { getImages } from "#app/modules/media/.server/get-images";
import type { listTestimoniesQuery, testimonyDto } from "#app/modules/content/content.contract";
import { listTestimonyRows } from "./content.repository";
import { contentList } from "./content-list";
import { toTestimonyDto } from "./to-dto";

/** Testimonies in sort order: visible ones, or every one for staff with the content permission asking `all`. */
async function readListTestimonies({ ctx, input }: UseCaseArgs<z.output<typeof listTestimoniesQuery>>): Promise<{
  data: z.infer<typeof testimonyDto>[];
  meta: ListMeta;
}> {
  const all = input.all === true && can(ctx.actor, "content");
  const { rows, total } = await listTestimonyRows(ctx.db, {
    visibleOnly: !all,
    search: input.search,
    ...pageWindow(input),
  });
  const images = await getImages({ ctx, input: { ids: rows.flatMap((r) => (r.photoFileId ? [r.photoFileId] : [])) } });
  return { data: rows.map((r) => toTestimonyDto(r, images, ctx.locale)), meta: toListMeta(input, total) };
}

/** Shared until content changes (content-list.ts). */
export const listTestimonies = contentList("listTestimonies", readListTestimonies);
