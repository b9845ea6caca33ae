import { readModel } from "#app/shared/read-model.server";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, type ListQuery, pageWindow, toListPage } from "#app/shared/list";
import type { videoDto } from "#app/modules/content/content.contract";
import { listVideoRows } from "./content.repository";
import { toVideoDto } from "./to-dto";

/** Gallery videos in sort order; search in the titles. */
async function readListVideos({ ctx, input }: UseCaseArgs<ListQuery>): Promise<ListPage<z.infer<typeof videoDto>>> {
  const { rows, total } = await listVideoRows(ctx.db, { search: input.search, ...pageWindow(input) });
  return toListPage(input, { rows, total }, (r) => toVideoDto(r, ctx.locale));
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listVideos = readModel(
  "listVideos",
  { tags: ["content"], skip: (input) => Boolean(input.search) },
  readListVideos,
);
