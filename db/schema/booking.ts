import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { branches, users } from "./account";
import { agents } from "./agent";
import { departures, packages, pricePer, roomTypes } from "./catalog";
import { files } from "./media";
import { bankAccounts, statementLines } from "./payment";
import { departureRooms } from "./operations";
import { savingsPlans } from "./savings";
import { timestamps, type Translations } from "./types";

export const bookingStatus = pgEnum("booking_status", ["pending", "processing", "paid", "processed", "canceled"]);
/**
 * Booking's rule of which statuses hold seats on their departure: every status except canceled.
 * Declared beside the enum, below the modules, so the catalogue (below booking in the module
 * order) counts held seats from the table without importing booking.
 */
export const SEAT_HOLDING_STATUSES = [
  "pending",
  "processing",
  "paid",
  "processed",
] as const satisfies readonly (typeof bookingStatus.enumValues)[number][];
export const paymentType = pgEnum("payment_type", ["full", "deposit"]);
/**
 * How a booking's written agreement was accepted (docs/product.md §Written agreement, decision
 * 083): ticked by the customer at the website's checkout, or signed in person and recorded by the
 * staff member or agent who took the booking. booking.contract AGREEMENT_ACCEPTANCES equals it.
 */
export const agreementAcceptance = pgEnum("agreement_acceptance", ["checkout", "in_person"]);
/**
 * Where a booking was taken (docs/product.md §Staff roles and branches): on the website by
 * the customer, or by staff at the office, on the phone, over WhatsApp, or by an agent.
 */
export const BOOKING_CHANNELS = ["web", "office", "phone", "whatsapp", "agent"] as const;
export const bookingChannel = pgEnum("booking_channel", BOOKING_CHANNELS);
/**
 * manual: a bank transfer to one of the agency's accounts (with a unique code, decision 035);
 * card_link: the package's card payment page, confirmed by an admin; online: a payment provider's
 * checkout, confirmed by its signed notification (docs/product.md §Online payments).
 */
// cash, debit_card, counter_transfer, cheque: money taken at the counter (docs/product.md §Counter payments).
export const paymentMethod = pgEnum("payment_method", [
  "manual",
  "card_link",
  "online",
  "cash",
  "debit_card",
  "counter_transfer",
  "cheque",
]);
/**
 * failed / expired: an online checkout the provider closed without money (never counted).
 * issued: a bank transfer's exact amount (with its unique code) shown to the customer before they
 * pay and tell us (decision 058); it becomes pending when they say "I have paid", or confirmed when
 * the bank statement shows it. Never counted, never listed as a payment.
 */
export const paymentStatus = pgEnum("payment_status", [
  "pending",
  "confirmed",
  "rejected",
  "failed",
  "expired",
  "issued",
]);

