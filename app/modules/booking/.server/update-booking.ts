import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { PricedGuestRow } from "#app/modules/catalog/.server/quote-tour";
import { reserveSeats } from "#app/modules/catalog/.server/departures/reserve-seats";
import { travellerType } from "#app/modules/catalog/rooms.rules";
import type { BookingDto, bookingUpdateInput } from "#app/modules/booking/booking.contract";
import { bookingEditable, statusAfterRequote } from "#app/modules/booking/booking.rules";
import { roomsKept } from "#app/modules/booking/room-choice.rules";
import { loadBooking } from "./booking-access";
import {
  insertEvent,
  listExtras,
  listGuests,
  type NewBooking,
  replaceExtras,
  replaceGuests,
  updateBookingRow,
} from "./booking.repository";
import { moveStatus } from "./booking-status";
import { toBookingDto } from "./booking-views";
import { checkGuestFiles, checkPassports, checkRegions, toGuestRows } from "./guest-rows";
import { quoteValues } from "./checkout/quote-values";
import type { EffectArgs } from "./booking-effects";

/**
 * Staff's edit of a booking (bookings_manage): booking name, guests, special request. A different number of
 * guests changes pax, so the booking is re-quoted at today's prices with the same extras (the
 * departure locked, its own seats counted as free) and the price change is recorded in the
 * history with the reason. Cancelled and processed bookings are closed to edits.
 */
export async function updateBooking({
  ctx,
  effects,
  input,
}: EffectArgs<z.output<typeof bookingUpdateInput> & { id: string }>): Promise<BookingDto> {
  requireStaff(ctx, "bookings_manage");
  checkRegions(input.guests);
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    let booking = await loadBooking(t, input.id, { lock: true });
    if (!bookingEditable(booking.status)) throw new AppError("conflict", { key: "booking_locked" });
    const before = await listGuests(tx, booking.id);
    await checkGuestFiles(
      t,
      booking.customerId,
      input.guests,
      new Set(before.flatMap((g) => (g.visaFileId ? [g.visaFileId] : []))),
    );

    const facts = await describeTours({
      ctx: t,
      input: { tour_ids: [], time_ids: booking.departureId ? [booking.departureId] : [] },
    });
    const departure = booking.departureId ? facts.times.get(booking.departureId) : undefined;
    if (departure) checkPassports(input.guests, departure.endDate);

    const changes: Record<string, [unknown, unknown]> = {};
    const patch: Partial<NewBooking> = { bookingName: input.booking_name, specialRequest: input.special_request };
    if (input.booking_name !== booking.bookingName) changes.booking_name = [booking.bookingName, input.booking_name];
    if ((input.special_request ?? null) !== booking.specialRequest)
      changes.special_request = [booking.specialRequest, input.special_request];
    const names = (list: { fullName?: string; full_name?: string }[]) =>
      list.map((g) => g.fullName ?? g.full_name).join(", ");
    if (names(before) !== names(input.guests)) changes.guests = [names(before), names(input.guests)];

    // Each guest's bed: the one given, or (absent) the one this position had, so an edit of names
    // keeps the rooms sold. A room type deleted since is chosen again (absent: the first on sale).
    const choices = input.guests.map((g, i) => ({
      birth_date: g.birth_date,
      room_type_id:
        g.room_type_id !== undefined
          ? g.room_type_id
          : before[i] && (before[i].roomTypeId !== null || before[i].roomTypeCode === null)
            ? before[i].roomTypeId
            : undefined,
    }));
    // Re-quoted at today's prices when the guests change what is sold: their number, a bed, or a
    // traveller type (a corrected birth date). Otherwise every guest keeps the fare paid.
    const sold = (c: (typeof choices)[number], i: number) =>
      before[i] !== undefined &&
      c.room_type_id === before[i].roomTypeId &&
      (!departure || travellerType(c.birth_date, departure.startDate) === before[i].travellerType);
    let priced: PricedGuestRow[] = before.map((g) => ({
      travellerType: g.travellerType,
      roomTypeId: g.roomTypeId,
      roomTypeCode: g.roomTypeCode,
      roomTypeName: g.roomTypeName,
      fare: g.fare,
    }));
    if (input.guests.length !== booking.pax || !choices.every(sold)) {
      if (!booking.packageId || !booking.departureId) throw new AppError("conflict", { key: "booking_locked" });
      const extras = await listExtras(tx, booking.id);
      const ownBeds = new Map<number, number>();
      for (const g of before)
        if (g.roomTypeId !== null) ownBeds.set(g.roomTypeId, (ownBeds.get(g.roomTypeId) ?? 0) + 1);
      const requoted = await reserveSeats({
        ctx: t,
        input: {
          tour_id: booking.packageId,
          time_id: booking.departureId,
          pax: input.guests.length,
          detail_ids: extras.flatMap((x) => (x.detailId ? [x.detailId] : [])),
          guests: choices,
        },
        options: {
          // An editable booking holds its seats and beds (bookingEditable: neither cancelled nor processed).
          release: { seats: booking.seats, beds: ownBeds },
          existingBooking: true,
        },
      });
      const { quote } = requoted;
      // Staff's charge lines stay on the booking: the new total is the package's plus them.
      const total = quote.total + booking.chargesTotal;
      if (quote.pax !== booking.pax) changes.pax = [booking.pax, quote.pax];
      if (total !== booking.total) changes.total = [booking.total, total];
      const rooms = (list: { roomTypeCode: string | null }[]) => list.map((g) => g.roomTypeCode ?? "-").join(", ");
      if (rooms(before) !== rooms(requoted.guests)) changes.rooms = [rooms(before), rooms(requoted.guests)];
      Object.assign(patch, quoteValues(quote), { total, minFirstPayment: Math.min(quote.min_first_payment, total) });
      priced = requoted.guests;
      await replaceExtras(
        tx,
        booking.id,
        requoted.extras.map((x) => ({ bookingId: booking.id, ...x })),
      );
    }

    booking = await updateBookingRow(tx, booking.id, patch);
    const fresh = toGuestRows(booking.id, input.guests, priced);
    const kept = roomsKept(
      before,
      fresh.map((r) => ({
        position: r.position,
        fullName: r.fullName,
        gender: r.gender,
        roomTypeId: r.roomTypeId ?? null,
      })),
    );
    const rows = fresh.map((r, i) => ({ ...r, roomId: kept[i] }));
    await replaceGuests(tx, booking.id, rows);
    if (Object.keys(changes).length > 0)
      await insertEvent(tx, {
        bookingId: booking.id,
        kind: "edited",
        actorId: ctx.actor!.id,
        reason: input.reason,
        changes,
      });
    // Only a changed total re-derives the status (a lower one may now be covered, a higher one on
    // a paid booking opens a balance to pay); a name or guest fix keeps the admin's status.
    if ("total" in changes) {
      const next = statusAfterRequote(booking.status, booking.paidTotal, booking.total);
      if (next !== booking.status) booking = await moveStatus(t, effects, booking, next, "requote", input.reason);
      // A new price: the amount a transfer asks changes with it (decision 058).
      else await effects.askTransfer(t, booking);
    }
    return booking;
  });
  return toBookingDto(ctx, row);
}
