import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, type ListQuery, pageWindow, toListMeta } from "#app/shared/list";
import type { photoDto } from "#app/modules/content/content.contract";
import { listPhotoRows } from "../content.repository";
import { contentList } from "../content-list";
import { toPhotoDto, withImages } from "../to-dto";

/** Gallery photos in sort order, images in one query; search in the captions. */
async function readListPhotos({ ctx, input }: UseCaseArgs<ListQuery>): Promise<ListPage<z.infer<typeof photoDto>>> {
  const { rows, total } = await listPhotoRows(ctx.db, { search: input.search, ...pageWindow(input) });
  const data = await withImages(ctx, rows, (r, image) => toPhotoDto(r, image, ctx.locale));
  return { data, meta: toListMeta(input, total) };
}

/** Shared until content changes (content-list.ts). */
export const listPhotos = contentList("listPhotos", readListPhotos);
