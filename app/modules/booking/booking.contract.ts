import { z } from "zod";
import { optionalAgentCode } from "#app/modules/agent/agent.contract";
import { bankAccountFields, optionalFileId, optionalPhone, optionalText } from "#app/shared/fields.contract";
import { filterDay, listMeta, listQuery, queryFlag } from "#app/shared/list";
import { imageDto } from "#app/modules/media/media.contract";
import { whatsappConsentFields } from "#app/modules/notification/whatsapp-consent.contract";
import { fareLines, PACKAGE_KINDS } from "#app/modules/catalog/catalog.contract";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { bookingScheduleDto } from "./schedule.contract";
import { currencies } from "#app/shared/money";
import { bookingRefundFields, refundAccountInput } from "./refund.contract";
import { EDUCATION_LEVELS, OCCUPATIONS } from "./ministry.rules";
import { REGION_CODE } from "#app/shared/idn-regions";

/*
 * Booking and payments (docs/product.md §Booking and seats and §Payments). One schema per operation, shared by
 * the forms, the API and the use cases. Money is integer minor units; every amount shown is
 * computed on the server.
 */

export const pendingCountResponse = z.object({ booking_count: z.number().int() });

export const BOOKING_STATUSES = ["pending", "processing", "paid", "processed", "canceled"] as const;
/**
 * Where a booking came in (docs/product.md §Bookings taken by staff): on the website by the
 * customer, or taken by staff at the office, on the phone, over WhatsApp, or by an agent. The
 * same list as the table's enum (db/schema/booking.ts).
 */
export const BOOKING_CHANNELS = ["web", "office", "phone", "whatsapp", "agent"] as const;
export type BookingChannel = (typeof BOOKING_CHANNELS)[number];
/** The channels a member of staff takes a booking through. */
export const STAFF_CHANNELS = ["office", "phone", "whatsapp"] as const satisfies readonly BookingChannel[];
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** failed / expired: an online checkout the provider closed without money. */
/** issued: a transfer's exact amount shown before it is paid (decision 058); the booking DTO lists it as `transfer_due`, never among its payments. */
export const PAYMENT_STATUSES = ["pending", "confirmed", "rejected", "failed", "expired", "issued"] as const;
export const PAYMENT_TYPES = ["full", "deposit"] as const;
/**
 * Every payment's method; `online` is a provider's checkout (docs/product.md §Online payments);
 * the last four are money taken at the agency's counter (docs/product.md §Counter payments).
 */
export const PAYMENT_METHODS = [
  "manual",
  "card_link",
  "online",
  "cash",
  "debit_card",
  "counter_transfer",
  "cheque",
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The ways a booking is chosen to be paid at checkout (the booking's `payment_method`). */
export const CHECKOUT_METHODS = ["manual", "card_link", "online"] as const;
/** The methods a customer reports a payment by (POST /api/bookings/{id}/payments): those staff confirm. */
export const SUBMITTED_METHODS = ["manual", "card_link"] as const;
/** Money taken at the counter, recorded by a cashier (POST /api/booking/{id}/counter-payment). */
export const COUNTER_METHODS = ["cash", "debit_card", "counter_transfer", "cheque"] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];

export interface PaymentMethodTraits {
  /**
   * Where the money goes: the agency's bank account, the package's card payment link, a
   * provider's checkout, or the agency's counter (cash, a card terminal, a cheque handed over).
   */
  paidAt: "bank" | "card_link" | "provider" | "counter";
  /**
   * Who writes it down: the customer ("I have paid"), a cashier at the counter, or the provider's
   * checkout. What a cashier records counts only once someone else confirms it (maker-checker).
   */
  recordedBy: "customer" | "staff" | "provider";
  /** The cashier must write its reference: the terminal's approval code, the transfer's, the cheque's number. */
  referenceRequired: boolean;
  /** Who says the money is in: staff (the customer's word, a statement line, "set paid"), or the provider's signed word only. */
  confirmedBy: "staff" | "provider";
  /** Its open amount carries a unique code, and a bank statement line can pay it (decisions 035, 058). */
  transferCode: boolean;
  /** The payer (or the cashier) names the agency's account it was paid into. */
  bankAccount: boolean;
  /**
   * What may be attached when telling it: a transfer's proof, the card payment's receipt, the
   * counter's photo or scan (the slip, the cheque); nothing for a checkout.
   */
  proof: "transfer_proof" | "receipt" | "scan" | null;
  /** Not confirmed yet, it is a payment told (listed, invoiced); a provider's checkout still open is only an attempt. */
  listedWhileOpen: boolean;
}

/**
 * What each payment method is (docs/product.md §Payments): server and screens ask these traits,
 * never a method's name (test/boundaries/one-rule.test.ts).
 */
export const PAYMENT_METHOD_TRAITS: Record<PaymentMethod, PaymentMethodTraits> = {
  manual: {
    paidAt: "bank",
    recordedBy: "customer",
    referenceRequired: false,
    confirmedBy: "staff",
    transferCode: true,
    bankAccount: true,
    proof: "transfer_proof",
    listedWhileOpen: true,
  },
  card_link: {
    paidAt: "card_link",
    recordedBy: "customer",
    referenceRequired: false,
    confirmedBy: "staff",
    transferCode: false,
    bankAccount: false,
    proof: "receipt",
    listedWhileOpen: true,
  },
  online: {
    paidAt: "provider",
    recordedBy: "provider",
    referenceRequired: false,
    confirmedBy: "provider",
    transferCode: false,
    bankAccount: false,
    proof: null,
    listedWhileOpen: false,
  },
  cash: counter({ referenceRequired: false, bankAccount: false }),
  debit_card: counter({ referenceRequired: true, bankAccount: false }),
  counter_transfer: counter({ referenceRequired: true, bankAccount: true }),
  cheque: counter({ referenceRequired: true, bankAccount: false }),
};

/** Money handed over at the counter: a cashier records it, someone else confirms it. */
function counter(t: Pick<PaymentMethodTraits, "referenceRequired" | "bankAccount">): PaymentMethodTraits {
  return {
    paidAt: "counter",
    recordedBy: "staff",
    confirmedBy: "staff",
    transferCode: false,
    proof: "scan",
    listedWhileOpen: true,
    ...t,
  };
}

/** The traits of one method. */
export function paymentMethod(method: PaymentMethod): PaymentMethodTraits {
  return PAYMENT_METHOD_TRAITS[method];
}

/** The methods whose traits pass `test`, for a database filter. */
export function methodsWhere(test: (m: PaymentMethodTraits) => boolean): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => test(PAYMENT_METHOD_TRAITS[m]));
}
export const BOOKING_EVENT_KINDS = [
  "created",
  "status",
  "payment_submitted",
  "payment_confirmed",
  "payment_rejected",
  "edited",
  "payment_failed",
  "payment_late",
  "refund_created",
  "refund_paid",
  "document_submitted",
  "document_verified",
  "document_rejected",
  "charge_added",
  "charge_reversed",
  "agent_changed",
] as const;
/** What staff may charge beyond the package (docs/product.md §Charges); a discount is negative. */
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
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const GENDERS = ["male", "female"] as const;
export const MARITAL_STATUSES = ["single", "married", "divorced", "widowed"] as const;
export const VISA_OPTIONS = ["have", "upload"] as const;
export const GUEST_COUNTRIES = ["ID", "MY", "SG"] as const;
/**
 * How a guest is related to an earlier guest of the booking (docs/product.md §Rooming list,
 * decision 060): spouse, parent and child, siblings, another relative, or none (a family of
 * their own for the rooming list).
 */
