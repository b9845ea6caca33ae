import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { destinationRows } from "../catalog.repository";

/** Packages going there keep existing, without a destination. */
export async function deleteDestination({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "catalog");
  if (!(await destinationRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
