import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { photoRows } from "../content.repository";

export async function deletePhoto({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "content");
  if (!(await photoRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
