import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { findPage } from "./content.repository";
import { toPageEditDto } from "./to-dto";

/** A page with every language, for the panel's edit form. */
export async function getPageForm({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  requireRole(ctx, "admin");
  const row = await findPage(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toPageEditDto(row);
}