export const GUEST_RELATIONS = ["spouse", "parent_child", "sibling", "relative", "none"] as const;
export type GuestRelation = (typeof GUEST_RELATIONS)[number];

const optDate = z
  .union([z.iso.date(), z.literal("")])
  .optional()
  .nullable()
  .transform((v) => v || null);
const optEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal("")])
    .optional()
    .nullable()
    .transform((v) => (v ? (v as T[number]) : null));

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(190)
  .pipe(z.email())
  .or(z.literal(""))
  .optional()
  .nullable()
  .transform((v) => v || null);

/**
 * A name "as in the passport" (docs/product.md §Booking and seats, decision 062): Latin letters
 * (accents included, as combining marks too), spaces, and the marks passports print: apostrophes,
 * hyphens, full stops, "/" (Malaysian A/L, A/P) and "@" (a MyKad alias). It starts with a letter.
 * No digits, emoji or markup: the airline manifest and the visa forms print it as typed.
 */
export const PASSPORT_NAME = /^\p{Script=Latin}(?:[\p{Script=Latin} '\u2019.\-/@]|[\u0300-\u036f])*$/u;

/** A passport is issued before it expires. */
function passportDatesInOrder(
  g: { passport_issue_date: string | null; passport_expiry_date: string | null },
  ctx: z.RefinementCtx,
) {
  if (g.passport_issue_date && g.passport_expiry_date && g.passport_issue_date >= g.passport_expiry_date)
    ctx.addIssue({ code: "custom", path: ["passport_expiry_date"], message: "passport_dates_order" });
}

/**
 * The ministry's data of a guest (docs/product.md §Ministry data, decision 081), all optional: the
 * checkout of an umrah package asks it, the booking page completes it later. `region_code` is an
 * official Indonesian region code (app/shared/idn-regions.ts), the deepest level chosen; the server
 * refuses one not in the data, or on a guest not living in Indonesia (422 `region_code_unknown`).
 */
export const ministryFields = {
  father_name: optionalText(150).pipe(z.string().regex(PASSPORT_NAME, { message: "passport_name" }).nullable()),
  // As printed in the passport, in capitals; proposed from the full name (proposePassportName).
  passport_name: z
    .string()
    .trim()
    .toUpperCase()
    .max(150)
    .regex(PASSPORT_NAME, { message: "passport_name" })
    .or(z.literal(""))
    .optional()
    .nullable()
    .transform((v) => v || null),
  passport_office: optionalText(150),
  region_code: z
    .string()
    .trim()
    .regex(REGION_CODE, { message: "format" })
    .or(z.literal(""))
    .optional()
    .nullable()
    .transform((v) => v || null),
  education: optEnum(EDUCATION_LEVELS),
  occupation: optEnum(OCCUPATIONS),
  // ISO 3166-1 alpha-2 ("ID", "MY").
  nationality: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: "format" })
    .or(z.literal(""))
    .optional()
    .nullable()
    .transform((v) => v || null),
};

