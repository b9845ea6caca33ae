import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListMeta, type ListQuery, pageWindow, toListMeta } from "#app/shared/list";
import type { videoDto } from "#app/modules/content/content.contract";
import { listVideoRows } from "./content.repository";
import { toVideoDto } from "./to-dto";

/** Gallery videos in sort order; search in the titles. */
export async function listVideos({
  ctx,
  input,
}: UseCaseArgs<ListQuery>): Promise<{ data: z.infer<typeof videoDto>[]; meta: ListMeta }> {
  const { rows, total } = await listVideoRows(ctx.db, { search: input.search, ...pageWindow(input) });
  return { data: rows.map((r) => toVideoDto(r, ctx.locale)), meta: toListMeta(input, total) };
}