/**
 * A booking with its price snapshot (docs/product.md §Booking and seats). The snapshot is what the customer
 * agreed to; later price changes of the package do not touch it (an admin edit re-quotes and
 * records the change in the history).
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid().primaryKey().defaultRandom(),
    // Short, random, unambiguous letters and digits (booking.rules.ts newBookingCode).
    code: text().notNull(),
    customerId: integer()
      .notNull()
      .references(() => users.id),
    // Restrict: a package or departure with bookings cannot be deleted.
    packageId: integer().references(() => packages.id, { onDelete: "restrict" }),
    departureId: integer().references(() => departures.id, { onDelete: "restrict" }),
    bookingName: text().notNull(),
    status: bookingStatus().notNull().default("pending"),
    pax: integer().notNull(),
    // Guests holding a seat: adults and children; infants travel on a lap (docs/product.md §Rooms
    // and travellers). The departure's seats left count these, not pax.
    seats: integer().notNull(),
    specialRequest: text(),
    currency: text().notNull().default("IDR"),
    unitPrice: bigint({ mode: "number" }).notNull().default(0),
    subtotal: bigint({ mode: "number" }).notNull().default(0),
    extrasTotal: bigint({ mode: "number" }).notNull().default(0),
    discount: bigint({ mode: "number" }).notNull().default(0),
    total: bigint({ mode: "number" }).notNull(),
    // Sum of the staff's charge lines (booking_charges, discounts and reversals negative), part of
    // the total: total = subtotal + extras - discount + charges (docs/product.md §Charges).
    chargesTotal: bigint({ mode: "number" }).notNull().default(0),
    // Sum of confirmed payments; remaining = total - paid_total.
    paidTotal: bigint({ mode: "number" }).notNull().default(0),
    // The least the first payment may be when paying a deposit (min payment x pax, capped at total).
    minFirstPayment: bigint({ mode: "number" }).notNull().default(0),
    paymentType: paymentType().notNull().default("full"),
    paymentMethod: paymentMethod().notNull().default("manual"),
    // Sum of refunds paid back (docs/product.md §Cancellation and refunds): net money held is
    // paid_total - refunded_total.
    refundedTotal: bigint({ mode: "number" }).notNull().default(0),
    // The full payment's due date, fixed at booking from the package's days before departure
    // (docs/product.md §Payment schedule); null for a booking without a departure date.
    balanceDueOn: date({ mode: "string" }),
    // The customer's consent to process the guests' data for the trip (docs/product.md §Pilgrim
    // documents): when, and which version of the consent text they saw. Null for bookings made
    // before the checkout asked.
    dataConsentAt: timestamp({ withTimezone: true }),
    dataConsentVersion: text(),
    // The written agreement (docs/product.md §Written agreement): which version of its clauses was
    // accepted, when, how, and who recorded an in-person acceptance. All null until accepted.
    agreementVersion: text(),
    agreementAcceptedAt: timestamp({ withTimezone: true }),
    agreementAcceptance: agreementAcceptance(),
    agreementRecordedBy: integer().references(() => users.id),
    // Checkout retries with the same key return this booking; the hash tells a replay from misuse.
    idempotencyKey: text(),
    requestHash: text(),
    canceledAt: timestamp({ withTimezone: true }),
    // The branch that serves the booking (the customer's, or the office's that took it): staff
    // scoped to a branch see only its bookings. Null: the head office's / the website's.
    branchId: integer().references(() => branches.id),
    channel: bookingChannel().notNull().default("web"),
    // The member of staff who took it for the customer; null when the customer booked online.
    takenBy: integer().references(() => users.id),
    // The agent the booking is credited to (decision 078): the referral link's at checkout, or the
    // agent who took it; staff may change it with a reason. Null: the agency's own sale.
    agentId: integer().references(() => agents.id),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("bookings_code_idx").on(t.code),
    // A branch's bookings newest first (the history of a branch clerk).
    index("bookings_branch_created_idx").on(t.branchId, t.createdAt),
    // Who took bookings, for the staff filter of the history and the report (GET /booking/takers).
    index("bookings_taken_by_idx").on(t.takenBy),
    // An agent's bookings newest first (the agent's workspace and scope, the report by agent).
    index("bookings_agent_created_idx").on(t.agentId, t.createdAt),
    uniqueIndex("bookings_idempotency_idx").on(t.customerId, t.idempotencyKey),
    // With the id, a page of the history (by status or not) is found in the index alone,
    // however deep (list-bookings: the 500th page skips 7,500 index entries, not rows).
    index("bookings_status_idx").on(t.status, t.createdAt, t.id),
    index("bookings_customer_idx").on(t.customerId, t.createdAt),
    // A departure's bookings newest first (the history filtered by departure): with the date in
    // the index the planner never walks the whole history by date to find a departure's few.
    index("bookings_departure_created_idx").on(t.departureId, t.createdAt),
    index("bookings_package_idx").on(t.packageId),
    index("bookings_created_idx").on(t.createdAt, t.id),
    // The booking report (issue 6): one package's bookings by booking date, newest first, without
    // walking the whole history when the package has few bookings.
    index("bookings_package_created_idx").on(t.packageId, t.createdAt),
    // Scale (issue 7): the booking history sorted by total reads the first page, not 200,000 rows.
    index("bookings_total_idx").on(t.total, t.createdAt),
    // Bookings in another currency than the site's (none unless it changed): the dashboard's
    // revenue leaves them out without joining the history.
    index("bookings_currency_idx").on(t.currency),
    // Searching by words of the booking name (list-bookings: word prefixes, `to_tsquery`).
    index("bookings_name_search_idx").using("gin", sql`to_tsvector('simple', ${t.bookingName})`),
  ],
);

export const gender = pgEnum("gender", ["male", "female"]);
// Written out here (not imported from app/modules/catalog/rooms.rules.ts TRAVELLER_TYPES, which
// must list the same three) so the schema stays free of module code.
export const travellerType = pgEnum("traveller_type", ["adult", "child", "infant"]);
export const maritalStatus = pgEnum("marital_status", ["single", "married", "divorced", "widowed"]);
/** The ministry's education levels (SISKOPATUH's PENDIDIKAN), decision 081. */
export const educationLevel = pgEnum("education_level", [
  "none",
  "primary",
  "junior",
  "senior",
  "diploma",
  "bachelor",
  "master",
  "doctorate",
]);
/** The ministry's occupation groups (SISKOPATUH's PEKERJAAN), decision 081; `job` stays the free text. */
export const occupation = pgEnum("occupation", [
  "civil_servant",
  "military_police",
  "state_enterprise",
  "private_employee",
  "entrepreneur",
  "trader",
  "farmer",
  "fisher",
  "homemaker",
  "student",
  "retired",
  "other",
]);
export const visaStatus = pgEnum("visa_status", ["have", "upload"]);
export const guestCountry = pgEnum("guest_country", ["ID", "MY", "SG"]);
/**
 * How a guest is related to an earlier guest of the same booking (docs/product.md §Rooming list,
 * decision 060): relatives are one family for the rooming list's mixing rule, `none` is a family
 * of their own.
 */
