import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { isForeignKeyViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import { countBookings } from "./count-bookings";
import { departureRows, findDeparture, touchPackage } from "../catalog.repository";

const hasBookings = () => new AppError("conflict", { key: "departure_has_bookings" });

/** A departure any booking references (in any status) stays: 409, close it instead. */
export async function deleteDeparture({
  ctx,
  input,
}: UseCaseArgs<{ tour_id: number; time_id: number }>): Promise<void> {
  requireStaff(ctx, "departures");
  await ctx.db
    .transaction(async (tx) => {
      if (!(await findDeparture(tx, input.tour_id, input.time_id))) throw new AppError("not_found");
      if ((await countBookings({ ctx: { ...ctx, db: tx }, input: { departure_id: input.time_id } })) > 0)
        throw hasBookings();
      await departureRows.remove(tx, input.tour_id, input.time_id);
      await touchPackage(tx, input.tour_id);
    })
    .catch((err) => {
      if (isForeignKeyViolation(err)) throw hasBookings();
      throw err;
    });
}
