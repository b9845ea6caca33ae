import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import {
  accountClosures,
  bookingEvents,
  bookingExtras,
  bookingGuests,
  bookings,
  departures,
  files,
  guestDocuments,
  outbox,
  passwordResets,
  payments,
  refunds,
  sessions,
  users,
} from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * The privacy module's reads and writes. It reads and anonymises other modules' tables here, in its
 * own repository (app/modules/order.ts): the export and the closure must see everything the site
 * holds about one person, in one place.
 */

export type ClosureRow = typeof accountClosures.$inferSelect;
export type PrivacyUserRow = typeof users.$inferSelect;

// ---------- closures ----------

export async function insertClosure(db: Db, userId: number, reason: string | null) {
  const [row] = await db.insert(accountClosures).values({ userId, reason }).returning();
  return row;
}

export async function findPendingClosure(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(accountClosures)
    .where(and(eq(accountClosures.userId, userId), eq(accountClosures.status, "pending")));
  return row;
}

export async function findLatestClosure(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(accountClosures)
    .where(eq(accountClosures.userId, userId))
    .orderBy(desc(accountClosures.createdAt), desc(accountClosures.id))
    .limit(1);
  return row;
}

export function findClosuresOfUser(db: Db, userId: number) {
  return db.select().from(accountClosures).where(eq(accountClosures.userId, userId)).orderBy(asc(accountClosures.id));
}

/** The request row locked: two decisions on one request queue here, the second sees the first's outcome. */
export async function lockClosure(db: Db, id: number) {
  const [row] = await db.select().from(accountClosures).where(eq(accountClosures.id, id)).for("update");
  return row;
}

export async function findClosure(db: Db, id: number) {
  const [row] = await db.select().from(accountClosures).where(eq(accountClosures.id, id));
  return row;
}

export async function updateClosure(db: Db, id: number, patch: Partial<typeof accountClosures.$inferInsert>) {
  const [row] = await db
    .update(accountClosures)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(accountClosures.id, id))
    .returning();
  return row;
}

/** Every request, pending first (oldest first among them), then decided ones newest first. */
export function listClosures(db: Db, limit = 200) {
  return db
    .select()
    .from(accountClosures)
    .orderBy(
      sql`case when ${accountClosures.status} = 'pending' then 0 else 1 end`,
      sql`case when ${accountClosures.status} = 'pending' then ${accountClosures.createdAt} end asc`,
      desc(accountClosures.createdAt),
      desc(accountClosures.id),
    )
    .limit(limit);
}

// ---------- users ----------

export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function lockUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

export function findUsers(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as PrivacyUserRow[]);
  return db.select().from(users).where(inArray(users.id, ids));
}

export function listActiveAdmins(db: Db) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
}

// ---------- what the approval rule reads ----------

/** The customer's bookings with their departure's last day (the closure rule's input). */
export function findClosureBookings(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      customerId: bookings.customerId,
      code: bookings.code,
      status: bookings.status,
      departureEnd: departures.endDate,
    })
    .from(bookings)
    .leftJoin(departures, eq(departures.id, bookings.departureId))
    .where(inArray(bookings.customerId, customerIds));
}

export async function findOpenMoney(db: Db, customerId: number) {
  const pending = await db
    .select({ code: bookings.code })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(bookings.customerId, customerId), eq(payments.status, "pending")));
  const due = await db
    .select({ code: bookings.code })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .where(and(eq(bookings.customerId, customerId), eq(refunds.status, "due")));
  return { pendingPayments: pending.map((r) => r.code), dueRefunds: due.map((r) => r.code) };
}

// ---------- the export's reads ----------

export function findBookingsOf(db: Db, customerId: number) {
  return db.select().from(bookings).where(eq(bookings.customerId, customerId)).orderBy(asc(bookings.createdAt));
}

export async function findBookingChildren(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) {
    return { guests: [], extras: [], payments: [], refunds: [], events: [], documents: [] };
  }
  const [guestRows, extraRows, paymentRows, refundRows, eventRows, documentRows] = await Promise.all([
    db
      .select()
      .from(bookingGuests)
      .where(inArray(bookingGuests.bookingId, bookingIds))
      .orderBy(asc(bookingGuests.position)),
    db.select().from(bookingExtras).where(inArray(bookingExtras.bookingId, bookingIds)),
    db.select().from(payments).where(inArray(payments.bookingId, bookingIds)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds)).orderBy(asc(refunds.id)),
    db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, bookingIds)).orderBy(asc(bookingEvents.id)),
    db
      .select()
      .from(guestDocuments)
      .where(inArray(guestDocuments.bookingId, bookingIds))
      .orderBy(asc(guestDocuments.id)),
  ]);
  return {
    guests: guestRows,
    extras: extraRows,
    payments: paymentRows,
    refunds: refundRows,
    events: eventRows,
    documents: documentRows,
  };
}