export const guestRelation = pgEnum("guest_relation", ["spouse", "parent_child", "sibling", "relative", "none"]);

/** One row per pax (docs/product.md §Booking and seats, guest). Passport and IC numbers are private data. */
export const bookingGuests = pgTable(
  "booking_guests",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    fullName: text().notNull(),
    gender: gender().notNull(),
    birthDate: date({ mode: "string" }).notNull(),
    birthPlace: text(),
    maritalStatus: maritalStatus(),
    job: text(),
    jobAddress: text(),
    passportNumber: text(),
    icNumber: text(),
    passportIssueDate: date({ mode: "string" }),
    passportExpiryDate: date({ mode: "string" }),
    visa: visaStatus(),
    visaFileId: uuid().references(() => files.id, { onDelete: "set null" }),
    heirName: text(),
    heirRelationship: text(),
    phone: text(),
    email: text(),
    postalCode: text(),
    country: guestCountry().notNull(),
    state: text(),
    address: text(),
    company: text(),
    // The ministry's data (docs/product.md §Ministry data, decision 081): asked at checkout for an
    // umrah package or later from the booking page.
    fatherName: text(),
    /** The name as printed in the passport (two words at least); proposed from the full name. */
    passportName: text(),
    /** The immigration office that issued the passport ("Kantor Imigrasi Jakarta Selatan"). */
    passportOffice: text(),
    /**
     * Indonesia: the official region code of the deepest level chosen (a village "31.74.01.1001";
     * its district, regency and province are its prefixes). Malaysia and others: `state` and `postal_code`.
     */
    regionCode: text(),
    education: educationLevel(),
    occupation: occupation(),
    /** ISO 3166-1 alpha-2 ("ID", "MY"). */
    nationality: text(),
    // Rooms and travellers (docs/product.md §Rooms and travellers): the type by age on the
    // departure date, the room type whose bed the guest bought (null = a child without a bed or
    // an infant, or a room type deleted since), and the fare paid with the room type as sold.
    travellerType: travellerType().notNull().default("adult"),
    roomTypeId: integer().references(() => roomTypes.id, { onDelete: "set null" }),
    fare: bigint({ mode: "number" }).notNull().default(0),
    roomTypeCode: text(),
    roomTypeName: jsonb().$type<Translations>(),
    // The room of the departure's rooming list the guest is placed in; null = not placed yet.
    roomId: integer().references(() => departureRooms.id, { onDelete: "set null" }),
    // How the guest is related to the guest at position `relatedTo` of the same booking (an
    // earlier one); null = not stated (bookings before issue 26, API clients that do not say):
    // the booking is then one family, as before (decision 060). The first guest has none.
    relation: guestRelation(),
    relatedTo: integer(),
  },
  (t) => [
    index("booking_guests_booking_idx").on(t.bookingId, t.position),
    index("booking_guests_room_type_idx").on(t.roomTypeId),
    index("booking_guests_room_idx").on(t.roomId),
    check(
      "booking_guests_relation",
      sql`(${t.relation} is null or ${t.relation} = 'none') = (${t.relatedTo} is null) and (${t.relatedTo} is null or (${t.relatedTo} >= 1 and ${t.relatedTo} < ${t.position}))`,
    ),
    // Searching the booking history by a traveller's name: words of the name, among a million
    // guests (a B-tree on the name could not serve a search inside it).
    index("booking_guests_name_search_idx").using("gin", sql`to_tsvector('simple', ${t.fullName})`),
  ],
);

