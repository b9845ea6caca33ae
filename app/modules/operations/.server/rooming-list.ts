import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { getRoomingDeparture, type RoomingDeparture } from "#app/modules/catalog/.server/departures/rooming-departure";
import type { RoomingGuestDto, RoomingListDto } from "#app/modules/operations/operations.contract";
import {
  bedsUsed,
  familyKeys,
  type RoomingGuest,
  roomWarnings,
  stayOrder,
} from "#app/modules/operations/rooming.rules";
import { listDepartureGuests, lockDepartureGuests } from "#app/modules/booking/.server/guest-rooms";
import { listRooms, listStays, type RoomRow } from "./rooming.repository";

export type RoomingGuestRow = Awaited<ReturnType<typeof listDepartureGuests>>[number];

/** What a rooming write works on, read inside its transaction after the locks. */
export interface RoomingState {
  departure: RoomingDeparture;
  rooms: RoomRow[];
  guests: RoomingGuestRow[];
}

/** The departure or 404. */
async function departureOr404(ctx: Ctx, timeId: number, lock: boolean): Promise<RoomingDeparture> {
  const departure = await getRoomingDeparture({ ctx, input: { time_id: timeId, lock } });
  if (!departure) throw new AppError("not_found");
  return departure;
}

/**
 * Runs a rooming write (the rooming permission) in one transaction that first locks the departure
 * row, the lock checkouts take too, then the guest rows of its bookings: two staff arranging at
 * once run one after the other, the second sees what the first placed, and a cancellation either
 * committed before the read or waits to clear the rooms afterwards (docs/product.md §Rooming
 * list). Answers the list as it is after the write.
 */
export async function roomingWrite(
  ctx: Ctx,
  timeId: number,
  write: (tx: Ctx, state: RoomingState) => Promise<void>,
): Promise<RoomingListDto> {
  requireStaff(ctx, "rooming");
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const departure = await departureOr404(tx, timeId, true);
    await lockDepartureGuests(db, timeId);
    await write(tx, { departure, rooms: await listRooms(db, timeId), guests: await listDepartureGuests(db, timeId) });
    return toRoomingList(tx, departure);
  });
}

/** GET: a departure's rooming list (the rooming permission). */
export async function getRoomingList({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<RoomingListDto> {
  requireStaff(ctx, "rooming");
  return toRoomingList(ctx, await departureOr404(ctx, input.time_id, false));
}

/**
 * The rule's view of the guest rows: each with their booking's order among the departure's
 * bookings (first booked first) and their family from the relations stated (`familyKeys`).
 */
export function ruleGuests(rows: readonly RoomingGuestRow[]): RoomingGuest[] {
  const order = new Map<string, number>();
  const byBooking = new Map<string, RoomingGuestRow[]>();
  for (const g of rows) {
    if (!order.has(g.bookingId)) order.set(g.bookingId, order.size);
    byBooking.set(g.bookingId, [...(byBooking.get(g.bookingId) ?? []), g]);
  }
  const family = new Map<number, string>();
  for (const [bookingId, list] of byBooking) {
    const keys = familyKeys(bookingId, list);
    for (const g of list) family.set(g.id, keys.get(g.position)!);
  }
  return rows.map((g) => ({
    id: g.id,
    bookingId: g.bookingId,
    customerId: g.customerId,
    bookingOrder: order.get(g.bookingId)!,
    position: g.position,
    gender: g.gender,
    type: g.travellerType,
    family: family.get(g.id)!,
    roomTypeId: g.roomTypeId,
    roomId: g.roomId,
  }));
}

async function toRoomingList(ctx: Ctx, departure: RoomingDeparture): Promise<RoomingListDto> {
  const rooms = await listRooms(ctx.db, departure.id);
  const guests = await listDepartureGuests(ctx.db, departure.id);
  const stays = await listStays(ctx.db, departure.id);
  const ruled = new Map(ruleGuests(guests).map((g) => [g.id, g]));
  const dto = (g: RoomingGuestRow): RoomingGuestDto => ({
    id: g.id,
    booking_id: g.bookingId,
    booking_code: g.bookingCode,
    full_name: g.fullName,
    gender: g.gender,
    traveller_type: g.travellerType,
    room_type_id: g.roomTypeId,
    room_id: g.roomId,
    family: ruled.get(g.id)!.family,
    relation: g.relation,
    related_to: g.relatedTo,
    position: g.position,
  });
  const roomIds = new Set(rooms.map((r) => r.id));
  return {
    tour: { id: departure.tour.id, code: departure.tour.code, name: pickLocale(departure.tour.name, ctx.locale) },
    time: { id: departure.id, start_date: departure.startDate, end_date: departure.endDate },
    hotel_cities: departure.hotelCities,
    stays: stayOrder(departure.hotelCities, stays),
    room_types: departure.roomTypes.map((type) => ({
      id: type.id,
      code: type.code,
      name: pickLocale(type.name, ctx.locale),
      beds: type.beds,
      rooms: rooms
        .filter((r) => r.roomTypeId === type.id)
        .map((r, i) => {
          const inRoom = guests.filter((g) => g.roomId === r.id);
          const warnings = roomWarnings(inRoom.map((g) => ruled.get(g.id)!));
          return {
            id: r.id,
            room_type_id: r.roomTypeId,
            number: i + 1,
            numbers: r.numbers,
            beds: type.beds,
            beds_free: Math.max(0, type.beds - bedsUsed(inRoom)),
            mixed: warnings.includes("mixed"),
            warnings,
            guests: inRoom.map(dto),
          };
        }),
    })),
    unplaced: guests.filter((g) => g.roomId === null || !roomIds.has(g.roomId)).map(dto),
    guest_count: guests.length,
  };
}
