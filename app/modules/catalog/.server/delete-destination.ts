import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { deleteDestinationRow } from "./catalog.repository";

/** Packages going there keep existing, without a destination. */
export async function deleteDestination({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireRole(ctx, "admin");
  if (!(await deleteDestinationRow(ctx.db, input.id))) throw new AppError("not_found");
}