/** The extras chosen at checkout, with names and prices as they were (a snapshot). */
export const bookingExtras = pgTable(
  "booking_extras",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    detailId: integer(),
    attributeName: jsonb().$type<Translations>().notNull(),
    name: jsonb().$type<Translations>().notNull(),
    price: bigint({ mode: "number" }).notNull(),
    per: pricePer().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
  },
  (t) => [index("booking_extras_booking_idx").on(t.bookingId)],
);

/**
 * What staff charge beyond the package (docs/product.md §Charges): a service, a fee, an upgrade,
 * or a discount with its reason. Lines are never changed or deleted: a removal is a reversing line
 * of the opposite amount (`reverses`, one per line), so the booking's history of money stays whole.
 */
export const CHARGE_KINDS = [
  "passport_service",
  "vaccination",
  "relationship_letter",
  "room_upgrade",
  "visa_fee",
  "admin_fee",
  "other",
  "discount",
] as const;
export const chargeKind = pgEnum("charge_kind", CHARGE_KINDS);

export const bookingCharges = pgTable(
  "booking_charges",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: chargeKind().notNull(),
    // Signed, in the booking's currency's minor units: a discount and a reversal are negative.
    amount: bigint({ mode: "number" }).notNull(),
    // What it is for (a discount's and a reversal's reason).
    note: text(),
    reverses: integer().references((): AnyPgColumn => bookingCharges.id),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("booking_charges_booking_idx").on(t.bookingId, t.id),
    // A line is reversed once.
    uniqueIndex("booking_charges_reverses_idx").on(t.reverses),
    check("booking_charges_amount", sql`${t.amount} <> 0`),
  ],
);

/**
 * A payment the customer says they made; money counts only once an admin confirms it. One ledger
 * of money received (decision 084): a booking's payment, or a savings plan's deposit
 * (savings_plan_id set, booking_id null until the plan becomes a booking, which sets it and keeps
 * the plan's id as where the money came from).
 */
