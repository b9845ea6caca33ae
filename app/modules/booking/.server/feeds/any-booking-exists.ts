import type { Ctx } from "#app/shared/context";
import { hasAnyBooking } from "../booking.repository";

/**
 * Whether any booking exists, in any status (in-process: the settings refuse a currency change
 * once amounts are stored in the current one; server/app.ts hands it to the setting module).
 */
export async function anyBookingExists({ ctx }: { ctx: Ctx }): Promise<boolean> {
  return hasAnyBooking(ctx.db);
}
