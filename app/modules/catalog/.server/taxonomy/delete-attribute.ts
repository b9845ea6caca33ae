import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { attributeRows } from "../catalog.repository";

/** Removes the attribute with its details; packages simply stop offering it. */
export async function deleteAttribute({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "catalog");
  if (!(await attributeRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
