import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { deletePageRow } from "./content.repository";

export async function deletePage({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<void> {
  requireRole(ctx, "admin");
  if (!(await deletePageRow(ctx.db, input.id))) throw new AppError("not_found");
}
