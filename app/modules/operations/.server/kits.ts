import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Actor, Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError, fieldError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { findGroundGuest, listGroundGuests } from "#app/modules/booking/.server/ground-guests";
import type {
  DepartureKitsDto,
  GuestKitDto,
  KitItemDto,
  kitHandoverInput,
  kitItemInput,
} from "#app/modules/operations/ground.contract";
import {
  kitHandoverVerdict,
  kitItemsFor,
  kitSizeProblem,
  kitSizesFor,
  paidInFull,
} from "#app/modules/operations/kit.rules";
import {
  deleteKitItem,
  findKitItem,
  type GuestKitRow,
  insertGuestKit,
  insertKitItem,
  type KitItemRow,
  listGuestKits,
  listKitItems,
  updateKitItem,
} from "./ground.repository";
import { groundDeparture, guestsInScope, toGroundDepartureDto, toGroundGuestDto } from "./ground-departure";

/*
 * Equipment kits (docs/product.md §Departure operations, decision 081): the package's items by
 * gender and size, edited from any of its departures, and the kit handed to each guest once, only
 * when the booking is paid in full unless staff override with a reason. Staff with the departures
 * permission; a branch clerk sees and hands over to their branch's guests only.
 */

type ItemInput = z.output<typeof kitItemInput>;

const itemDto = (i: KitItemRow, ctx: Ctx): KitItemDto => ({
  id: i.id,
  name: i.name,
  label: pickLocale(i.name, ctx.locale),
  for: i.for,
  sizes: i.sizes,
});

/** The kits screen's data: the package's items, the guests with what they get and their kit. */
async function kitsOf(ctx: Ctx, actor: Actor, timeId: number): Promise<DepartureKitsDto> {
  const departure = await groundDeparture(ctx, timeId);
  const items = await listKitItems(ctx.db, departure.packageId);
  const guests = guestsInScope(actor, await listGroundGuests(ctx.db, timeId));
  const kits = new Map(
    (
      await listGuestKits(
        ctx.db,
        guests.map((g) => g.id),
      )
    ).map((k) => [k.guestId, k]),
  );
  const issuers = await describeUsers({
    ctx,
    input: { ids: [...kits.values()].flatMap((k) => (k.issuedBy ? [k.issuedBy] : [])) },
  });
  const kitDto = (k: GuestKitRow): GuestKitDto => ({
    size: k.size,
    issued_on: k.issuedOn,
    issued_by: k.issuedBy ? { id: k.issuedBy, name: issuers.get(k.issuedBy)?.name ?? "" } : null,
    handover: k.handover,
    courier: k.courier,
    tracking: k.tracking,
    override_reason: k.overrideReason,
    recorded_at: k.createdAt.toISOString(),
  });
  return {
    departure: toGroundDepartureDto(departure, ctx),
    items: items.map((i) => itemDto(i, ctx)),
    guests: guests.map((g) => {
      const kit = kits.get(g.id);
      return {
        ...toGroundGuestDto(g),
        booking_status: g.bookingStatus,
        paid_in_full: paidInFull(g.bookingStatus),
        items: kitItemsFor(items, g.gender).map((i) => i.id),
        sizes: kitSizesFor(items, g.gender),
        kit: kit ? kitDto(kit) : null,
      };
    }),
    issued: kits.size,
  };
}

/** GET /departures/{time_id}/kit. */
export async function getDepartureKits({ ctx, input }: UseCaseArgs<{ time_id: number }>): Promise<DepartureKitsDto> {
  const actor = requireStaff(ctx, "departures");
  return kitsOf(ctx, actor, input.time_id);
}

const itemValues = (input: ItemInput) => ({ name: input.name, for: input.for, sizes: input.sizes });

