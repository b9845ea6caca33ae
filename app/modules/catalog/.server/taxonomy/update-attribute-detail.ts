import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { attributeDetailInput } from "#app/modules/catalog/catalog.contract";
import { attributeDetailRows } from "../catalog.repository";
import { toAttributeDetailEditDto } from "../to-dto";

/** A detail is addressed through its attribute: another attribute's detail id answers 404. */
export async function updateAttributeDetail({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof attributeDetailInput> & { id: number; detail_id: number }>) {
  requireStaff(ctx, "catalog");
  const row = await attributeDetailRows.update(ctx.db, input.id, input.detail_id, {
    name: input.name,
    price: input.price,
    per: input.per,
    sortOrder: input.sort_order,
  });
  if (!row) throw new AppError("not_found");
  return toAttributeDetailEditDto(row);
}
