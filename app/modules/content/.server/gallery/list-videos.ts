import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, type ListQuery, pageWindow, toListPage } from "#app/shared/list";
import type { videoDto } from "#app/modules/content/content.contract";
import { listVideoRows } from "../content.repository";
import { contentList } from "../content-list";
import { toVideoDto } from "../to-dto";

/** Gallery videos in sort order; search in the titles. */
async function readListVideos({ ctx, input }: UseCaseArgs<ListQuery>): Promise<ListPage<z.infer<typeof videoDto>>> {
  const { rows, total } = await listVideoRows(ctx.db, { search: input.search, ...pageWindow(input) });
  return toListPage(input, { rows, total }, (r) => toVideoDto(r, ctx.locale));
}

/** Shared until content changes (content-list.ts). */
export const listVideos = contentList("listVideos", readListVideos);
