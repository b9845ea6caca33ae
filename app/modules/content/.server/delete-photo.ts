import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { deletePhotoRow } from "./content.repository";

export async function deletePhoto({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<void> {
  requireRole(ctx, "admin");
  if (!(await deletePhotoRow(ctx.db, input.id))) throw new AppError("not_found");
}