/** One guest per pax (docs/product.md §Booking and seats). Passport expiry vs departure is checked on the server. */
/** The most guests one booking may have. */
const MAX_GUESTS_LIMIT = 100;

export const guestInput = z
  .object({
    full_name: z.string().trim().min(1).max(150).regex(PASSPORT_NAME, { message: "passport_name" }),
    gender: z.enum(GENDERS, { message: "required" }),
    birth_date: z.iso
      .date({ message: "required" })
      .refine((v) => v < new Date().toISOString().slice(0, 10), { message: "birth_date_past" }),
    birth_place: optionalText(100),
    marital_status: optEnum(MARITAL_STATUSES),
    job: optionalText(100),
    job_address: optionalText(300),
    passport_number: z
      .string()
      .trim()
      .toUpperCase()
      .max(20)
      .regex(/^[A-Z0-9]{5,20}$/, { message: "passport_format" })
      .or(z.literal(""))
      .optional()
      .nullable()
      .transform((v) => v || null),
    ic_number: optionalText(30),
    passport_issue_date: optDate,
    passport_expiry_date: optDate,
    visa: optEnum(VISA_OPTIONS),
    visa_file_id: optionalFileId,
    heir_name: optionalText(150),
    heir_relationship: optionalText(60),
    phone: optionalPhone,
    email,
    postal_code: optionalText(12),
    country: z.enum(GUEST_COUNTRIES, { message: "required" }),
    state: optionalText(100),
    address: optionalText(500),
    company: optionalText(150),
    ...ministryFields,
    // The room type whose bed the guest takes; null = no bed (a child) or the infant fare (an
    // infant); absent = the package's first room type on sale (docs/product.md §Rooms and travellers).
    room_type_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    // How the guest is related to the guest numbered `related_to` (1 = the first guest, an earlier
    // one than this guest); "none" has no `related_to`. Absent = not stated: the booking is one
    // family on the rooming list (decision 060). The first guest states none.
    relation: optEnum(GUEST_RELATIONS),
    related_to: z
      .union([z.number().int().min(1).max(MAX_GUESTS_LIMIT), z.literal("")])
      .nullable()
      .optional()
      .transform((v) => (v === "" || v === undefined ? null : v)),
  })
  .superRefine((g, ctx) => {
    passportDatesInOrder(g, ctx);
    if (g.visa === "upload" && !g.visa_file_id)
      ctx.addIssue({ code: "custom", path: ["visa_file_id"], message: "visa_file_required" });
  });
export type GuestInput = z.input<typeof guestInput>;
export type GuestValues = z.output<typeof guestInput>;

/**
 * PUT /api/booking/{id}/guest/{guest_id}/passport (admin): the passport data corrected beside the
 * scan (docs/product.md §Pilgrim documents), with the checkout's own field rules; the six-months
 * rule is checked on the server against the departure.
 */
export const guestPassportInput = z
  .object({
    passport_number: guestInput.shape.passport_number,
    passport_issue_date: guestInput.shape.passport_issue_date,
    passport_expiry_date: guestInput.shape.passport_expiry_date,
    reason: optionalText(500),
  })
  .superRefine(passportDatesInOrder);
