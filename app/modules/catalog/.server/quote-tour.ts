import type { z } from "zod";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError, type FieldErrors } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { QuoteDto, quoteInput } from "#app/modules/catalog/catalog.contract";
import type { Translatable } from "#app/shared/translatable.contract";
import {
  type Discount,
  departureState,
  perPersonFares,
  priceGuests,
  todayOf,
} from "#app/modules/catalog/catalog.rules";
import {
  bedShortages,
  bedsRequested,
  fareLinesOf,
  type GuestChoice,
  type RoomRefusal,
  roomTypeFull,
  type TravellerType,
  travellerType,
} from "#app/modules/catalog/rooms.rules";
import {
  findDeparture,
  findPackage,
  listAttributesOfPackage,
  listDetailsOfAttributes,
  listFaresOfDepartures,
  listRoomTypesOfPackage,
} from "./catalog.repository";
import { sumHeldBeds } from "./departures/sum-held-seats";
import { heldSeats } from "./tour-views";

/**
 * The price of a booking before it is made, computed only here (the client's figures are
 * never trusted). Every broken rule is reported on its field: the departure on `time_id`, the
 * number of guests on `pax`, the extras on `detail_ids`.
 */
export async function quoteTour({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof quoteInput> & { tour_id: number }>): Promise<QuoteDto> {
  return (await computeQuote(ctx, input)).quote;
}

export interface QuoteOptions {
  /**
   * What this booking already holds (an admin's edit of its own guests), counted as free: its
   * seats, and its beds per room type.
   */
  release?: { seats: number; beds: ReadonlyMap<number, number> };
  /** An admin edit of an existing booking: the package may be unpublished, the departure past or closed. */
  existingBooking?: boolean;
}

type QuoteRequest = z.output<typeof quoteInput> & { tour_id: number };

/** What a booking's guest row keeps of its pricing: the type, the bed bought (as sold) and the fare. */
export interface PricedGuestRow {
  travellerType: TravellerType;
  roomTypeId: number | null;
  roomTypeCode: string | null;
  roomTypeName: Translatable | null;
  fare: number;
}

/**
 * A guest's choice as the rules read it (docs/product.md §Rooms and travellers): a room type id is
 * a bed of it; null is no bed for a child and the infant fare for an infant; absent is a bed of the
 * first room type on sale (what clients that know no room types send), or the infant fare.
 */
function choiceOf(
  type: TravellerType,
  roomTypeId: number | null | undefined,
  firstOnSale: number | undefined,
): GuestChoice {
  if (roomTypeId === undefined) {
    if (type === "infant") return { kind: "infant" };
    return { kind: "room", roomTypeId: firstOnSale ?? 0 };
  }
  if (roomTypeId === null) return type === "infant" ? { kind: "infant" } : { kind: "no_bed" };
  return { kind: "room", roomTypeId };
}

/**
 * The quote with what a booking must snapshot besides it: the package (code, name in every
 * language, card payment link), the departure's dates and the extras' names in every language.
 */
export async function computeQuote(ctx: Ctx, input: QuoteRequest, opts: QuoteOptions = {}) {
  const pkg = await findPackage(ctx.db, input.tour_id);
  if (!pkg || (pkg.status !== "published" && !opts.existingBooking)) throw new AppError("not_found");

  const errors: FieldErrors = {};
  const departure = await findDeparture(ctx.db, pkg.id, input.time_id);
  let seats: number | undefined;
  if (!departure) errors.time_id = [{ key: "unknown_departure" }];
  else {
    const held = (await heldSeats(ctx, [departure.id])).get(departure.id) ?? 0;
    const state = departureState(departure, Math.max(0, held - (opts.release?.seats ?? 0)), todayOf(ctx.now()));
    if (!departure.isOpen && !opts.existingBooking) errors.time_id = [{ key: "departure_closed" }];
    else if (state.departed && !opts.existingBooking) errors.time_id = [{ key: "departure_past" }];
    else if (state.fullBooked) errors.time_id = [{ key: "departure_full" }];
    else seats = state.seatsLeft;
  }

  if (input.pax < pkg.minPax) errors.pax = [{ key: "pax_below_min", values: { min: pkg.minPax } }];
  else if (pkg.maxPax !== null && input.pax > pkg.maxPax)
    errors.pax = [{ key: "pax_above_max", values: { max: pkg.maxPax } }];

  // Only details of the attributes this package offers, in the package's order.
  const attrs = await listAttributesOfPackage(ctx.db, pkg.id);
  const offered = await listDetailsOfAttributes(
    ctx.db,
    attrs.map((a) => a.id),
  );
  const attrIndex = new Map(attrs.map((a, i) => [a.id, i]));
  const chosenIds = new Set(input.detail_ids);
  const chosen = offered
    .filter((d) => chosenIds.has(d.id))
    .sort((a, b) => (attrIndex.get(a.attributeId) ?? 0) - (attrIndex.get(b.attributeId) ?? 0));
  if (chosen.length !== chosenIds.size) errors.detail_ids = [{ key: "unknown_detail" }];
  else {
    const crowded = attrs.find(
      (a) => a.choiceRule === "single" && chosen.filter((d) => d.attributeId === a.id).length > 1,
    );
    if (crowded) errors.detail_ids = [{ key: "single_choice", values: { name: pickLocale(crowded.name, ctx.locale) } }];
  }
  if (!departure) throw new AppError("validation", { fieldErrors: errors });

  // Rooms and travellers: who each guest is on the departure day and what bed they take.
  // One after another: under the checkout's transaction this is one connection.
  const roomTypes = await listRoomTypesOfPackage(ctx.db, pkg.id);
  const fareRows = await listFaresOfDepartures(ctx.db, [departure.id]);
  const heldBeds = await sumHeldBeds({ ctx, input: { departure_ids: [departure.id] } });
  const fareOf = new Map(fareRows.map((f) => [f.roomTypeId, f]));
  const onSale = roomTypes.filter((r) => fareOf.has(r.id));
  const roomType = new Map(roomTypes.map((r) => [r.id, r]));
  const asked =
    input.guests ?? Array.from({ length: input.pax }, () => ({ birth_date: undefined, room_type_id: undefined }));
  const guests = asked.map((g) => {
    const type = g.birth_date ? travellerType(g.birth_date, departure.startDate) : "adult";
    return { type, choice: choiceOf(type, g.room_type_id, onSale[0]?.id) };
  });
  // A client that sends no guests has its refusals on pax; otherwise on the guest they are about.
  const guestField = (i: number | undefined) =>
    !input.guests ? "pax" : i === undefined ? "guests" : `guests.${i}.room_type_id`;
  const refuse = (field: string, refusal: RoomRefusal) => {
    const message = { key: refusal.key, ...(refusal.values ? { values: refusal.values } : {}) };
    errors[field] = [...(errors[field] ?? []), message];
  };
  const discountRule: Discount = pkg.discountType ? { type: pkg.discountType, value: pkg.discountValue } : null;
  const priced = priceGuests({
    fares: {
      rooms: onSale.map((r) => ({ roomTypeId: r.id, price: fareOf.get(r.id)?.price ?? 0 })),
      childNoBedPrice: departure.childNoBedPrice,
      infantPrice: departure.infantPrice,
    },
    guests,
    extras: chosen.map((d) => ({ id: d.id, price: d.price, per: d.per })),
    discount: discountRule,
    minPayment: pkg.minPayment,
  });
  if (!priced.ok) for (const r of priced.refusals) refuse(guestField(r.guest), r);
  else {
    if (seats !== undefined && !errors.pax && priced.price.seats > seats)
      errors.pax = [{ key: "pax_above_seats", values: { count: seats } }];
    // Beds of each room type against its allotment, this booking's own beds counted as free.
    const held = new Map(heldBeds.get(departure.id) ?? []);
    for (const [id, n] of opts.release?.beds ?? []) held.set(id, Math.max(0, (held.get(id) ?? 0) - n));
    const short = bedShortages(
      bedsRequested(guests.map((g) => g.choice)),
      held,
      new Map(fareRows.map((f) => [f.roomTypeId, f.bedAllotment])),
    );
    for (const s of short) {
      const name = pickLocale(roomType.get(s.roomTypeId)?.name ?? { id: "" }, ctx.locale);
      // On every guest who asked for a bed of it (once on pax for a client sending no guests).
      const fields = new Set(
        guests.flatMap((g, i) =>
          g.choice.kind === "room" && g.choice.roomTypeId === s.roomTypeId ? [guestField(i)] : [],
        ),
      );
      for (const field of fields) refuse(field, roomTypeFull(s, name));
    }
  }
  if (Object.keys(errors).length > 0 || !priced.ok) throw new AppError("validation", { fieldErrors: errors });

  const price = priced.price;
  const rows: PricedGuestRow[] = price.lines.map((l) => {
    const rt = l.roomTypeId === null ? undefined : roomType.get(l.roomTypeId);
    return {
      travellerType: l.type,
      roomTypeId: rt?.id ?? null,
      roomTypeCode: rt?.code ?? null,
      roomTypeName: rt?.name ?? null,
      fare: l.fare,
    };
  });
  const amounts = new Map(price.extras.map((e) => [e.id, e.amount]));
  const perPerson = perPersonFares(
    price.lines.map((l) => ({ type: l.type, fare: l.fare })),
    discountRule,
    price.discount,
  );
  const { currency } = await getSetting({ ctx });
  const quote: QuoteDto = {
    tour_id: pkg.id,
    time_id: departure.id,
    currency,
    // The spec's per-pax figure: the first guest's fare (the lines give every guest's).
    unit_price: rows[0]?.fare ?? 0,
    pax: guests.length,
    subtotal: price.subtotal,
    extras: chosen.map((d) => {
      const attr = attrs[attrIndex.get(d.attributeId) ?? 0];
      return {
        detail_id: d.id,
        attribute_id: d.attributeId,
        attribute_name: pickLocale(attr.name, ctx.locale),
        name: pickLocale(d.name, ctx.locale),
        price: d.price,
        per: d.per,
        amount: amounts.get(d.id) ?? 0,
      };
    }),
    extras_total: price.extrasTotal,
    discount: price.discount,
    total: price.total,
    min_first_payment: price.minFirstPayment,
    ...fareLinesOf(
      rows.map((r, i) => ({
        position: i + 1,
        traveller_type: r.travellerType,
        room_type_id: r.roomTypeId,
        room_type_code: r.roomTypeCode,
        room_type_name: r.roomTypeName ? pickLocale(r.roomTypeName, ctx.locale) : null,
        fare: r.fare,
      })),
    ),
    per_person: perPerson,
  };
  return {
    quote,
    guests: rows,
    tour: {
      id: pkg.id,
      code: pkg.code,
      name: pkg.name,
      cardPaymentLink: pkg.cardPaymentLink,
      fullPaymentDays: pkg.fullPaymentDays,
    },
    departure: { id: departure.id, startDate: departure.startDate, endDate: departure.endDate },
    /** Seats the departure has left once this booking holds its own (a checkout that fills it knows so). */
    seatsLeftAfter: seats === undefined ? undefined : seats - price.seats,
    extras: chosen.map((d) => ({
      detailId: d.id,
      attributeName: attrs[attrIndex.get(d.attributeId) ?? 0].name,
      name: d.name,
      price: d.price,
      per: d.per,
      amount: amounts.get(d.id) ?? 0,
    })),
  };
}