export const payments = pgTable(
  "payments",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid().references(() => bookings.id, { onDelete: "cascade" }),
    savingsPlanId: integer().references((): AnyPgColumn => savingsPlans.id, { onDelete: "restrict" }),
    amount: bigint({ mode: "number" }).notNull(),
    method: paymentMethod().notNull(),
    // Kept as text too: the account may be edited or removed later, the payment must still read.
    bankAccountId: integer().references(() => bankAccounts.id, { onDelete: "set null" }),
    bankLabel: text(),
    proofFileId: uuid().references(() => files.id, { onDelete: "restrict" }),
    payerName: text().notNull(),
    paymentDate: date({ mode: "string" }).notNull(),
    status: paymentStatus().notNull().default("pending"),
    reviewedBy: integer().references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp({ withTimezone: true }),
    // The rejection reason the customer sees, or the admin's note on a confirmation.
    note: text(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text(),
    // The booking's currency, copied: a provider's amount and a statement's credit are checked against it.
    currency: text().notNull().default("IDR"),
    // Bank transfer with a unique code (decision 035): the customer transfers transfer_amount =
    // amount + unique_code; amount is what counts toward the booking.
    uniqueCode: bigint({ mode: "number" }),
    transferAmount: bigint({ mode: "number" }),
    // When that exact amount was first shown to the customer (decision 058): the statement's
    // matching window counts from it, not from when they told us they paid.
    issuedAt: timestamp({ withTimezone: true }),
    // Online payments: which provider, our reference sent to it (unique per attempt), the
    // provider's checkout (invoice, session or bill) id and address, its transaction id once
    // paid, and when the checkout lapses.
    provider: text(),
    providerRef: text(),
    providerCheckoutId: text(),
    checkoutUrl: text(),
    providerTxnId: text(),
    expiresAt: timestamp({ withTimezone: true }),
    // The bank statement line that confirmed this transfer (one line confirms one payment, ever).
    statementLineId: integer().references((): AnyPgColumn => statementLines.id, { onDelete: "set null" }),
    // Money taken at the counter: the terminal's approval code, the transfer's reference or the
    // cheque's number, and the branch whose counter took it (the cashier's, else the booking's).
    reference: text(),
    branchId: integer().references(() => branches.id),
    ...timestamps,
  },
  (t) => [
    index("payments_booking_idx").on(t.bookingId, t.createdAt),
    // No two open transfers (issued or told, decision 058) ask for the same amount in the same
    // currency: a statement credit names one payment. Written as "neither confirmed nor
    // rejected", naming only values the enum was created with: migrations run in one transaction,
    // where a value added by ALTER TYPE (issued, failed, expired) cannot be named. Failed and
    // expired are online checkouts, which have no transfer amount.
    uniqueIndex("payments_open_transfer_idx")
      .on(t.currency, t.transferAmount)
      .where(sql`${t.status} not in ('confirmed', 'rejected') and ${t.transferAmount} is not null`),
    uniqueIndex("payments_provider_ref_idx").on(t.providerRef),
    // A provider's transaction confirms one payment at most.
    uniqueIndex("payments_provider_txn_idx").on(t.provider, t.providerTxnId),
    uniqueIndex("payments_statement_line_idx").on(t.statementLineId),
    // A callback that names only the provider's checkout (Billplz's bill id) finds its payment.
    index("payments_provider_checkout_idx").on(t.provider, t.providerCheckoutId),
    // Reconciliation's open checkouts.
    index("payments_open_online_idx").on(t.status, t.provider).where(sql`${t.provider} is not null`),
    index("payments_status_idx").on(t.status),
    // The dashboard's revenue of this and last month (by review time), without reading them all.
    index("payments_reviewed_idx").on(t.reviewedAt),
    uniqueIndex("payments_idempotency_idx").on(t.bookingId, t.idempotencyKey),
    // The daily cash report reads one day's payments.
    index("payments_day_idx").on(t.paymentDate),
    // A plan's deposits, newest first (its balance and history).
    index("payments_savings_plan_idx").on(t.savingsPlanId, t.createdAt),
    check("payments_owner", sql`${t.bookingId} is not null or ${t.savingsPlanId} is not null`),
  ],
);

/**
 * The last receipt number given per branch (0: head office) and year (docs/product.md §Receipts).
 * Taken with an upsert that holds the row's lock until the confirming transaction ends: a number
 * is given once, and a rolled-back confirmation gives its number back, so the series has no gaps.
 */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    branchKey: integer().notNull(),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.branchKey, t.year] })],
);

/** One receipt (kwitansi) per confirmed payment, whatever its method. */
export const receipts = pgTable(
  "receipts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    // Null for a savings plan's deposit until the plan becomes a booking (decision 084).
    bookingId: uuid().references(() => bookings.id, { onDelete: "cascade" }),
    branchId: integer().references(() => branches.id),
    year: integer().notNull(),
    seq: integer().notNull(),
    // "KW-2026-03-000012": year, branch (00 head office) and its place in that series.
    number: text().notNull(),
    amount: bigint({ mode: "number" }).notNull(),
    currency: text().notNull(),
    // The staff member who confirmed it (null: a provider or a bank statement's match).
    issuedBy: integer().references(() => users.id, { onDelete: "set null" }),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    // What the booking still asked once this payment counted, as it was then (a later charge line
    // does not change a printed receipt); null for receipts issued before it was kept.
    balanceAfter: bigint({ mode: "number" }),
    // Prints after the first say "copy" (salinan).
    printCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("receipts_payment_idx").on(t.paymentId),
    uniqueIndex("receipts_number_idx").on(t.number),
    index("receipts_booking_idx").on(t.bookingId),
  ],
);

