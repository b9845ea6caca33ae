import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { attributeRows, listDetailsOfAttributes } from "../catalog.repository";
import { toAttributeDetailEditDto } from "../to-dto";

/** The details of one attribute with every language (the panel's detail screen). */
export async function listAttributeDetails({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "catalog");
  if (!(await attributeRows.find(ctx.db, input.id))) throw new AppError("not_found");
  const rows = await listDetailsOfAttributes(ctx.db, [input.id]);
  return rows.map(toAttributeDetailEditDto);
}
