import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListPage } from "#app/shared/list";
import type { listPagesQuery, PageSummaryDto } from "#app/modules/content/content.contract";
import { listPageRows } from "../content.repository";
import { toPageSummaryDto } from "../to-dto";

/** Every page for the panel: filter by group, search the titles in any language. */
export async function listPages({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listPagesQuery>>): Promise<ListPage<PageSummaryDto>> {
  requireStaff(ctx, "content");
  const { rows, total } = await listPageRows(ctx.db, {
    group: input.group,
    search: input.search,
    ...pageWindow(input),
  });
  return toListPage(input, { rows, total }, (r) => toPageSummaryDto(r, ctx.locale));
}
