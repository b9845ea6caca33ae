import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { categoryRows } from "../catalog.repository";

/** Deleting a category only unlinks its packages; the packages stay. */
export async function deleteCategory({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "catalog");
  if (!(await categoryRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