export type GuestPassportInput = z.input<typeof guestPassportInput>;
export const guestPassportParams = z.object({
  id: z.uuid({ message: "not_found" }),
  guest_id: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * PUT /api/booking/{id}/guest/{guest_id}/ministry (the booking's customer, or staff with
 * `documents`): the ministry's data completed from the booking page (docs/product.md §Ministry
 * data), with the checkout's own field rules, and the checkout's fields the ministry asks too
 * (birth place, the Malaysian address, marital status, IC number, phone). The whole set is sent:
 * what is left empty is stored empty.
 */
export const guestMinistryInput = z.object({
  ...ministryFields,
  birth_place: guestInput.shape.birth_place,
  marital_status: guestInput.shape.marital_status,
  state: guestInput.shape.state,
  postal_code: guestInput.shape.postal_code,
  ic_number: guestInput.shape.ic_number,
  phone: guestInput.shape.phone,
});
export type GuestMinistryInput = z.input<typeof guestMinistryInput>;
export type GuestMinistryValues = z.output<typeof guestMinistryInput>;

/**
 * GET /api/regions?parent=: Indonesia's official regions, one level at a time (no parent: the
 * provinces; else the parent's children). Public and cacheable; an unknown parent is a 404.
 */
export const regionsQuery = z.object({
  parent: z.string().trim().regex(REGION_CODE, { message: "format" }).optional(),
});
export type RegionsQuery = z.input<typeof regionsQuery>;
export const regionDto = z.object({ code: z.string(), name: z.string() });
export type RegionDto = z.infer<typeof regionDto>;
export const regionsResponse = z.object({ data: z.array(regionDto) });

/** The lead guest (the first) must be reachable: a phone or an email. */
function leadReachable(guests: GuestValues[], ctx: z.RefinementCtx) {
  const lead = guests[0];
  if (lead && !lead.phone && !lead.email)
    ctx.addIssue({ code: "custom", path: ["guests", 0, "phone"], message: "lead_contact_required" });
}

/**
 * Relations point back: a relative of an earlier guest of the same booking (so the links never
 * loop), "none" to nobody; the first guest is the one the others relate to and states none.
 */
function relationsConsistent(guests: GuestValues[], ctx: z.RefinementCtx) {
  guests.forEach((g, i) => {
    if (i === 0) {
      if (g.relation !== null || g.related_to !== null)
        ctx.addIssue({ code: "custom", path: ["guests", 0, "relation"], message: "relation_lead" });
      return;
    }
    const kin = g.relation !== null && g.relation !== "none";
    if (kin ? g.related_to === null || g.related_to > i : g.related_to !== null)
      ctx.addIssue({ code: "custom", path: ["guests", i, "related_to"], message: "related_to_invalid" });
  });
}

/**
 * The checkout form asks every guest after the first how they are related (the API, used by
 * clients that know nothing of relations, accepts none: decision 060).
 */
function relationsStated(guests: GuestValues[], ctx: z.RefinementCtx) {
  guests.forEach((g, i) => {
    if (i > 0 && g.relation === null)
      ctx.addIssue({ code: "custom", path: ["guests", i, "relation"], message: "relation_required" });
  });
}

export const MAX_GUESTS = MAX_GUESTS_LIMIT;

/**
 * The version of the checkout's consent text (booking.json consent.agree in id, en, my). Bump it
 * whenever that text changes: booking-consent.test.ts pins each version to a hash of the texts.
 */
export const DATA_CONSENT_VERSION = "2026-11-26";

/**
 * The version of the written agreement's clauses (docs/product.md §Written agreement, decision
 * 083; the texts are agreement.text.ts in id, en, my). Bump it whenever a clause changes:
 * agreement-version.test.ts pins each version to a hash of the three languages. A booking records
 * the version its customer accepted; the checkout refuses any other (agreement_outdated).
 */
export const AGREEMENT_VERSION = "2026-12-05";
/** How an agreement was accepted: db/schema/booking.ts `agreement_acceptance`. */
export const AGREEMENT_ACCEPTANCES = ["checkout", "in_person"] as const;
export type AgreementAcceptance = (typeof AGREEMENT_ACCEPTANCES)[number];

/**
 * The written agreement as its reader reads it (agreement.rules renderAgreement): its clauses in
 * the reader's language, each a heading with paragraphs and lists. GET /booking/{id}/agreement
 * adds the booking's acceptance; GET /tour/{tour_id}/time/{time_id}/agreement is the preview.
 */
const agreementBlock = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("p"), text: z.string() }),
  z.object({ kind: z.literal("list"), label: z.string().nullable(), items: z.array(z.string()) }),
]);
export const agreementDoc = z.object({
  version: z.string(),
  locale: z.enum(["id", "en", "my"]),
  title: z.string(),
  booking_code: z.string().nullable(),
  intro: z.string(),
  sections: z.array(z.object({ key: z.string(), heading: z.string(), blocks: z.array(agreementBlock) })),
});
export type AgreementDoc = z.infer<typeof agreementDoc>;

