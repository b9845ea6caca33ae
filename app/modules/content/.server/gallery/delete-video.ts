import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { videoRows } from "../content.repository";

export async function deleteVideo({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "content");
  if (!(await videoRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
