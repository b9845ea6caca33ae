import { readModel } from "#app/shared/read-model.server";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import { getImages } from "#app/modules/media/.server/get-images";
import type { listSlidersQuery, sliderDto } from "#app/modules/content/content.contract";
import { listSliderRows } from "./content.repository";
import { toSliderDto } from "./to-dto";

/** Home slides in sort order: active ones, or every slide for an admin asking `all`. */
async function readListSliders({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listSlidersQuery>>): Promise<ListPage<z.infer<typeof sliderDto>>> {
  const all = input.all === true && ctx.actor?.role === "admin";
  const { rows, total } = await listSliderRows(ctx.db, {
    activeOnly: !all,
    search: input.search,
    ...pageWindow(input),
  });
  const images = await getImages({ ctx, input: { ids: rows.map((r) => r.fileId) } });
  return {
    data: rows.flatMap((r) => {
      const image = images.get(r.fileId);
      return image ? [toSliderDto(r, image, ctx.locale)] : [];
    }),
    meta: toListMeta(input, total),
  };
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listSliders = readModel(
  "listSliders",
  { tags: ["content"], skip: (input) => Boolean(input.search) },
  readListSliders,
);
