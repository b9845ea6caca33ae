import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { videoRows } from "../content.repository";
import { toVideoEditDto } from "../to-dto";

/** A gallery video with every language, for the panel's edit form. */
export async function getVideoForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "content");
  const row = await videoRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toVideoEditDto(row);
}
