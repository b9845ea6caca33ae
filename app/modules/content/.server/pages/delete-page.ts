import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pageRows } from "../content.repository";

export async function deletePage({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "content");
  if (!(await pageRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
