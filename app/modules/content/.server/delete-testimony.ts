import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { deleteTestimonyRow } from "./content.repository";

export async function deleteTestimony({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<void> {
  requireRole(ctx, "admin");
  if (!(await deleteTestimonyRow(ctx.db, input.id))) throw new AppError("not_found");
}