/** A booking's acceptance of its agreement: the version, when, how, who recorded it in person. */
export const agreementAcceptanceDto = z.object({
  version: z.string(),
  accepted_at: z.string(),
  how: z.enum(AGREEMENT_ACCEPTANCES),
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
/** GET /booking/{id}/agreement: the agreement, with the acceptance recorded on the booking. */
export const bookingAgreementResponse = z.object({
  data: z.object({
    agreement: agreementDoc,
    acceptance: agreementAcceptanceDto.nullable(),
    booking: z.object({ id: z.string(), code: z.string() }),
  }),
});
/** GET /tour/{id}/time/{time_id}/agreement: what a booking of this departure would accept. */
export const agreementPreviewResponse = z.object({ data: agreementDoc });

/** POST /api/booking (header Idempotency-Key). */
export const checkoutInput = z
  .object({
    tour_id: z.number().int().positive().max(2_147_483_647),
    // "please choose package time"
    time_id: z.number({ message: "time_required" }).int().positive().max(2_147_483_647),
    pax: z.number().int().min(1).max(MAX_GUESTS),
    detail_ids: z.array(z.number().int().positive()).max(50).default([]),
    booking_name: z.string().trim().min(1).max(150),
    special_request: optionalText(2000),
    guests: z.array(guestInput).min(1).max(MAX_GUESTS),
    payment_type: z.enum(PAYMENT_TYPES),
    payment_method: z.enum(CHECKOUT_METHODS),
    // "please check term and conditions"
    terms: z.literal(true, { message: "terms_required" }),
    // Consent to process the guests' data and documents for the trip (decision 049): recorded
    // with the time and DATA_CONSENT_VERSION.
    data_consent: z.literal(true, { message: "consent_required" }),
    // The written agreement (decision 083): the customer's own checkout must tick it (422
    // agreement_required), sending the version of the text the page showed (AGREEMENT_VERSION; any
    // other: agreement_outdated). Staff or an agent taking the booking tick it when the customer
    // signed in person, or record it later from the booking page.
    agreement: z.boolean().default(false),
    agreement_version: z.string().trim().max(40).optional(),
    // Staff taking the booking for a customer (docs/product.md §Bookings taken by staff): whose it
    // is, and how it came in (office when left out). A customer's own checkout sends neither; the
    // terms and consent are then recorded as given in person to that member of staff.
    customer_id: z.number().int().positive().max(2_147_483_647).optional(),
    channel: z.enum(STAFF_CHANNELS).optional(),
    // The WhatsApp box (decision 080): ticked, the booking's customer opts in with this number
    // (recorded as given at the checkout, or at the counter when staff or an agent take it).
    // Unticked changes nothing: only the profile opts out.
    ...whatsappConsentFields,
  })
  .superRefine((v, ctx) => {
    if (v.guests.length !== v.pax) ctx.addIssue({ code: "custom", path: ["guests"], message: "guests_count" });
    leadReachable(v.guests, ctx);
    relationsConsistent(v.guests, ctx);
  });
export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutValues = z.output<typeof checkoutInput>;
/** The checkout form: the API's contract, and every guest after the first says how they are related. */
export const checkoutFormInput = checkoutInput.superRefine((v, ctx) => {
  relationsStated(v.guests, ctx);
  // The customer's own checkout: the agreement's box is required (staff and agents name a customer).
  if (v.customer_id === undefined && !v.agreement)
    ctx.addIssue({ code: "custom", path: ["agreement"], message: "agreement_required" });
});

/** Idempotency-Key header: what a browser's crypto.randomUUID() or any client token looks like. */
export const idempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: "idempotency_key_format" }),
});
export const optionalIdempotencyHeaders = z.object({
  "idempotency-key": z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: "idempotency_key_format" })
    .optional(),
});

/** PUT /api/booking/{id} (admin): names, guests, special request. A guest count change is re-quoted. */
export const bookingUpdateInput = z
  .object({
    booking_name: z.string().trim().min(1).max(150),
    special_request: optionalText(2000),
    guests: z.array(guestInput).min(1).max(MAX_GUESTS),
    reason: optionalText(500),
  })
  .superRefine((v, ctx) => {
    leadReachable(v.guests, ctx);
    relationsConsistent(v.guests, ctx);
  });
export type BookingUpdateInput = z.input<typeof bookingUpdateInput>;

/** Admin status actions (docs/product.md §Booking and seats): set pending, set paid, processed, cancel. */
export const ADMIN_STATUS_TARGETS = ["pending", "paid", "processed", "canceled"] as const;
/**
 * Where a cancellation's refund goes (decision 056): the customer's bank account, or null. The
 * customer must give it when cancelling leaves money to pay back (422 refund_account_required);
 * staff may cancel without it (the finance staff then ask the customer).
 */
const refundAccount = refundAccountInput.nullable().optional().default(null);

export const statusInput = z.object({
  status: z.enum(ADMIN_STATUS_TARGETS),
  reason: optionalText(500),
  // Read only when the status is canceled.
  refund_account: refundAccount,
});
export type StatusInput = z.input<typeof statusInput>;

export const cancelInput = z
  .object({ reason: optionalText(500), refund_account: refundAccount })
  .default({ reason: null, refund_account: null });
export type CancelInput = z.input<typeof cancelInput>;

/**
 * POST /api/booking/{id}/payment: the customer tells us of a payment. Manual transfers need the
 * bank account and get a unique code (decision 035); the proof is optional for both, as is a
 * card payment's receipt ("I have paid", after the card payment link).
 */
export const paymentInput = z
  .object({
    amount: z.number().int().min(1).max(1_000_000_000_000_000),
    method: z.enum(SUBMITTED_METHODS),
    bank_account_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
    proof_file_id: optionalFileId,
    payer_name: z.string().trim().min(1).max(150),
    payment_date: z.iso.date(),
  })
  .superRefine((v, ctx) => {
    if (paymentMethod(v.method).bankAccount && !v.bank_account_id)
      ctx.addIssue({ code: "custom", path: ["bank_account_id"], message: "bank_required" });
  });
export type PaymentInput = z.input<typeof paymentInput>;

export const rejectInput = z.object({ reason: z.string().trim().min(1).max(500) });

/**
 * PUT /api/booking/{id}/agent: staff credit the booking to another approved agent (by code), or to
 * none (null), and say why (decision 078 §3).
 */
export const bookingAgentInput = z.object({
  agent_code: optionalAgentCode,
  reason: z.string().trim().min(1).max(500),
});
export type BookingAgentInput = z.input<typeof bookingAgentInput>;
export const confirmInput = z.object({ note: optionalText(500) }).default({ note: null });

