import { PACKAGE_READERS } from "#app/shared/staff-access";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { loadTourEdit } from "./tour-views";

/** A package as the panel's edit form loads it: every language, every departure. */
export async function getTourForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, PACKAGE_READERS);
  const tour = await loadTourEdit(ctx, input.id);
  if (!tour) throw new AppError("not_found");
  return tour;
}
