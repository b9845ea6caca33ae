import { branchScope, outOfScope, requireStaff } from "#app/shared/access";
import type { Actor, Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import {
  getReadinessDeparture,
  type ReadinessDeparture,
} from "#app/modules/catalog/.server/departures/readiness-departures";
import { findVisaGuests } from "#app/modules/booking/.server/visa-guests";
import type { DepartureVisasDto, VisaDto, VisaGuestDto } from "#app/modules/operations/visa.contract";
import { departureVisaReadiness, visaValidOn, visaWarnings } from "#app/modules/operations/visa.rules";
import { countVisaEvents, findVisas, type VisaRow } from "./visa.repository";

/* What the visa use cases share: the guard, the departure, the guests a caller sees, the DTOs. */

export type VisaGuestRow = Awaited<ReturnType<typeof findVisaGuests>>[number];

/** The documents permission: visas are per-guest data (decision 081). */
export const requireVisaStaff = (ctx: Ctx): Actor => requireStaff(ctx, "documents");

/** The departure (with its package's kind and return day), or 404; with `lock`, its row locked first. */
export async function visaDeparture(ctx: Ctx, timeId: number, lock = false): Promise<ReadinessDeparture> {
  const departure = await getReadinessDeparture({ ctx, input: { time_id: timeId, lock } });
  if (!departure) throw new AppError("not_found");
  return departure;
}

/** The departure's travelling guests the caller may see: a branch clerk, their branch's only. */
export async function visibleGuests(ctx: Ctx, actor: Actor, departureId: number, guestIds?: number[]) {
  const scope = branchScope(actor);
  const rows = await findVisaGuests(ctx.db, departureId, guestIds);
  return scope === undefined ? rows : rows.filter((g) => g.branchId === scope);
}

/** One guest of the departure the caller may see, or 404 (another departure's, another branch's, cancelled). */
export async function visibleGuest(ctx: Ctx, actor: Actor, departureId: number, guestId: number) {
  const [guest] = await findVisaGuests(ctx.db, departureId, [guestId]);
  if (!guest || outOfScope(actor, guest.branchId)) throw new AppError("not_found");
  return guest;
}

/** A guest's visa as the screens show it; nothing recorded: waiting, version 0. */
export function toVisaDto(
  row: VisaRow | undefined,
  version: number,
  returnDay: string,
  names: ReadonlyMap<number, string>,
): VisaDto {
  const status = row?.status ?? "waiting";
  const expires = row?.expiresOn ?? null;
  return {
    status,
    visa_number: row?.visaNumber ?? null,
    issued_on: row?.issuedOn ?? null,
    expires_on: expires,
    file_id: row?.fileId ?? null,
    reason: row?.reason ?? null,
    updated_at: row ? row.updatedAt.toISOString() : null,
    updated_by: row?.updatedBy ? (names.get(row.updatedBy) ?? null) : null,
    version,
    valid_on_return: visaValidOn({ status, expires_on: expires }, returnDay),
    warnings: visaWarnings({ status, expires_on: expires }, returnDay),
  };
}

/** Users' names by id, for "by whom" (one query). */
export async function userNames(ctx: Ctx, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((i): i is number => i !== null);
  if (wanted.length === 0) return new Map();
  const users = await describeUsers({ ctx, input: { ids: wanted } });
  return new Map([...users].map(([userId, u]) => [userId, u.name]));
}

/** The departure's visas as the caller sees them (a branch clerk: their branch's guests and counts). */
export async function departureVisas(
  ctx: Ctx,
  actor: Actor,
  departure: ReadinessDeparture,
): Promise<DepartureVisasDto> {
  const guests = await visibleGuests(ctx, actor, departure.id);
  const ids = guests.map((g) => g.guestId);
  const rows = new Map((await findVisas(ctx.db, ids)).map((r) => [r.guestId, r]));
  const versions = await countVisaEvents(ctx.db, ids);
  const names = await userNames(
    ctx,
    [...rows.values()].map((r) => r.updatedBy),
  );
  const list: VisaGuestDto[] = guests.map((g) => ({
    guest_id: g.guestId,
    booking_id: g.bookingId,
    booking_code: g.bookingCode,
    customer_name: g.bookingName,
    full_name: g.fullName,
    traveller_type: g.travellerType,
    visa: toVisaDto(rows.get(g.guestId), versions.get(g.guestId) ?? 0, departure.endDate, names),
  }));
  return {
    tour: {
      id: departure.packageId,
      code: departure.code,
      name: pickLocale(departure.name, ctx.locale),
      kind: departure.kind,
    },
    time: { id: departure.id, start_date: departure.startDate, end_date: departure.endDate },
    guests: list,
    readiness: departureVisaReadiness(
      list.map((g) => g.visa),
      departure.endDate,
      departure.kind,
    ),
  };
}
