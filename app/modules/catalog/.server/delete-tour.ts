import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { isForeignKeyViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import { countBookings } from "./departures/count-bookings";
import { deletePackageRow, findPackage } from "./catalog.repository";

const hasBookings = () => new AppError("conflict", { key: "tour_has_bookings" });

/**
 * Deletes a package with its departures and children. A package any booking references (in any
 * status) is kept whole: 409, archive it instead.
 */
export async function deleteTour({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "catalog");
  await ctx.db
    .transaction(async (tx) => {
      if (!(await findPackage(tx, input.id))) throw new AppError("not_found");
      if ((await countBookings({ ctx: { ...ctx, db: tx }, input: { package_id: input.id } })) > 0) throw hasBookings();
      await deletePackageRow(tx, input.id);
    })
    .catch((err) => {
      // A booking made meanwhile (or one on a departure of it): the foreign key refuses the delete.
      if (isForeignKeyViolation(err)) throw hasBookings();
      throw err;
    });
}
