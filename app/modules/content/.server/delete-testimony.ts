import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { testimonyRows } from "./content.repository";

export async function deleteTestimony({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "content");
  if (!(await testimonyRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