export const bookingIdParam = z.object({ id: z.uuid({ message: "not_found" }) });
export const paymentIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const BOOKING_SORTS = ["latest", "oldest", "total_desc"] as const;
export const listBookingsQuery = listQuery.extend({
  status: z.enum(BOOKING_STATUSES).optional(),
  tour_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  time_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  // Booking date range, inclusive (YYYY-MM-DD), within the years PostgreSQL and the records can
  // have (9999-12-31 plus the day the range ends on was a 500).
  date_from: filterDay.optional(),
  date_to: filterDay.optional(),
  // Admins only (a customer's list is always their own): one user's bookings (/panel/customer/{id}).
  customer_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  // Staff only, as customer_id: how it came in, the branch that serves it (within a branch
  // clerk's scope: another branch's lists nothing), the member of staff who took it.
  channel: z.enum(BOOKING_CHANNELS).optional(),
  branch_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  taken_by: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Staff: one agent's bookings (decision 078). */
  agent_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  sort: z.enum(BOOKING_SORTS).default("latest"),
});
export type ListBookingsQuery = z.input<typeof listBookingsQuery>;

/**
 * GET /booking/takers: the staff who took the bookings the caller may see (the booking list's and
 * the report's "taken by" filter), by name.
 */
export const bookingTakersResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type BookingTakersResponse = z.infer<typeof bookingTakersResponse>;
export type BookingTaker = BookingTakersResponse["data"][number];

// ---------- DTOs ----------
const money = z.number().int();

export const bookingSummaryDto = z.object({
  id: z.uuid(),
  code: z.string(),
  booking_name: z.string(),
  status: z.enum(BOOKING_STATUSES),
  pax: z.number().int(),
  currency: z.string(),
  total: money,
  paid_total: money,
  remaining: money,
  payment_type: z.enum(PAYMENT_TYPES),
  payment_method: z.enum(PAYMENT_METHODS),
  tour: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }).nullable(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  channel: z.enum(BOOKING_CHANNELS),
  // Payments submitted and not reviewed yet.
  awaiting_confirmation: z.number().int(),
  /** The agent it is credited to (decision 078): their code and name; null for the agency's own sale. */
  agent: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type BookingSummaryDto = z.infer<typeof bookingSummaryDto>;
export const bookingListResponse = z.object({ data: z.array(bookingSummaryDto), meta: listMeta });
export type BookingListResponse = z.infer<typeof bookingListResponse>;

export const regionPathDto = z.object({
  province: z.string(),
  regency: z.string(),
  district: z.string(),
  village: z.string(),
});

export const guestDto = z.object({
  id: z.number().int(),
  position: z.number().int(),
  full_name: z.string(),
  gender: z.enum(GENDERS),
  birth_date: z.string(),
  birth_place: z.string().nullable(),
  marital_status: z.enum(MARITAL_STATUSES).nullable(),
  job: z.string().nullable(),
  job_address: z.string().nullable(),
  passport_number: z.string().nullable(),
  ic_number: z.string().nullable(),
  passport_issue_date: z.string().nullable(),
  passport_expiry_date: z.string().nullable(),
  visa: z.enum(VISA_OPTIONS).nullable(),
  visa_file_id: z.string().nullable(),
  // /api/file/{id}: only the owner and admins can open it.
  visa_file_url: z.string().nullable(),
  heir_name: z.string().nullable(),
  heir_relationship: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  postal_code: z.string().nullable(),
  country: z.enum(GUEST_COUNTRIES),
  state: z.string().nullable(),
  address: z.string().nullable(),
  company: z.string().nullable(),
  // Rooms and travellers: the type by age on the departure date, the bed bought (the room type
  // as sold; null = no bed or infant), its fare, and the room of the rooming list (null = not placed).
  traveller_type: z.enum(TRAVELLER_TYPES),
  room_type_id: z.number().int().nullable(),
  room_type_code: z.string().nullable(),
  room_type_name: z.string().nullable(),
  fare: money,
  room_id: z.number().int().nullable(),
  // How the guest is related to guest number `related_to` of the booking (null = not stated).
  relation: z.enum(GUEST_RELATIONS).nullable(),
  related_to: z.number().int().nullable(),
  // The ministry's data (decision 081): for the booking's customer and staff; absent from the
  // view of the pilgrim's agent, which stays as it was (decision 078).
  father_name: z.string().nullable().optional(),
  passport_name: z.string().nullable().optional(),
  passport_office: z.string().nullable().optional(),
  region_code: z.string().nullable().optional(),
  // The names of `region_code`'s levels (title case; "" below the level chosen); null without one.
  region: regionPathDto.nullable().optional(),
  education: z.enum(EDUCATION_LEVELS).nullable().optional(),
  occupation: z.enum(OCCUPATIONS).nullable().optional(),
  nationality: z.string().nullable().optional(),
});
export type GuestDto = z.infer<typeof guestDto>;

export const bookingExtraDto = z.object({
  detail_id: z.number().int().nullable(),
  attribute_name: z.string(),
  name: z.string(),
  price: money,
  per: z.enum(["pax", "booking"]),
  amount: money,
});

export const bankAccountDto = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_number: z.string(),
  account_holder: z.string(),
  vendor: z.string().nullable(),
  logo: imageDto.nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  // The pilgrims' escrow account (rekening penampungan): umrah transfers go to it (at most one).
  is_escrow: z.boolean(),
});
export type BankAccountDto = z.infer<typeof bankAccountDto>;

