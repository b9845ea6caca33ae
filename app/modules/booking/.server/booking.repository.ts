import { methodsWhere } from "#app/modules/booking/booking.contract";
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, lte, notExists, type SQL, sql } from "drizzle-orm";
import { bookingEvents, bookingExtras, bookingGuests, bookings, payments } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { contains, paged } from "#app/shared/sql.server";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type GuestRow = typeof bookingGuests.$inferSelect;
export type NewGuestRow = typeof bookingGuests.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type EventRow = typeof bookingEvents.$inferSelect;
type BookingStatus = BookingRow["status"];

/** Bookings in a status (of one branch when given). */
export async function countBookingsWithStatus(db: Db, status: BookingStatus, branchId?: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.status, status), branchId !== undefined ? eq(bookings.branchId, branchId) : undefined));
  return row.n;
}

export async function insertBooking(db: Db, row: NewBooking) {
  const [created] = await db.insert(bookings).values(row).returning();
  return created;
}

export async function insertGuests(db: Db, rows: (typeof bookingGuests.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(bookingGuests).values(rows);
}

export async function replaceGuests(db: Db, bookingId: string, rows: (typeof bookingGuests.$inferInsert)[]) {
  await db.delete(bookingGuests).where(eq(bookingGuests.bookingId, bookingId));
  await insertGuests(db, rows);
}

export async function insertExtras(db: Db, rows: (typeof bookingExtras.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(bookingExtras).values(rows);
}

export async function replaceExtras(db: Db, bookingId: string, rows: (typeof bookingExtras.$inferInsert)[]) {
  await db.delete(bookingExtras).where(eq(bookingExtras.bookingId, bookingId));
  await insertExtras(db, rows);
}

export async function insertEvent(db: Db, row: typeof bookingEvents.$inferInsert) {
  await db.insert(bookingEvents).values(row);
}

/** The one booking `where` names (an id, a customer's Idempotency-Key), if any. */
async function findBookingWhere(db: Db, where: SQL | undefined) {
  const [row] = await db.select().from(bookings).where(where);
  return row;
}

export async function findBookingById(db: Db, id: string) {
  return findBookingWhere(db, eq(bookings.id, id));
}

/** The booking row locked until the transaction ends: every status or money change starts here. */
export async function lockBooking(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export async function findBookingByIdempotencyKey(db: Db, customerId: number, key: string) {
  return findBookingWhere(db, and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)));
}

/** Who booked a departure under which Idempotency-Key, every status (full-departures.ts). */
export async function bookingKeysOnDeparture(db: Db, departureId: number) {
  const rows = await db
    .select({ customerId: bookings.customerId, idempotencyKey: bookings.idempotencyKey })
    .from(bookings)
    .where(eq(bookings.departureId, departureId));
  return rows.filter((r): r is { customerId: number; idempotencyKey: string } =>
    Boolean(r.customerId !== null && r.idempotencyKey),
  );
}

export async function codeExists(db: Db, code: string) {
  const [row] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.code, code));
  return row !== undefined;
}

export async function updateBookingRow(db: Db, id: string, patch: Partial<NewBooking>) {
  const [row] = await db
    .update(bookings)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(bookings.id, id))
    .returning();
  return row;
}

/**
 * What a booking still asks to be paid, in SQL: the twin of `balanceDue` in booking.rules.ts (the
 * total minus the confirmed money, never negative, nothing once cancelled). Reports, the
 * dashboard and lists that sum or filter by it in the database use this one expression;
 * balance-due.test.ts runs it against the rule.
 */
export const balanceDueSql: SQL<number> = sql<number>`(case when ${bookings.status} = 'canceled' then 0 else greatest(${bookings.total} - ${bookings.paidTotal}, 0) end)`;

export function listGuests(db: Db, bookingId: string) {
  return db
    .select()
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.position));
}

/** One guest's passport data (the admin's correction beside the scan). */
export async function updateGuestPassport(
  db: Db,
  guestId: number,
  values: Pick<NewGuestRow, "passportNumber" | "passportIssueDate" | "passportExpiryDate">,
) {
  await db.update(bookingGuests).set(values).where(eq(bookingGuests.id, guestId));
}

/** The ministry's data of one guest (decision 081) and the checkout's fields the ministry asks too. */
export async function updateGuestMinistry(
  db: Db,
  guestId: number,
  values: Pick<
    NewGuestRow,
    | "fatherName"
    | "passportName"
    | "passportOffice"
    | "regionCode"
    | "education"
    | "occupation"
    | "nationality"
    | "birthPlace"
    | "maritalStatus"
    | "state"
    | "postalCode"
    | "icNumber"
    | "phone"
  >,
) {
  await db.update(bookingGuests).set(values).where(eq(bookingGuests.id, guestId));
}

export function listExtras(db: Db, bookingId: string) {
  return db.select().from(bookingExtras).where(eq(bookingExtras.bookingId, bookingId)).orderBy(asc(bookingExtras.id));
}

export function listPaymentsOf(db: Db, bookingId: string) {
  return db.select().from(payments).where(eq(payments.bookingId, bookingId)).orderBy(asc(payments.id));
}

