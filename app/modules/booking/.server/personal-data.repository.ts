import { and, asc, eq, exists, inArray, isNull, or, sql } from "drizzle-orm";
import { bookingEvents, bookingExtras, bookingGuests, bookings, payments, refunds, savingsPlans } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * What the privacy module's export and closure read and erase of a customer's bookings (decision
 * 050), in booking's own repository: no other module touches these tables.
 */

/** The customers' bookings with their departure (the closure rule's input, with the departure's last day). */
export function findClosureBookings(db: Db, customerIds: number[]) {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      customerId: bookings.customerId,
      code: bookings.code,
      status: bookings.status,
      departureId: bookings.departureId,
    })
    .from(bookings)
    .where(inArray(bookings.customerId, customerIds));
}

/** Codes of the customer's bookings with a payment awaiting review or a refund still owed. */
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
  // Savings plans (decision 084): open ones, and closed or converted ones with a deposit still
  // waiting (not yet moved to a booking) or a refund still owed.
  const plans = await db
    .select({ code: savingsPlans.code })
    .from(savingsPlans)
    .where(
      and(
        eq(savingsPlans.customerId, customerId),
        or(
          eq(savingsPlans.status, "open"),
          exists(
            db
              .select({ one: sql`1` })
              .from(payments)
              .where(
                and(
                  eq(payments.savingsPlanId, savingsPlans.id),
                  isNull(payments.bookingId),
                  eq(payments.status, "pending"),
                ),
              ),
          ),
          exists(
            db
              .select({ one: sql`1` })
              .from(refunds)
              .where(and(eq(refunds.savingsPlanId, savingsPlans.id), eq(refunds.status, "due"))),
          ),
        ),
      ),
    );
  return {
    pendingPayments: pending.map((r) => r.code),
    dueRefunds: due.map((r) => r.code),
    savingsPlans: plans.map((r) => r.code),
  };
}

export function findBookingsOf(db: Db, customerId: number) {
  return db.select().from(bookings).where(eq(bookings.customerId, customerId)).orderBy(asc(bookings.createdAt));
}

/** Everything the bookings hold, for the export (one query per table, one after another: a transaction takes one). */
export async function findBookingChildren(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return { guests: [], extras: [], payments: [], refunds: [], events: [] };
  const [guestRows, extraRows, paymentRows, refundRows, eventRows] = await Promise.all([
    db
      .select()
      .from(bookingGuests)
      .where(inArray(bookingGuests.bookingId, bookingIds))
      .orderBy(asc(bookingGuests.position)),
    db.select().from(bookingExtras).where(inArray(bookingExtras.bookingId, bookingIds)),
    db.select().from(payments).where(inArray(payments.bookingId, bookingIds)).orderBy(asc(payments.id)),
    db.select().from(refunds).where(inArray(refunds.bookingId, bookingIds)).orderBy(asc(refunds.id)),
    db.select().from(bookingEvents).where(inArray(bookingEvents.bookingId, bookingIds)).orderBy(asc(bookingEvents.id)),
  ]);
  return { guests: guestRows, extras: extraRows, payments: paymentRows, refunds: refundRows, events: eventRows };
}

/** Which of these files are a payment's or a refund's proof: the books keep them. */
export async function findProofFileIds(db: Db, fileIds: string[]): Promise<Set<string>> {
  if (fileIds.length === 0) return new Set();
  const [paid, refunded] = [
    await db.select({ id: payments.proofFileId }).from(payments).where(inArray(payments.proofFileId, fileIds)),
    await db.select({ id: refunds.proofFileId }).from(refunds).where(inArray(refunds.proofFileId, fileIds)),
  ];
  return new Set([...paid, ...refunded].map((r) => r.id as string));
}

export async function anonymiseBookings(db: Db, customerId: number, bookingIds: string[]) {
  await db
    .update(bookings)
    .set({ bookingName: sql`'Closed account #' || ${customerId}`, specialRequest: null, updatedAt: new Date() })
    .where(eq(bookings.customerId, customerId));
  // A savings plan's deposits and refunds (decision 084) are the same books: the payer's name and
  // the account the refund went to go, the amounts stay. The closure waited for every plan.
  const plansOf = db.select({ id: savingsPlans.id }).from(savingsPlans).where(eq(savingsPlans.customerId, customerId));
  await db
    .update(payments)
    .set({ payerName: sql`'Closed account #' || ${customerId}` })
    .where(inArray(payments.savingsPlanId, plansOf));
  await db
    .update(refunds)
    .set({ accountBank: null, accountNumber: null, accountHolder: null })
    .where(inArray(refunds.savingsPlanId, plansOf));
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
      // The ministry's data (decision 081): a person's, like the passport.
      fatherName: null,
      passportName: null,
      passportOffice: null,
      regionCode: null,
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