export const bookingEventKind = pgEnum("booking_event_kind", [
  "created",
  "status",
  "payment_submitted",
  "payment_confirmed",
  "payment_rejected",
  "edited",
  // An online checkout closed by the provider without money (failed, expired, cancelled).
  "payment_failed",
  // Money confirmed for a booking that was already canceled: recorded for refund, never accepted.
  "payment_late",
  "refund_created",
  "refund_paid",
  // A guest's document uploaded, verified or rejected (docs/product.md §Pilgrim documents).
  "document_submitted",
  "document_verified",
  "document_rejected",
  // A staff's charge line added to the booking, or one reversed by a reversing line.
  "charge_added",
  "charge_reversed",
  // Staff credited the booking to another agent (or to none), with a reason (decision 078).
  "agent_changed",
]);

/** Every change of status or payment: who (null = the system, e.g. expiry), when, why. */
export const bookingEvents = pgTable(
  "booking_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bookingId: uuid()
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    kind: bookingEventKind().notNull(),
    actorId: integer().references(() => users.id, { onDelete: "set null" }),
    fromStatus: bookingStatus(),
    toStatus: bookingStatus(),
    paymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    amount: bigint({ mode: "number" }),
    reason: text(),
    // What an edit changed: { field: [before, after] }.
    changes: jsonb().$type<Record<string, [unknown, unknown]>>(),
    // Set when a payment provider (by its signed notification or reconciliation) did it: the
    // history shows "provider (midtrans)" rather than a person or "system".
    provider: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("booking_events_booking_idx").on(t.bookingId, t.id)],
);

export const refundReason = pgEnum("refund_reason", ["cancellation", "late_payment"]);
export const refundStatus = pgEnum("refund_status", ["due", "paid"]);

/**
 * Money owed back to a customer (docs/product.md §Cancellation and refunds): computed when a
 * booking with confirmed money is canceled (paid - penalty - admin fee), or for money that arrived
 * after the booking was canceled. An admin marks it paid with a reference and an optional proof.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Null: a savings plan closed without a booking gives its balance back (decision 084).
    bookingId: uuid().references(() => bookings.id, { onDelete: "cascade" }),
    savingsPlanId: integer().references((): AnyPgColumn => savingsPlans.id, { onDelete: "restrict" }),
    // The late payment it returns (reason late_payment).
    paymentId: integer().references(() => payments.id, { onDelete: "set null" }),
    reason: refundReason().notNull(),
    currency: text().notNull(),
    // Confirmed money held when the refund was computed, the penalty and fee kept, and the amount owed back.
    paidTotal: bigint({ mode: "number" }).notNull(),
    penalty: bigint({ mode: "number" }).notNull().default(0),
    adminFee: bigint({ mode: "number" }).notNull().default(0),
    amount: bigint({ mode: "number" }).notNull(),
    status: refundStatus().notNull().default("due"),
    reference: text(),
    proofFileId: uuid().references(() => files.id, { onDelete: "restrict" }),
    note: text(),
    // Where the money goes back: the customer's bank account given in the cancel dialog
    // (decision 056); null when none was given (the finance staff ask the customer).
    accountBank: text(),
    accountNumber: text(),
    accountHolder: text(),
    createdBy: integer().references(() => users.id, { onDelete: "set null" }),
    paidBy: integer().references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("refunds_booking_idx").on(t.bookingId),
    index("refunds_status_idx").on(t.status, t.createdAt),
    // One cancellation refund per booking; a late payment is refunded once.
    uniqueIndex("refunds_cancellation_idx").on(t.bookingId).where(sql`${t.reason} = 'cancellation'`),
    uniqueIndex("refunds_payment_idx").on(t.paymentId),
    // A plan's closure refunds it once.
    // One closure refund per plan; money a provider took for a closed plan is a late refund of its
    // own (one per payment, refunds_payment_idx).
    uniqueIndex("refunds_savings_plan_idx").on(t.savingsPlanId).where(sql`${t.reason} = 'cancellation'`),
    check("refunds_owner", sql`(${t.bookingId} is null) <> (${t.savingsPlanId} is null)`),
    check("refunds_money", sql`${t.amount} >= 0 and ${t.penalty} >= 0 and ${t.adminFee} >= 0`),
  ],
);
