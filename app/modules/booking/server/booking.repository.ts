import { and, asc, desc, eq, gte, inArray, lt, lte, notExists, or, type SQL, sql } from "drizzle-orm";
import { bookingEvents, bookingExtras, bookingGuests, bookings, payments } from "../../../../db/schema";
import type { Db } from "../../../shared/db.server";
import { contains, paged } from "../../../shared/sql.server";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type GuestRow = typeof bookingGuests.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type EventRow = typeof bookingEvents.$inferSelect;
type BookingStatus = BookingRow["status"];

export async function countBookingsWithStatus(db: Db, status: BookingStatus) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(eq(bookings.status, status));
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

export async function findBookingById(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row;
}

/** The booking row locked until the transaction ends: every status or money change starts here. */
export async function lockBooking(db: Db, id: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for("update");
  return row;
}

export async function findBookingByIdempotencyKey(db: Db, customerId: number, key: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.customerId, customerId), eq(bookings.idempotencyKey, key)));
  return row;
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

export function listGuests(db: Db, bookingId: string) {
  return db
    .select()
    .from(bookingGuests)
    .where(eq(bookingGuests.bookingId, bookingId))
    .orderBy(asc(bookingGuests.position));
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

export async function findPaymentById(db: Db, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row;
}

export async function findPaymentByIdempotencyKey(db: Db, bookingId: string, key: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.idempotencyKey, key)));
  return row;
}

export async function updatePaymentRow(db: Db, id: number, patch: Partial<typeof payments.$inferInsert>) {
  const [row] = await db
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(payments.id, id))
    .returning();
  return row;
}

/** Pending payment amounts and counts per booking (payments submitted, not reviewed). */
export async function pendingPaymentsByBooking(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return new Map<string, { n: number; amount: number }>();
  const rows = await db
    .select({
      bookingId: payments.bookingId,
      n: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`,
    })
    .from(payments)
    .where(and(inArray(payments.bookingId, bookingIds), eq(payments.status, "pending")))
    .groupBy(payments.bookingId);
  return new Map(rows.map((r) => [r.bookingId, { n: r.n, amount: Number(r.amount) }]));
}

/** Pax held per departure by bookings in the given statuses (departures without any are absent). */
export async function sumPaxByDeparture(db: Db, departureIds: number[], statuses: readonly BookingStatus[]) {
  if (departureIds.length === 0 || statuses.length === 0) return [];
  return db
    .select({ departureId: bookings.departureId, pax: sql<number>`coalesce(sum(${bookings.pax}), 0)::int` })
    .from(bookings)
    .where(and(inArray(bookings.departureId, departureIds), inArray(bookings.status, [...statuses])))
    .groupBy(bookings.departureId);
}

export async function findPackageIdByBookingCode(db: Db, code: string) {
  const [row] = await db
    .select({ packageId: bookings.packageId })
    .from(bookings)
    .where(eq(bookings.code, code.toUpperCase()))
    .limit(1);
  return row?.packageId ?? null;
}

export async function countBookingsWhere(db: Db, where: { packageId?: number; departureId?: number }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        where.packageId !== undefined ? eq(bookings.packageId, where.packageId) : undefined,
        where.departureId !== undefined ? eq(bookings.departureId, where.departureId) : undefined,
      ),
    );
  return row.n;
}

export interface BookingFilter {
  customerId?: number;
  status?: BookingStatus;
  packageId?: number;
  departureId?: number;
  /** Inclusive booking-date range, as instants (the caller turns dates into day bounds). */
  createdFrom?: Date;
  createdBefore?: Date;
  search?: string;
  sort: "latest" | "oldest" | "total_desc";
}

function filterWhere(f: BookingFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    f.customerId !== undefined ? eq(bookings.customerId, f.customerId) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    f.packageId !== undefined ? eq(bookings.packageId, f.packageId) : undefined,
    f.departureId !== undefined ? eq(bookings.departureId, f.departureId) : undefined,
    f.createdFrom ? gte(bookings.createdAt, f.createdFrom) : undefined,
    f.createdBefore ? lt(bookings.createdAt, f.createdBefore) : undefined,
  ];
  if (f.search) {
    const pattern = contains(f.search);
    conditions.push(
      or(
        eq(bookings.code, f.search.toUpperCase()),
        sql`${bookings.bookingName} ilike ${pattern}`,
        // A guest of the booking whose name matches: the search finds a booking by any traveller.
        sql`exists (select 1 from ${bookingGuests} where ${bookingGuests.bookingId} = ${bookings.id} and ${bookingGuests.fullName} ilike ${pattern})`,
      ),
    );
  }
  return and(...conditions);
}

export async function listBookingRows(db: Db, f: BookingFilter, window: { limit?: number; offset: number }) {
  const where = filterWhere(f);
  const order =
    f.sort === "oldest"
      ? [asc(bookings.createdAt), asc(bookings.id)]
      : f.sort === "total_desc"
        ? [desc(bookings.total), desc(bookings.createdAt)]
        : [desc(bookings.createdAt), desc(bookings.id)];
  const rows = await paged(
    db
      .select()
      .from(bookings)
      .where(where)
      .orderBy(...order),
    window,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(bookings).where(where);
  return { rows, total: n };
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