export const paymentDto = z.object({
  id: z.number().int(),
  // Null: a savings plan's deposit not yet moved to a booking (decision 084).
  booking_id: z.uuid().nullable(),
  amount: money,
  method: z.enum(PAYMENT_METHODS),
  bank_account_id: z.number().int().nullable(),
  // "BCA 1234567890 (PT Agency)": kept even if the account is later edited or removed.
  bank_label: z.string().nullable(),
  proof_file_id: z.string().nullable(),
  proof_url: z.string().nullable(),
  payer_name: z.string(),
  payment_date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  note: z.string().nullable(),
  currency: z.string(),
  // A bank transfer's unique code and the exact amount to transfer (amount + code), decision 035.
  unique_code: money.nullable(),
  transfer_amount: money.nullable(),
  // An online payment's provider, where its checkout is and until when.
  provider: z.string().nullable(),
  checkout_url: z.string().nullable(),
  expires_at: z.string().nullable(),
  reviewed_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reviewed_at: z.string().nullable(),
  // Money taken at the counter: the cashier who recorded it (never its confirmer), its reference.
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  reference: z.string().nullable(),
  // A confirmed payment's receipt (kwitansi) number, "KW-2026-03-000012" (docs/product.md §Receipts).
  receipt_number: z.string().nullable(),
  created_at: z.string(),
});
export type PaymentDto = z.infer<typeof paymentDto>;

export const bookingEventDto = z.object({
  id: z.number().int(),
  kind: z.enum(BOOKING_EVENT_KINDS),
  // null: the system (expiry, a confirmed payment deriving the status) or a provider (below).
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  // The payment provider that did it (its signed notification or reconciliation), e.g. "midtrans".
  provider: z.string().nullable(),
  from_status: z.enum(BOOKING_STATUSES).nullable(),
  to_status: z.enum(BOOKING_STATUSES).nullable(),
  payment_id: z.number().int().nullable(),
  amount: money.nullable(),
  reason: z.string().nullable(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])).nullable(),
  created_at: z.string(),
});
export type BookingEventDto = z.infer<typeof bookingEventDto>;

