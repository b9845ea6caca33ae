import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pageRows } from "../content.repository";
import { toPageEditDto } from "../to-dto";

/** A page with every language, for the panel's edit form. */
export async function getPageForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "content");
  const row = await pageRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toPageEditDto(row);
}
