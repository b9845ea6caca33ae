import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { attributeDetailInput } from "#app/modules/catalog/catalog.contract";
import { attributeDetailRows, attributeRows } from "../catalog.repository";
import { toAttributeDetailEditDto } from "../to-dto";

export async function createAttributeDetail({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof attributeDetailInput> & { id: number }>) {
  requireStaff(ctx, "catalog");
  if (!(await attributeRows.find(ctx.db, input.id))) throw new AppError("not_found");
  const row = await attributeDetailRows.insert(ctx.db, {
    attributeId: input.id,
    name: input.name,
    price: input.price,
    per: input.per,
    sortOrder: input.sort_order,
  });
  return toAttributeDetailEditDto(row);
}
