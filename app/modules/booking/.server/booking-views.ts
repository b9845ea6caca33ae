import { can } from "#app/shared/access";
import { type AgentRef, agentRefs } from "#app/modules/agent/.server/referral";
import type { Ctx } from "#app/shared/context";
import type { Locale } from "#app/shared/i18n/config";
import { pickLocale } from "#app/shared/translate";
import { regionPath } from "#app/shared/idn-regions.server";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { fareLinesOf } from "#app/modules/catalog/rooms.rules";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { listRefundsOfBookings } from "./money/refund.repository";
import { toRefundDto } from "./money/refund-views";
import { listReceiptsOf } from "./money/receipts.repository";
import { listChargesOf } from "./charges/charges.repository";
import {
  type BookingDto,
  type BookingSummaryDto,
  type GuestDto,
  type PaymentDto,
  paymentMethod,
} from "#app/modules/booking/booking.contract";
import {
  adminActions,
  balanceDue,
  bookingEditable,
  customerMayCancel,
  expiresAt,
  paymentWindow,
  statusSettlesBalance,
} from "#app/modules/booking/booking.rules";
import { bookingSchedule } from "#app/modules/booking/schedule.rules";
import { agencyToday } from "#app/shared/dates";
import { paymentHoldsAmount } from "#app/modules/booking/online-payment.rules";
import { cancellationSettlement } from "#app/modules/booking/refund.rules";
import {
  type BookingRow,
  type GuestRow,
  listEventsOf,
  listExtras,
  listGuests,
  listPaymentsOf,
  type PaymentRow,
  pendingPaymentsByBooking,
} from "./booking.repository";

/*
 * Read models of bookings, shared by the use cases that answer them. A list page costs a fixed
 * number of queries (bookings, count, pending payments, packages, departures, customers).
 */

const fileUrl = (id: string | null) => (id ? `/api/file/${id}` : null);

