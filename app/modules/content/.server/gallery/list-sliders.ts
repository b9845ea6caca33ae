import { can } from "#app/shared/access";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import type { listSlidersQuery, sliderDto } from "#app/modules/content/content.contract";
import { listSliderRows } from "../content.repository";
import { contentList } from "../content-list";
import { toSliderDto, withImages } from "../to-dto";

/** Home slides in sort order: active ones, or every slide for staff with the content permission asking `all`. */
async function readListSliders({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listSlidersQuery>>): Promise<ListPage<z.infer<typeof sliderDto>>> {
  const all = input.all === true && can(ctx.actor, "content");
  const { rows, total } = await listSliderRows(ctx.db, {
    activeOnly: !all,
    search: input.search,
    ...pageWindow(input),
  });
  const data = await withImages(ctx, rows, (r, image) => toSliderDto(r, image, ctx.locale));
  return { data, meta: toListMeta(input, total) };
}

/** Shared until content changes (content-list.ts). */
export const listSliders = contentList("listSliders", readListSliders);
