import { readModel } from "#app/shared/read-model.server";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, type ListQuery, pageWindow, toListMeta } from "#app/shared/list";
import { getImages } from "#app/modules/media/.server/get-images";
import type { photoDto } from "#app/modules/content/content.contract";
import { listPhotoRows } from "./content.repository";
import { toPhotoDto } from "./to-dto";

/** Gallery photos in sort order, images in one query; search in the captions. */
async function readListPhotos({ ctx, input }: UseCaseArgs<ListQuery>): Promise<ListPage<z.infer<typeof photoDto>>> {
  const { rows, total } = await listPhotoRows(ctx.db, { search: input.search, ...pageWindow(input) });
  const images = await getImages({ ctx, input: { ids: rows.map((r) => r.fileId) } });
  return {
    data: rows.flatMap((r) => {
      const image = images.get(r.fileId);
      return image ? [toPhotoDto(r, image, ctx.locale)] : [];
    }),
    meta: toListMeta(input, total),
  };
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listPhotos = readModel(
  "listPhotos",
  { tags: ["content"], skip: (input) => Boolean(input.search) },
  readListPhotos,
);
