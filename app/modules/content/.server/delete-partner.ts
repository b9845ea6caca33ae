import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { deletePartnerRow } from "./content.repository";

export async function deletePartner({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<void> {
  requireRole(ctx, "admin");
  if (!(await deletePartnerRow(ctx.db, input.id))) throw new AppError("not_found");
}
