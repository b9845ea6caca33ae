import { inArray, sql } from "drizzle-orm";
import { bookingGuests, bookings } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/** What the commission module reads of bookings (decision 078): the money before charges and the guests by traveller type. */
export async function commissionBookingRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: bookings.id,
      code: bookings.code,
      packageId: bookings.packageId,
      status: bookings.status,
      currency: bookings.currency,
      subtotal: bookings.subtotal,
      extrasTotal: bookings.extrasTotal,
      discount: bookings.discount,
      pax: bookings.pax,
      adult: sql<number>`(select count(*)::int from ${bookingGuests} g where g.booking_id = "bookings"."id" and g.traveller_type = 'adult')`,
      child: sql<number>`(select count(*)::int from ${bookingGuests} g where g.booking_id = "bookings"."id" and g.traveller_type = 'child')`,
      infant: sql<number>`(select count(*)::int from ${bookingGuests} g where g.booking_id = "bookings"."id" and g.traveller_type = 'infant')`,
    })
    .from(bookings)
    .where(inArray(bookings.id, ids));
}
