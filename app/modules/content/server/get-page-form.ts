import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import { AppError } from "../../../shared/errors";
import { findPage } from "./content.repository";
import { toPageEditDto } from "./to-dto";

/** A page with every language, for the panel's edit form. */
export async function getPageForm({ ctx, input }: { ctx: Ctx; input: { id: number } }) {
  requireRole(ctx, "admin");
  const row = await findPage(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toPageEditDto(row);
}