export function findSessionsOf(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.id));
}

export function findMailsTo(db: Db, address: string) {
  return db
    .select({
      kind: outbox.kind,
      subject: outbox.subject,
      text: outbox.text,
      locale: outbox.locale,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${address})`)
    .orderBy(asc(outbox.id));
}

export type FileRow = typeof files.$inferSelect;

export function findFiles(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as FileRow[]);
  return db.select().from(files).where(inArray(files.id, ids));
}

/** Private files the user uploaded that no booking record points at (an upload never attached). */
export function findPrivateFilesOwnedBy(db: Db, userId: number) {
  return db
    .select()
    .from(files)
    .where(and(eq(files.ownerId, userId), eq(files.visibility, "private")));
}

// ---------- anonymisation ----------

export async function anonymiseUser(db: Db, id: number, patch: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}

export async function anonymiseBookings(db: Db, customerId: number, bookingIds: string[]) {
  await db
    .update(bookings)
    .set({ bookingName: sql`'Closed account #' || ${customerId}`, specialRequest: null, updatedAt: new Date() })
    .where(eq(bookings.customerId, customerId));
  if (bookingIds.length === 0) return;
  await db
    .update(bookingGuests)
    .set({
      fullName: sql`'Guest ' || ${bookingGuests.position}`,
      birthDate: sql`date_trunc('year', ${bookingGuests.birthDate})::date`,
      birthPlace: null,
      job: null,
      jobAddress: null,
      passportNumber: null,
      icNumber: null,
      passportIssueDate: null,
      passportExpiryDate: null,
      visaFileId: null,
      heirName: null,
      heirRelationship: null,
      phone: null,
      email: null,
      postalCode: null,
      state: null,
      address: null,
      company: null,
    })
    .where(inArray(bookingGuests.bookingId, bookingIds));
  // Payer names are a person's; the amounts, dates, references and statuses are the books.
  await db
    .update(payments)
    .set({ payerName: sql`'Closed account #' || ${customerId}` })
    .where(inArray(payments.bookingId, bookingIds));
  // The bank account a refund went to is the customer's (decision 056); the amounts, references
  // and receipts stay, as the books. A closure waits for every refund to be paid.
  await db
    .update(refunds)
    .set({ accountBank: null, accountNumber: null, accountHolder: null })
    .where(inArray(refunds.bookingId, bookingIds));
  // Field diffs of edits may quote guests' names or passports; the event itself (kind, actor,
  // amount, time) stays.
  await db.update(bookingEvents).set({ changes: null }).where(inArray(bookingEvents.bookingId, bookingIds));
}

/** Guest documents' and visas' files of the bookings: their ids, before the references are cleared. */
export async function findIdentityFileIds(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return [];
  const docs = await db
    .select({ fileId: guestDocuments.fileId })
    .from(guestDocuments)
    .where(inArray(guestDocuments.bookingId, bookingIds));
  const visas = await db
    .select({ fileId: bookingGuests.visaFileId })
    .from(bookingGuests)
    .where(inArray(bookingGuests.bookingId, bookingIds));
  return [...new Set([...docs, ...visas].map((r) => r.fileId).filter((id): id is string => id !== null))];
}

export async function clearGuestDocumentFiles(db: Db, bookingIds: string[], now: Date) {
  if (bookingIds.length === 0) return;
  await db
    .update(guestDocuments)
    .set({ fileId: null, fileDeletedAt: now, vaccinatedOn: null, updatedAt: now })
    .where(and(inArray(guestDocuments.bookingId, bookingIds), isNull(guestDocuments.fileDeletedAt)));
}

/** Deletes file rows and answers their storage keys (removed from the store after the commit). */
export async function deleteFileRows(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.delete(files).where(inArray(files.id, ids)).returning({
    id: files.id,
    storageKey: files.storageKey,
    variants: files.variants,
    visibility: files.visibility,
  });
}

/** Files of the user nothing else references: unattached private uploads and their avatar images. */
export async function findDeletableOwnedFiles(db: Db, userId: number) {
  return db
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        eq(files.ownerId, userId),
        sql`not exists (select 1 from ${payments} where ${payments.proofFileId} = ${files.id})`,
        sql`not exists (select 1 from ${refunds} where ${refunds.proofFileId} = ${files.id})`,
        ne(files.visibility, "public"),
      ),
    );
}

/** Delivered or failed mails to the old address: their text quotes the person. Pending ones still go out. */
export async function deleteDeliveredMailsTo(db: Db, address: string) {
  await db.delete(outbox).where(and(sql`lower(${outbox.toAddress}) = lower(${address})`, ne(outbox.status, "pending")));
}