export function listEventsOf(db: Db, bookingId: string) {
  return db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId)).orderBy(asc(bookingEvents.id));
}

export async function insertPayment(db: Db, row: typeof payments.$inferInsert) {
  const [created] = await db.insert(payments).values(row).returning();
  return created;
}

/** The one payment `where` names (an id, an Idempotency-Key, a provider's reference or checkout), if any. */
export async function findPaymentWhere(db: Db, where: SQL | undefined) {
  const [row] = await db.select().from(payments).where(where);
  return row;
}

export async function findPaymentById(db: Db, id: number) {
  return findPaymentWhere(db, eq(payments.id, id));
}

export async function findPaymentByIdempotencyKey(db: Db, bookingId: string, key: string) {
  return findPaymentWhere(db, and(eq(payments.bookingId, bookingId), eq(payments.idempotencyKey, key)));
}

export async function updatePaymentRow(db: Db, id: number, patch: Partial<typeof payments.$inferInsert>) {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

/** Pending payment amounts and counts per booking (payments submitted, not reviewed by staff yet). */
export async function pendingPaymentsByBooking(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return new Map<string, { n: number; amount: number }>();
  const rows = await db
    .select({
      bookingId: payments.bookingId,
      n: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`,
    })
    .from(payments)
    // An open online checkout awaits its provider, not staff (docs/product.md §Online payments).
    .where(
      and(
        inArray(payments.bookingId, bookingIds),
        eq(payments.status, "pending"),
        inArray(
          payments.method,
          methodsWhere((m) => m.confirmedBy === "staff"),
        ),
      ),
    )
    .groupBy(payments.bookingId);
  return new Map(rows.map((r) => [r.bookingId, { n: r.n, amount: Number(r.amount) }]));
}

/** Pax held per departure by bookings in the given statuses (departures without any are absent). */
/** Whether any booking exists, in any status (one indexed row at most). */
/** How many bookings a customer made, in any status. */
export async function countBookingsOfCustomer(db: Db, customerId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(eq(bookings.customerId, customerId));
  return row.n;
}

export async function hasAnyBooking(db: Db) {
  const rows = await db.select({ id: bookings.id }).from(bookings).limit(1);
  return rows.length > 0;
}

export interface BookingFilter {
  customerId?: number;
  /** One branch's bookings only: a branch clerk's scope (branchScope), or the one staff asked for. */
  branchId?: number;
  /** How it came in (`web`, `office`...). */
  channel?: BookingRow["channel"];
  /** The member of staff who took it. */
  takenBy?: number;
  /** The agent it is credited to (decision 078): an agent's own list, or staff's filter. */
  agentId?: number;
  status?: BookingStatus;
  packageId?: number;
  departureId?: number;
  /** Inclusive booking-date range, as instants (the caller turns dates into day bounds). */
  createdFrom?: Date;
  createdBefore?: Date;
  search?: string;
  sort: "latest" | "oldest" | "total_desc";
}

/**
 * The words of a search as a prefix query for `to_tsquery('simple', ...)`: "siti rah" becomes
 * `siti:* & rah:*` (every word starts a word of the name, in any order). Only letters, digits and
 * marks reach the query, so nothing typed can be tsquery syntax. Null when there is no word.
 */
export function wordPrefixQuery(search: string): string | null {
  const words = search
    .toLowerCase()
    .match(/[\p{L}\p{N}\p{M}]+/gu)
    ?.slice(0, 8);
  return words?.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

/** Up to this many matches a search is answered from their ids (see listBookingRows). */
const MANY_MATCHES = 50_000;

/**
 * Bookings whose booking name or a guest's name has the words of a search, each part answered by
 * its full-text index (`bookings_name_search_idx`, `booking_guests_name_search_idx`): a search
 * costs what it finds, not a pass over every booking and a million guests.
 */
function nameMatches(words: string): SQL {
  return sql`select b.id from ${bookings} b where to_tsvector('simple', b.booking_name) @@ to_tsquery('simple', ${words})
    union select g.booking_id from ${bookingGuests} g where to_tsvector('simple', g.full_name) @@ to_tsquery('simple', ${words})`;
}

/** A search finds a booking by its code (exactly, any case), booking name or guest's name. */
function searchWhere(search: string): SQL {
  const words = wordPrefixQuery(search);
  const code = eq(bookings.code, search.toUpperCase());
  return words ? sql`(${code} or ${bookings.id} in (${nameMatches(words)}))` : code;
}

function filterWhere(f: Omit<BookingFilter, "search" | "sort">): SQL | undefined {
  return and(
    f.customerId !== undefined ? eq(bookings.customerId, f.customerId) : undefined,
    f.branchId !== undefined ? eq(bookings.branchId, f.branchId) : undefined,
    f.channel ? eq(bookings.channel, f.channel) : undefined,
    f.takenBy !== undefined ? eq(bookings.takenBy, f.takenBy) : undefined,
    f.agentId !== undefined ? eq(bookings.agentId, f.agentId) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    f.packageId !== undefined ? eq(bookings.packageId, f.packageId) : undefined,
    f.departureId !== undefined ? eq(bookings.departureId, f.departureId) : undefined,
    f.createdFrom ? gte(bookings.createdAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(bookings.createdAt, f.createdBefore) : undefined,
  );
}

/** The staff who took bookings (of one branch when given), by id. */
export async function bookingTakerIds(db: Db, branchId?: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: bookings.takenBy })
    .from(bookings)
    .where(and(isNotNull(bookings.takenBy), branchId !== undefined ? eq(bookings.branchId, branchId) : undefined));
  return rows.flatMap((r) => (r.id === null ? [] : [r.id]));
}

/** The latest bookings (one customer's, one branch's, or everyone's), newest first. */
export function latestBookingRows(db: Db, f: Pick<BookingFilter, "customerId" | "branchId">, limit: number) {
  return db
    .select()
    .from(bookings)
    .where(filterWhere(f))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** From this offset on a page is found through the list's index alone (see listBookingRows). */
const DEEP_OFFSET = 1000;

export async function listBookingRows(
  db: Db,
  f: BookingFilter,
  window: { limit?: number; offset: number },
  // Tests move the thresholds to take every path with a few rows.
  { manyMatches = MANY_MATCHES, deepOffset = DEEP_OFFSET } = {},
) {
  const { search, sort, ...filters } = f;
  const order =
    sort === "oldest"
      ? [asc(bookings.createdAt), asc(bookings.id)]
      : sort === "total_desc"
        ? [desc(bookings.total), desc(bookings.createdAt)]
        : [desc(bookings.createdAt), desc(bookings.id)];
  const page = (where: SQL | undefined) => {
    if (window.offset < deepOffset || window.limit === undefined)
      return paged(
        db
          .select()
          .from(bookings)
          .where(where)
          .orderBy(...order),
        window,
      );
    // A deep page (the 500th, say) skips its offset in the order's index, ids only (the index
    // carries them: `bookings_created_idx`, `bookings_status_idx`), then reads the rows it shows.
    const ids = db
      .select({ id: bookings.id })
      .from(bookings)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset);
    return db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, ids))
      .orderBy(...order);
  };
  const count = async (where: SQL | undefined) =>
    (await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where))[0].n;
  const where = filterWhere(filters);
  if (!search) {
    const [rows, total] = await Promise.all([page(where), count(where)]);
    return { rows, total };
  }

  // A search is answered from its matching ids, found once through the search indexes (with the
  // other filters applied, if any), up to MANY_MATCHES: the page is then read among them, passed
  // as one array the planner knows the size of (it guesses 200 matches for any search in SQL).
  // For a code or a full name, a handful of rows is looked up and sorted; for a common word (a
  // first name found in one booking out of ten) the list is walked in its order keeping the
  // matching rows, a page after a few hundred rows rather than sorting every match. The count
  // is the number of ids. Past MANY_MATCHES (a search matching most of the history) the search
  // stays in SQL, where it is worked out again for the page and for the count.
  const words = wordPrefixQuery(search);
  const code = sql`select b.id from ${bookings} b where b.code = ${search.toUpperCase()}`;
  const matches = sql`${code}${words ? sql` union ${nameMatches(words)}` : sql``}`;
  const searched = and(where, searchWhere(search));
  const found = where
    ? await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(searched)
        .limit(manyMatches + 1)
    : await db
        .select({ id: sql<string>`m.id` })
        .from(sql`(${matches}) m`)
        .limit(manyMatches + 1);
  if (found.length === 0) return { rows: [], total: 0 };
  if (found.length <= manyMatches) {
    // Ids as read from the database (uuids): one array parameter, not one parameter per id.
    const ids = `{${found.map((r) => r.id).join(",")}}`;
    return { rows: await page(sql`${bookings.id} = any(${ids}::uuid[])`), total: found.length };
  }
  const [rows, total] = await Promise.all([
    page(searched),
    where
      ? count(searched)
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(sql`(${matches}) m`)
          .then(([r]) => r.n),
  ]);
  return { rows, total };
}

/**
 * Pending bookings created before `cutoff` with no payment awaiting review or confirmed, locked
 * with SKIP LOCKED: a row another process (or a confirmation) holds is left for the next round.
 */
export function claimExpiredBookings(db: Db, cutoff: Date, limit: number) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, "pending"),
        lte(bookings.createdAt, cutoff),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.bookingId, bookings.id), inArray(payments.status, ["pending", "confirmed"]))),
        ),
      ),
    )
    .orderBy(asc(bookings.createdAt))
    .limit(limit)
    .for("update", { skipLocked: true });
}

export async function countPaymentsOfBank(db: Db, bankAccountId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.bankAccountId, bankAccountId));
  return row.n;
}

/** Customers with a guest whose passport number contains `upper` (upper case, no spaces), at most 200. */
export async function customerIdsByPassport(db: Db, upper: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: bookings.customerId })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .where(sql`replace(upper(${bookingGuests.passportNumber}), ' ', '') like ${contains(upper)}`)
    .limit(200);
  return rows.map((r) => r.id);
}