export async function toSummaryDtos(ctx: Ctx, rows: BookingRow[]): Promise<BookingSummaryDto[]> {
  const agentIds = rows.flatMap((r) => (r.agentId ? [r.agentId] : []));
  const [facts, users, pending, agents] = await Promise.all([
    describeTours({
      ctx,
      input: {
        tour_ids: rows.flatMap((r) => (r.packageId ? [r.packageId] : [])),
        time_ids: rows.flatMap((r) => (r.departureId ? [r.departureId] : [])),
      },
    }),
    describeUsers({ ctx, input: { ids: rows.map((r) => r.customerId) } }),
    pendingPaymentsByBooking(
      ctx.db,
      rows.map((r) => r.id),
    ),
    // Most bookings are the agency's own: no statement for a page without an agent's.
    agentIds.length > 0 ? agentRefs(ctx, agentIds) : new Map<number, AgentRef>(),
  ]);
  return rows.map((r) => {
    const tour = r.packageId ? facts.tours.get(r.packageId) : undefined;
    const time = r.departureId ? facts.times.get(r.departureId) : undefined;
    return {
      id: r.id,
      code: r.code,
      booking_name: r.bookingName,
      status: r.status,
      pax: r.pax,
      currency: r.currency,
      total: r.total,
      paid_total: r.paidTotal,
      // Nothing once cancelled: the penalty is kept from money paid (booking.rules balanceDue).
      remaining: balanceDue(r),
      payment_type: r.paymentType,
      payment_method: r.paymentMethod,
      tour: tour ? { id: tour.id, name: pickLocale(tour.name, ctx.locale) } : null,
      time: time ? { id: time.id, start_date: time.startDate, end_date: time.endDate } : null,
      customer: { id: r.customerId, name: users.get(r.customerId)?.name ?? "" },
      channel: r.channel,
      awaiting_confirmation: pending.get(r.id)?.n ?? 0,
      agent: r.agentId ? (agents.get(r.agentId) ?? null) : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

const masked = (v: string | null) => (v ? `\u2022\u2022\u2022\u2022${v.slice(-3)}` : v);

/**
 * A guest as their agent sees them: enough to tell pilgrims apart, not their identity numbers, nor
 * the ministry's data (decision 081: the view stays as decision 078 made it).
 */
function forAgent(g: GuestDto): GuestDto {
  const {
    father_name: _f,
    passport_name: _p,
    passport_office: _o,
    region_code: _r,
    region: _rp,
    education: _e,
    occupation: _oc,
    nationality: _n,
    ...rest
  } = g;
  return {
    ...rest,
    passport_number: masked(g.passport_number),
    ic_number: masked(g.ic_number),
    visa_file_id: null,
    visa_file_url: null,
  };
}

/** A guest as the API shows it; the room type's name is the snapshot taken at sale, in `locale`. */
export function toGuestDto(g: GuestRow, locale: Locale): GuestDto {
  return {
    id: g.id,
    position: g.position,
    full_name: g.fullName,
    gender: g.gender,
    birth_date: g.birthDate,
    birth_place: g.birthPlace,
    marital_status: g.maritalStatus,
    job: g.job,
    job_address: g.jobAddress,
    passport_number: g.passportNumber,
    ic_number: g.icNumber,
    passport_issue_date: g.passportIssueDate,
    passport_expiry_date: g.passportExpiryDate,
    visa: g.visa,
    visa_file_id: g.visaFileId,
    visa_file_url: fileUrl(g.visaFileId),
    heir_name: g.heirName,
    heir_relationship: g.heirRelationship,
    phone: g.phone,
    email: g.email,
    postal_code: g.postalCode,
    country: g.country,
    state: g.state,
    address: g.address,
    company: g.company,
    traveller_type: g.travellerType,
    room_type_id: g.roomTypeId,
    room_type_code: g.roomTypeCode,
    // As sold (the snapshot), in the reader's language; its code when it had no name.
    room_type_name: pickLocale(g.roomTypeName, locale) || g.roomTypeCode,
    fare: g.fare,
    room_id: g.roomId,
    relation: g.relation,
    related_to: g.relatedTo,
    father_name: g.fatherName,
    passport_name: g.passportName,
    passport_office: g.passportOffice,
    region_code: g.regionCode,
    region: regionPath(g.regionCode),
    education: g.education,
    occupation: g.occupation,
    nationality: g.nationality,
  };
}

export function toPaymentDto(
  p: PaymentRow,
  names: Map<number, { name: string }>,
  receiptNumbers: Map<number, string> = new Map(),
): PaymentDto {
  return {
    id: p.id,
    booking_id: p.bookingId,
    amount: p.amount,
    method: p.method,
    bank_account_id: p.bankAccountId,
    bank_label: p.bankLabel,
    proof_file_id: p.proofFileId,
    proof_url: fileUrl(p.proofFileId),
    payer_name: p.payerName,
    payment_date: p.paymentDate,
    status: p.status,
    note: p.note,
    currency: p.currency,
    unique_code: p.uniqueCode,
    transfer_amount: p.transferAmount,
    provider: p.provider,
    // Only while the checkout is open: a closed one must not be paid again from an old link.
    checkout_url: p.status === "pending" ? p.checkoutUrl : null,
    expires_at: p.expiresAt?.toISOString() ?? null,
    reviewed_by: p.reviewedBy ? { id: p.reviewedBy, name: names.get(p.reviewedBy)?.name ?? "" } : null,
    reviewed_at: p.reviewedAt?.toISOString() ?? null,
    recorded_by: recordedBy(p) ? { id: p.createdBy!, name: names.get(p.createdBy!)?.name ?? "" } : null,
    reference: p.reference,
    receipt_number: receiptNumbers.get(p.id) ?? null,
    created_at: p.createdAt.toISOString(),
  };
}

/** Whether a cashier wrote this payment down at the counter (their name is shown; never a customer's own). */
function recordedBy(p: PaymentRow): boolean {
  return paymentMethod(p.method).recordedBy === "staff" && p.createdBy !== null;
}

/** The money state the payment rules need, from the booking and its payments. */
export function moneyState(
  b: BookingRow,
  payments: (Pick<PaymentRow, "status" | "amount"> & Partial<Pick<PaymentRow, "method" | "expiresAt">>)[],
  now: Date = new Date(),
) {
  // An online checkout holds its amount only while open (decision 036); failed, expired and
  // rejected payments hold nothing.
  const holding = payments.filter((p) => paymentHoldsAmount(p, now));
  const pendingTotal = holding.filter((p) => p.status === "pending").reduce((s, p) => s + p.amount, 0);
  return {
    status: b.status,
    total: b.total,
    paymentType: b.paymentType,
    minFirstPayment: b.minFirstPayment,
    paidTotal: b.paidTotal,
    pendingTotal,
    hasPayment: holding.length > 0,
  };
}

/**
 * The whole booking for its owner or an admin (the caller has checked who may see it): guests
 * with their passports, extras, payments, history and what may be done next.
 */
export async function toBookingDto(ctx: Ctx, b: BookingRow): Promise<BookingDto> {
  const [[summary], guests, extras, rows, events, facts, policy, refunds, receiptRows] = await Promise.all([
    toSummaryDtos(ctx, [b]),
    listGuests(ctx.db, b.id),
    listExtras(ctx.db, b.id),
    listPaymentsOf(ctx.db, b.id),
    listEventsOf(ctx.db, b.id),
    describeTours({ ctx, input: { tour_ids: b.packageId ? [b.packageId] : [], time_ids: [] } }),
    getBookingPolicy({ ctx }),
    listRefundsOfBookings(ctx.db, [b.id]),
    listReceiptsOf(ctx.db, b.id),
  ]);
  // Most bookings never get a charge line (docs/product.md §Charges): their history says so, and
  // the page costs no statement for them.
  const charges = events.some((e) => e.kind === "charge_added") ? await listChargesOf(ctx.db, b.id) : [];
  const receiptNumbers = new Map(receiptRows.map((r) => [r.paymentId, r.number]));
  // An issued transfer is an amount asked, not a payment made (decision 058): shown apart.
  const payments = rows.filter((p) => p.status !== "issued");
  const people = await describeUsers({
    ctx,
    input: {
      ids: [
        b.customerId,
        ...(b.takenBy ? [b.takenBy] : []),
        ...(b.agreementRecordedBy ? [b.agreementRecordedBy] : []),
        ...events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
        ...payments.flatMap((p) => (p.reviewedBy ? [p.reviewedBy] : [])),
        ...payments.flatMap((p) => (recordedBy(p) ? [p.createdBy!] : [])),
        ...refunds.flatMap((r) => (r.paidBy ? [r.paidBy] : [])),
        ...charges.flatMap((c) => (c.createdBy ? [c.createdBy] : [])),
      ],
    },
  });
  const tour = b.packageId ? facts.tours.get(b.packageId) : undefined;
  const customer = people.get(b.customerId);
  const issued = rows.find((p) => p.status === "issued");
  // Read by the pilgrim's agent (loadBooking's agentMayRead), not its customer nor staff: the
  // guests' identity numbers show their last three characters only and no visa file (decision 078).
  const agentView = ctx.actor?.role === "customer" && ctx.actor.id !== b.customerId;
  const guestDtos = guests.map((g) => (agentView ? forAgent : (d: GuestDto) => d)(toGuestDto(g, ctx.locale)));
  // Staff read the booking (bookings_view, loadBooking checked it); its controls follow their role.
  const staff = can(ctx.actor, "bookings_view");
  const manage = can(ctx.actor, "bookings_manage");
  // Set paid and processed record what is still owed as confirmed money (change-booking-status.ts).
  const confirmsMoney = can(ctx.actor, "payments_confirm") || balanceDue(b) <= 0;
  const state = moneyState(b, payments, ctx.now());
  const unpaid = b.status === "pending" && !state.hasPayment;
  const expiry = unpaid ? expiresAt(b.createdAt, policy.bookingExpiryHours) : null;
  const refundDtos = refunds.map((r) =>
    toRefundDto({ ...r, bookingCode: b.code, customerId: b.customerId }, people, staff),
  );
  return {
    ...summary,
    tour: tour
      ? {
          id: tour.id,
          name: pickLocale(tour.name, ctx.locale),
          code: tour.code,
          kind: tour.kind,
          ad_approval_serial: tour.adApprovalSerial,
        }
      : null,
    unit_price: b.unitPrice,
    subtotal: b.subtotal,
    extras_total: b.extrasTotal,
    discount: b.discount,
    charges_total: b.chargesTotal,
    charges: charges.map((c) => ({
      id: c.id,
      kind: c.kind,
      amount: c.amount,
      note: c.note,
      reverses: c.reverses,
      reversed: charges.some((r) => r.reverses === c.id),
      created_by: c.createdBy ? { id: c.createdBy, name: people.get(c.createdBy)?.name ?? "" } : null,
      created_at: c.createdAt.toISOString(),
    })),
    min_first_payment: b.minFirstPayment,
    special_request: b.specialRequest,
    customer: {
      id: b.customerId,
      name: customer?.name ?? "",
      email: customer?.email ?? null,
      phone: customer?.phone ?? null,
    },
    taken_by: b.takenBy ? { id: b.takenBy, name: people.get(b.takenBy)?.name ?? "" } : null,
    branch_id: b.branchId,
    card_payment_link: tour?.cardPaymentLink ?? null,
    next_payment: paymentWindow(state),
    transfer_due:
      issued?.uniqueCode != null && issued.transferAmount != null
        ? {
            amount: issued.amount,
            unique_code: issued.uniqueCode,
            transfer_amount: issued.transferAmount,
            currency: issued.currency,
            issued_at: (issued.issuedAt ?? issued.createdAt).toISOString(),
          }
        : null,
    expires_at: expiry?.toISOString() ?? null,
    schedule: bookingSchedule(
      { ...b, expiryHours: policy.bookingExpiryHours, balanceDueOn: b.balanceDueOn },
      agencyToday(ctx.now()),
    ),
    // A customer cannot cancel while one of their payments awaits review (cancel-booking.ts).
    can_cancel:
      ctx.actor?.role === "admin"
        ? manage && b.status !== "processed" && b.status !== "canceled"
        : !agentView && customerMayCancel(b.status) && state.pendingTotal === 0,
    can_edit: manage && bookingEditable(b.status),
    data_consent_at: b.dataConsentAt?.toISOString() ?? null,
    data_consent_version: b.dataConsentVersion,
    agreement: agreementAcceptanceOf(b, people),
    // Staff who manage bookings, or the agent it is credited to (decision 085).
    agreement_recordable:
      (manage || (ctx.actor?.agentId != null && b.agentId === ctx.actor.agentId)) &&
      !b.agreementVersion &&
      b.status !== "canceled",
    status_actions: manage
      ? ([...adminActions(b.status)].filter(
          (s) => s !== "processing" && (confirmsMoney || !statusSettlesBalance(s)),
        ) as BookingDto["status_actions"])
      : [],
    guests: guestDtos,
    ...fareLinesOf(guestDtos),
    extras: extras.map((x) => ({
      detail_id: x.detailId,
      attribute_name: pickLocale(x.attributeName, ctx.locale),
      name: pickLocale(x.name, ctx.locale),
      price: x.price,
      per: x.per,
      amount: x.amount,
    })),
    payments: payments.map((p) => toPaymentDto(p, people, receiptNumbers)),
    refunds: refundDtos,
    refunded_total: b.refundedTotal,
    net_paid: b.paidTotal - b.refundedTotal,
    // A cancelled booking's penalty, refund and net instead of a balance (decision 056).
    cancellation:
      b.status === "canceled"
        ? {
            canceled_at: b.canceledAt?.toISOString() ?? null,
            ...cancellationSettlement(b.paidTotal, refundDtos),
          }
        : null,
    history: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      actor: e.actorId ? { id: e.actorId, name: people.get(e.actorId)?.name ?? "" } : null,
      provider: e.provider,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      payment_id: e.paymentId,
      amount: e.amount,
      reason: e.reason,
      changes: e.changes ?? null,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/**
 * The written agreement's acceptance as the booking shows it (decision 083): the version, when,
 * how, and who recorded an in-person one; null until accepted. The booking page and the
 * agreement's own page read it here.
 */
export function agreementAcceptanceOf(
  b: Pick<BookingRow, "agreementVersion" | "agreementAcceptedAt" | "agreementAcceptance" | "agreementRecordedBy">,
  people: Map<number, { name: string }>,
): BookingDto["agreement"] {
  if (!b.agreementVersion || !b.agreementAcceptedAt || !b.agreementAcceptance) return null;
  return {
    version: b.agreementVersion,
    accepted_at: b.agreementAcceptedAt.toISOString(),
    how: b.agreementAcceptance,
    recorded_by: b.agreementRecordedBy
      ? { id: b.agreementRecordedBy, name: people.get(b.agreementRecordedBy)?.name ?? "" }
      : null,
  };
}
