import type { Ctx } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import type { DepartureDto, DepartureFareDto, DepartureFareInput } from "#app/modules/catalog/catalog.contract";
import { todayOf } from "#app/modules/catalog/catalog.rules";
import { bedsLeft } from "#app/modules/catalog/rooms.rules";
import { type DepartureRow, listFaresOfDepartures, type PackageRow, type RoomTypeRow } from "../catalog.repository";
import { sumHeldBeds } from "./sum-held-seats";
import { heldSeats, toDepartureDto } from "../tour-views";

/*
 * The panel's side of a departure's fare grid: the grid as the departure DTO shows it (beds held
 * and left per room type) and the checks of a grid sent by staff (decision 031).
 */

/** Beds held per departure, then per room type, by bookings that hold seats. */
export function heldBeds(ctx: Ctx, departureIds: number[]) {
  return sumHeldBeds({ ctx, input: { departure_ids: departureIds } });
}

/**
 * Departures as DTOs with their fare grids: three statements whatever their number (seats held,
 * fares, beds held). `price` is the cheapest bed on sale, the override or base price without one.
 */
export async function departuresWithFares(
  ctx: Ctx,
  pkg: Pick<PackageRow, "basePrice">,
  rows: DepartureRow[],
): Promise<DepartureDto[]> {
  const ids = rows.map((d) => d.id);
  const today = todayOf(ctx.now());
  const seats = await heldSeats(ctx, ids);
  const fares = await listFaresOfDepartures(ctx.db, ids);
  const beds = await heldBeds(ctx, ids);
  return rows.map((d) => {
    const base = toDepartureDto(pkg, d, seats.get(d.id) ?? 0, today);
    const held = beds.get(d.id) ?? new Map<number, number>();
    const grid = fares
      .filter((f) => f.departureId === d.id)
      .map((f): DepartureFareDto => {
        const heldHere = held.get(f.roomTypeId) ?? 0;
        const left = bedsLeft(f.bedAllotment, heldHere);
        return {
          room_type_id: f.roomTypeId,
          code: f.code,
          name: pickLocale(f.name, ctx.locale),
          beds: f.beds,
          price: f.price,
          bed_allotment: f.bedAllotment,
          beds_held: heldHere,
          beds_left: left,
          full: base.full_booked || left === 0,
        };
      });
    const cheapest = grid.length ? Math.min(...grid.map((f) => f.price)) : base.price;
    return {
      ...base,
      price: cheapest,
      fares: grid,
      child_no_bed_price: d.childNoBedPrice,
      infant_price: d.infantPrice,
    };
  });
}

/**
 * Checks a fare grid sent for a departure (every broken rule reported on its field in one 422):
 * room types of the package, allotments not below the beds already held, and an open departure
 * selling at least one room type.
 */
export function checkFares(
  fares: DepartureFareInput[],
  opts: { roomTypes: RoomTypeRow[]; held: Map<number, number>; isOpen: boolean },
) {
  const errors: FieldErrors = {};
  const own = new Set(opts.roomTypes.map((r) => r.id));
  fares.forEach((f, i) => {
    if (!own.has(f.room_type_id)) errors[`fares.${i}.room_type_id`] = [{ key: "unknown_room_type" }];
    const held = opts.held.get(f.room_type_id) ?? 0;
    if (f.bed_allotment != null && f.bed_allotment < held)
      errors[`fares.${i}.bed_allotment`] = [{ key: "allotment_below_held", values: { count: held } }];
  });
  if (opts.isOpen && fares.length === 0) errors.fares = [{ key: "open_departure_needs_fare" }];
  if (Object.keys(errors).length > 0) throw new AppError("validation", { fieldErrors: errors });
}

/** The grid of a new departure sent without fares: every room type at the override or base price. */
export function defaultFares(roomTypes: RoomTypeRow[], price: number): DepartureFareInput[] {
  return roomTypes.map((r) => ({ room_type_id: r.id, price, bed_allotment: null }));
}

/** Fare inputs as repository rows. */
export function fareRows(fares: DepartureFareInput[]) {
  return fares.map((f) => ({ roomTypeId: f.room_type_id, price: f.price, bedAllotment: f.bed_allotment ?? null }));
}
