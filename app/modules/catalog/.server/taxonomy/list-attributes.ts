import { PACKAGE_READERS } from "#app/shared/staff-access";
import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import type { AttributeDto, listAttributesQuery } from "#app/modules/catalog/catalog.contract";
import { listAttributeRows, listDetailsOfAttributes } from "../catalog.repository";
import { toAttributeDtos } from "../to-dto";

/** Extra-price attributes with their details (two queries for the page). */
export async function listAttributes({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listAttributesQuery>>): Promise<ListPage<AttributeDto>> {
  requireStaff(ctx, PACKAGE_READERS);
  const { rows, total } = await listAttributeRows(ctx.db, { search: input.search, ...pageWindow(input) });
  const details = await listDetailsOfAttributes(
    ctx.db,
    rows.map((r) => r.id),
  );
  return { data: toAttributeDtos(rows, details, ctx.locale), meta: toListMeta(input, total) };
}
