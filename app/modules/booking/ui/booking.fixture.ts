import type { BankAccountDto, BookingDto, GuestDto, PaymentDto } from "#app/modules/booking/booking.contract";
import type { RefundDto } from "#app/modules/booking/refund.contract";
import type { BookingScheduleDto } from "#app/modules/booking/schedule.contract";
import { fareLinesOf } from "#app/modules/catalog/rooms.rules";

/*
 * DTOs as the booking API answers them, for the component tests of the booking screens.
 */

export const BOOKING_ID = "0b6f7c1e-5d2a-4f8e-9a41-2c3d4e5f6a7b";

/** The schedule of a booking with nothing left to pay: no date, no amount, nothing overdue. */
export const NOTHING_DUE: BookingScheduleDto = {
  deposit_due_at: null,
  deposit_due_on: null,
  deposit_amount: null,
  full_due_on: null,
  full_amount: null,
  overdue: null,
};

export function aGuest(over: Partial<GuestDto> = {}): GuestDto {
  return {
    id: 1,
    position: 0,
    full_name: "Siti Rahmawati",
    gender: "female",
    birth_date: "1985-04-12",
    birth_place: "Bandung",
    marital_status: "married",
    job: null,
    job_address: null,
    passport_number: "C1234567",
    ic_number: null,
    passport_issue_date: "2022-01-10",
    passport_expiry_date: "2032-01-10",
    visa: null,
    visa_file_id: null,
    visa_file_url: null,
    heir_name: null,
    heir_relationship: null,
    phone: "+62812345678",
    email: "siti@example.com",
    postal_code: null,
    country: "ID",
    state: null,
    address: null,
    company: null,
    traveller_type: "adult",
    room_type_id: 11,
    room_type_code: "quad",
    room_type_name: "Quad",
    fare: 30_000_000_00,
    room_id: null,
    relation: null,
    related_to: null,
    ...over,
  };
}

/** No room of one's own: a child without a bed, an infant. */
const NO_ROOM = { room_type_id: null, room_type_code: null, room_type_name: null };

/** A child (born 2019) who sleeps without a bed: no room, the child fare. */
export function aChildWithoutBed(over: Partial<GuestDto> = {}): GuestDto {
  return aGuest({ birth_date: "2019-05-01", traveller_type: "child", ...NO_ROOM, fare: 20_000_000_00, ...over });
}

/** An infant (born 2026): no room, the infant fare. */
export function anInfant(over: Partial<GuestDto> = {}): GuestDto {
  return aGuest({ birth_date: "2026-01-01", traveller_type: "infant", ...NO_ROOM, fare: 5_000_000_00, ...over });
}

export function aPayment(over: Partial<PaymentDto> = {}): PaymentDto {
  return {
    id: 31,
    booking_id: BOOKING_ID,
    amount: 10_000_000_00,
    method: "manual",
    bank_account_id: 4,
    bank_label: "Bank Mandiri 1234567890",
    proof_file_id: "proof-1",
    proof_url: "/api/file/proof-1",
    payer_name: "Siti Rahmawati",
    payment_date: "2026-11-20",
    status: "pending",
    note: null,
    currency: "IDR",
    unique_code: null,
    transfer_amount: null,
    provider: null,
    checkout_url: null,
    expires_at: null,
    reviewed_by: null,
    reviewed_at: null,
    recorded_by: null,
    reference: null,
    receipt_number: null,
    created_at: "2026-11-20T03:00:00.000Z",
    ...over,
  };
}

/** A booking; its fare lines follow its guests (as the API groups them) unless given. */
export function aBooking(over: Partial<BookingDto> = {}): BookingDto {
  const guests = over.guests ?? [aGuest()];
  return {
    id: BOOKING_ID,
    code: "K7MP3QXA",
    booking_name: "Keluarga Rahmawati",
    status: "pending",
    pax: 1,
    currency: "IDR",
    total: 30_000_000_00,
    paid_total: 0,
    remaining: 30_000_000_00,
    payment_type: "full",
    payment_method: "manual",
    tour: { id: 7, name: "Umrah Reguler 9 Hari", code: "UMR-9", kind: "umrah", ad_approval_serial: null },
    time: { id: 70, start_date: "2027-02-01", end_date: "2027-02-09" },
    customer: { id: 3, name: "Siti Rahmawati", email: "siti@example.com", phone: null },
    channel: "web",
    taken_by: null,
    branch_id: null,
    awaiting_confirmation: 0,
    agent: null,
    created_at: "2026-11-19T02:00:00.000Z",
    unit_price: 30_000_000_00,
    subtotal: 30_000_000_00,
    extras_total: 0,
    discount: 0,
    charges_total: 0,
    charges: [],
    min_first_payment: 30_000_000_00,
    transfer_due: null,
    special_request: null,
    card_payment_link: null,
    next_payment: { min: 30_000_000_00, max: 30_000_000_00, first: true },
    expires_at: null,
    schedule: {
      deposit_due_at: null,
      deposit_due_on: null,
      deposit_amount: null,
      full_due_on: "2027-01-02",
      full_amount: 30_000_000_00,
      overdue: null,
    },
    can_cancel: true,
    can_edit: false,
    data_consent_at: "2026-11-20T03:00:00.000Z",
    data_consent_version: "2026-11-26",
    agreement: {
      version: "2026-12-05",
      accepted_at: "2026-11-20T03:00:00.000Z",
      how: "checkout",
      recorded_by: null,
    },
    agreement_recordable: false,
    status_actions: [],
    guests,
    extras: [],
    payments: [],
    history: [],
    refunds: [],
    refunded_total: 0,
    net_paid: over.paid_total ?? 0,
    cancellation: null,
    ...fareLinesOf(guests),
    ...over,
  };
}

export function aBank(over: Partial<BankAccountDto> = {}): BankAccountDto {
  return {
    id: 4,
    bank_name: "Bank Mandiri",
    account_number: "1234567890",
    account_holder: "PT Agency Travel",
    vendor: "mandiri",
    logo: null,
    is_active: true,
    sort_order: 0,
    is_escrow: false,
    ...over,
  };
}

/** A paid cancellation refund of the fixture booking. */
export function aRefund(over: Partial<RefundDto> = {}): RefundDto {
  return {
    id: 5,
    booking_id: BOOKING_ID,
    booking_code: "K7MP3QXA",
    customer: { id: 3, name: "Siti Rahmawati" },
    reason: "cancellation",
    currency: "IDR",
    paid_total: 10_000_000_00,
    penalty: 2_500_000_00,
    admin_fee: 0,
    amount: 7_500_000_00,
    status: "paid",
    reference: "TRF-778899",
    proof_url: null,
    account: null,
    paid_by: { id: 1, name: "Admin" },
    paid_at: "2026-11-25T03:00:00.000Z",
    created_at: "2026-11-24T03:00:00.000Z",
    ...over,
  };
}