/** A charge line (docs/product.md §Charges): signed; a reversal points at the line it cancels. */
export const chargeDto = z.object({
  id: z.number().int(),
  kind: z.enum(CHARGE_KINDS),
  amount: money,
  note: z.string().nullable(),
  reverses: z.number().int().nullable(),
  reversed: z.boolean(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type ChargeDto = z.infer<typeof chargeDto>;

export const bookingDto = bookingSummaryDto.extend({
  unit_price: money,
  subtotal: money,
  extras_total: money,
  discount: money,
  // The staff's charge lines and their sum (part of the total).
  charges_total: money,
  charges: z.array(chargeDto),
  min_first_payment: money,
  special_request: z.string().nullable(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    // Null: a customer met at the counter who gave no address.
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  // The member of staff who took it for the customer (and to whom the terms and consent were
  // given in person); null when the customer booked online.
  taken_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  // The branch that serves it (null: the head office).
  branch_id: z.number().int().nullable(),
  // `kind`: an umrah package's booking asks the ministry's data (decision 081).
  // `ad_approval_serial`: an umrah package's advertisement approval serial, printed on the invoice and receipts.
  tour: z
    .object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      kind: z.enum(PACKAGE_KINDS),
      ad_approval_serial: z.string().nullable(),
    })
    .nullable(),
  // The package's card payment link, when it has one (offered as a payment method).
  card_payment_link: z.string().nullable(),
  // What the next payment may be: null when no payment is accepted now.
  next_payment: z.object({ min: money, max: money, first: z.boolean() }).nullable(),
  /**
   * The exact amount the booking's next bank transfer asks (decision 058): issued with its
   * unique code as soon as it is known (checkout, after each confirmation), shown on the result
   * page, the booking page, the invoice and in the mails; null when none is asked.
   */
  transfer_due: z
    .object({
      amount: money,
      unique_code: money,
      transfer_amount: money,
      currency: z.string(),
      issued_at: z.string(),
    })
    .nullable(),
  // Pending and no payment submitted: cancelled automatically at this time (null = never).
  expires_at: z.string().nullable(),
  // Due dates and what is overdue (docs/product.md §Payment schedule).
  schedule: bookingScheduleDto,
  can_cancel: z.boolean(),
  // An admin may still edit the name, guests and request (booking.rules bookingEditable).
  can_edit: z.boolean(),
  // When the customer consented to the processing of the guests' data, and to which text
  // (DATA_CONSENT_VERSION); null for bookings made before the checkout asked (decision 049).
  data_consent_at: z.string().nullable(),
  data_consent_version: z.string().nullable(),
  // The written agreement (docs/product.md §Written agreement): the version accepted, when, how,
  // and who recorded an in-person acceptance; null until accepted. `agreement_recordable`: this
  // reader may record an in-person acceptance now (staff who manage bookings, none recorded yet).
  agreement: agreementAcceptanceDto.nullable(),
  agreement_recordable: z.boolean(),
  // Admin status actions allowed now (empty for customers).
  status_actions: z.array(z.enum(ADMIN_STATUS_TARGETS)),
  guests: z.array(guestDto),
  extras: z.array(bookingExtraDto),
  payments: z.array(paymentDto),
  history: z.array(bookingEventDto),
  ...fareLines,
  ...bookingRefundFields,
});
export type BookingDto = z.infer<typeof bookingDto>;
export const bookingResponse = z.object({ data: bookingDto });
export type BookingResponse = z.infer<typeof bookingResponse>;
export const bookingActionResponse = z.object({ message: z.string(), data: bookingDto });
export type BookingActionResponse = z.infer<typeof bookingActionResponse>;
export const paymentActionResponse = z.object({
  message: z.string(),
  data: paymentDto,
  // Where to send the customer next: the payment result page (/payment/success?booking=), for
  // a transfer and for a card payment alike (decision 013). Never the card page: the customer
  // goes there before telling us, from the booking's `card_payment_link`.
  redirect_url: z.string().nullable(),
});
export type PaymentActionResponse = z.infer<typeof paymentActionResponse>;
export const paymentListResponse = z.object({ data: z.array(paymentDto) });

// ---------- bank accounts (/api/bank) ----------
export const bankInput = z.object({
  ...bankAccountFields,
  vendor: optionalText(40),
  logo_image_id: z.uuid().nullable().optional(),
  is_active: z.boolean().default(true),
  sort_order: z.number().int().min(0).max(100_000).default(0),
  // Absent = not the escrow account (docs/product.md §Licences, reference price and escrow).
  is_escrow: z.boolean().default(false),
});
export type BankInput = z.input<typeof bankInput>;
export const bankIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const bankListResponse = z.object({ data: z.array(bankAccountDto), meta: listMeta });
export type BankListResponse = z.infer<typeof bankListResponse>;
export const bankResponse = z.object({ data: bankAccountDto });
export type BankResponse = z.infer<typeof bankResponse>;
export const bankActionResponse = z.object({ message: z.string(), data: bankAccountDto });
export type BankActionResponse = z.infer<typeof bankActionResponse>;
export const listBanksQuery = listQuery.extend({
  all: queryFlag,
});

// ---------- online payments (docs/product.md §Online payments, decisions 036 and 037) ----------

export const PROVIDER_NAMES = ["sandbox", "midtrans", "xendit", "billplz", "stripe"] as const;
export type ProviderNameDto = (typeof PROVIDER_NAMES)[number];
export const onlinePaymentInput = z.object({
  amount: z.number().int().min(1).max(1_000_000_000_000_000),
  provider: z.enum(PROVIDER_NAMES),
  // A retry of the same start (double click, flaky network) answers the same checkout.
  idempotency_key: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { message: "idempotency_key_format" })
    .optional(),
});
export const onlinePaymentResponse = z.object({ message: z.string(), data: paymentDto, checkout_url: z.string() });
export const paymentProvidersQuery = z.object({ currency: z.enum(currencies).optional() });
export const paymentProviderDto = z.object({ name: z.enum(PROVIDER_NAMES), label: z.string() });
export type PaymentProviderDto = z.infer<typeof paymentProviderDto>;
export const paymentProvidersResponse = z.object({ data: z.array(paymentProviderDto) });
export const providerParam = z.object({ provider: z.string().max(40) });
export const notificationResponse = z.object({ received: z.boolean(), outcome: z.string() });
export const paymentRefreshResponse = z.object({
  data: paymentDto,
  // Still open, but the last attempt at the provider was declined (a card refused): the payer may
  // try again at the provider until the checkout lapses (decision 066).
  attempt_declined: z.boolean(),
  booking: z.object({
    id: z.uuid(),
    code: z.string(),
    status: z.enum(BOOKING_STATUSES),
    currency: z.string(),
    total: money,
    paid_total: money,
    remaining: money,
  }),
});
export type PaymentRefreshDto = z.infer<typeof paymentRefreshResponse>;
export const sandboxCheckoutParam = z.object({
  checkout_id: z.string().regex(/^sbx_[0-9a-f]{24}$/, { message: "not_found" }),
});
export const sandboxCheckoutDto = z.object({
  checkout_id: z.string(),
  description: z.string(),
  amount: money,
  currency: z.string(),
  status: z.enum(["pending", "paid", "failed", "expired"]),
  expires_at: z.string(),
  return_url: z.string(),
});
export type SandboxCheckoutDto = z.infer<typeof sandboxCheckoutDto>;
export const sandboxCheckoutResponse = z.object({ data: sandboxCheckoutDto });
export const sandboxDecisionInput = z.object({ approve: z.boolean() });