/** POST /departures/{time_id}/kit/items: an item added to the departure's package's kit, last. */
export async function addKitItem({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number } & ItemInput>): Promise<DepartureKitsDto> {
  const actor = requireStaff(ctx, "departures");
  const departure = await groundDeparture(ctx, input.time_id);
  await insertKitItem(ctx.db, departure.packageId, itemValues(input), ctx.now());
  return kitsOf(ctx, actor, input.time_id);
}

/** An item of the departure's package, or 404. */
async function itemOr404(ctx: Ctx, timeId: number, itemId: number): Promise<KitItemRow> {
  const departure = await groundDeparture(ctx, timeId);
  const item = await findKitItem(ctx.db, departure.packageId, itemId);
  if (!item) throw new AppError("not_found");
  return item;
}

/** PUT /departures/{time_id}/kit/items/{item_id}. Kits handed over keep the size they were given. */
export async function editKitItem({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; item_id: number } & ItemInput>): Promise<DepartureKitsDto> {
  const actor = requireStaff(ctx, "departures");
  const item = await itemOr404(ctx, input.time_id, input.item_id);
  await updateKitItem(ctx.db, item.id, itemValues(input), ctx.now());
  return kitsOf(ctx, actor, input.time_id);
}

/** DELETE /departures/{time_id}/kit/items/{item_id}. */
export async function removeKitItem({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; item_id: number }>): Promise<DepartureKitsDto> {
  const actor = requireStaff(ctx, "departures");
  const item = await itemOr404(ctx, input.time_id, input.item_id);
  await deleteKitItem(ctx.db, item.id);
  return kitsOf(ctx, actor, input.time_id);
}

/**
 * POST /departures/{time_id}/guest/{guest_id}/kit: the guest's kit handed over, once. In one
 * transaction that takes the booking's row lock first (the lock its status moves take), so a
 * cancellation or a payment either came before and is seen, or waits:
 * - 404: not a guest of the departure, or of another branch than a clerk's;
 * - 409: the booking is cancelled; the kit was handed over already; the booking is not paid in
 *   full and no override reason was given (kit.rules.ts `kitHandoverVerdict`);
 * - 422: a size the guest's items do not come in (or none when they are sized), a day after the
 *   agency's today.
 * Two handovers at once: one records the kit, the other answers 409 (the guest is the key).
 */
export async function handOverKit({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; guest_id: number } & z.output<typeof kitHandoverInput>>): Promise<DepartureKitsDto> {
  const actor = requireStaff(ctx, "departures");
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const departure = await groundDeparture(tx, input.time_id);
    const guest = await findGroundGuest(db, input.time_id, input.guest_id);
    if (!guest) throw new AppError("not_found");
    // The booking's row lock; another branch's booking answers 404 to a clerk.
    const booking = await loadBooking(tx, guest.bookingId, { lock: true, permission: "departures" });
    const verdict = kitHandoverVerdict(booking.status, input.override_reason);
    if (!verdict.allowed && verdict.refusal === "kit_booking_canceled")
      throw new AppError("conflict", { key: verdict.refusal });
    if ((await listGuestKits(db, [guest.id])).length > 0) throw new AppError("conflict", { key: "kit_already_issued" });
    if (!verdict.allowed) throw new AppError("conflict", { key: verdict.refusal });
    const problem = kitSizeProblem(await listKitItems(db, departure.packageId), guest.gender, input.size);
    if (problem) throw fieldError("size", problem);
    if (input.issued_on > agencyToday(ctx.now())) throw fieldError("issued_on", "kit_date_future");
    const courier = input.handover === "courier";
    const recorded = await insertGuestKit(db, {
      guestId: guest.id,
      size: input.size,
      issuedOn: input.issued_on,
      issuedBy: actor.id,
      handover: input.handover,
      courier: courier ? input.courier : null,
      tracking: courier ? input.tracking : null,
      overrideReason: verdict.overrideReason,
      createdAt: ctx.now(),
    });
    if (!recorded) throw new AppError("conflict", { key: "kit_already_issued" });
  });
  return kitsOf(ctx, actor, input.time_id);
}
