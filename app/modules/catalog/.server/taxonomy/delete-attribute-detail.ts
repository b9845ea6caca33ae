import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { attributeDetailRows } from "../catalog.repository";

export async function deleteAttributeDetail({
  ctx,
  input,
}: UseCaseArgs<{ id: number; detail_id: number }>): Promise<void> {
  requireStaff(ctx, "catalog");
  if (!(await attributeDetailRows.remove(ctx.db, input.id, input.detail_id))) throw new AppError("not_found");
}
