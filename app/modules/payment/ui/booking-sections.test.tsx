// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BookingDto, PaymentDto } from "#app/modules/booking/booking.contract";
import { localeTag } from "#app/shared/i18n/config";
import { serverI18n } from "#app/shared/i18n/server";
import { dateTimeFormat } from "#app/shared/dates";
import type { RootData } from "#app/modules/account/ui/root-data";
import { renderScreen } from "#test/ui/render-screen";
import { cancellationSettlement } from "#app/modules/booking/refund.rules";
import { BookingDetail, HeaderActions } from "./booking-detail";
import {
  aBooking,
  aChildWithoutBed,
  aGuest,
  anInfant,
  aPayment,
  aRefund,
  BOOKING_ID,
  NOTHING_DUE,
} from "#app/modules/booking/ui/booking.fixture";
import { GuestsSection, HistorySection, PaymentsSection, PriceCard } from "./booking-sections";

/** The catalogue's own words (booking_panel), to say what must not be on the screen. */
const renderedT = (locale: "id" | "en" | "my") => ({ t: serverI18n(locale).getFixedT(locale, "booking_panel") });

const admin = { id: 1, name: "Admin", role: "admin" } as unknown as RootData["user"];

describe("booking sections", () => {
  it("lists the guests in their booking order, the lead first, with their details", async () => {
    const booking = aBooking({
      pax: 2,
      guests: [
        aGuest({ id: 2, position: 1, full_name: "Ahmad Fauzi", passport_number: "B7654321" }),
        aGuest({ id: 1, position: 0, full_name: "Siti Rahmawati" }),
      ],
    });
    renderScreen(<GuestsSection booking={booking} />);
    const section = await screen.findByTestId("guests");
    expect(within(section).getByText("Guests (2)")).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items[0].textContent).toContain("Siti Rahmawati");
    expect(items[1].textContent).toContain("Ahmad Fauzi");
    expect(items[1].textContent).toContain("B7654321");
  });

  it("shows the payments newest first: amount, status, proof and a rejection's reason", async () => {
    const booking = aBooking({
      payments: [
        aPayment({ id: 1, amount: 5_000_000_00, created_at: "2026-11-19T03:00:00.000Z", status: "confirmed" }),
        aPayment({
          id: 2,
          amount: 7_500_000_00,
          created_at: "2026-11-21T03:00:00.000Z",
          status: "rejected",
          note: "The proof is unreadable",
          proof_url: "/api/file/proof-2",
        }),
      ],
    });
    renderScreen(<PaymentsSection booking={booking} />);
    const rows = await screen.findAllByTestId("payment");
    expect(rows.map((r) => r.dataset.paymentId)).toEqual(["2", "1"]);
    expect(rows[0].textContent).toContain("7,500,000");
    expect(within(rows[0]).getByTestId("payment-status").textContent).toBe("Rejected");
    expect(within(rows[0]).getByTestId("payment-note").textContent).toContain("The proof is unreadable");
    expect(within(rows[0]).getByTestId("payment-proof").getAttribute("href")).toBe("/api/file/proof-2");
    expect(rows[1].textContent).toContain("5,000,000");
    expect(within(rows[1]).queryByTestId("payment-note")).toBeNull();
  });

  it("shows a confirmed payment's receipt number in the reader's language", async () => {
    const booking = aBooking({
      payments: [aPayment({ id: 1, status: "confirmed", receipt_number: "KW-2026-03-000012" }), aPayment({ id: 2 })],
    });
    renderScreen(<PaymentsSection booking={booking} />, { locale: "id" });
    const rows = await screen.findAllByTestId("payment");
    expect(within(rows[0]).queryByTestId("payment-receipt-number")).toBeNull();
    const link = within(rows[1]).getByTestId("payment-receipt-number");
    expect(link.textContent).toMatch(/^Kwitansi KW-2026-03-000012 \(/);
    // It opens the printable receipt of that payment.
    expect(link.getAttribute("href")).toBe(`/panel/booking-history/${BOOKING_ID}/receipt/1`);
    // And its PDF, in the reader's language, to keep.
    const pdf = within(rows[1]).getByTestId("payment-receipt-pdf");
    expect(pdf.getAttribute("href")).toBe(`/api/booking/${BOOKING_ID}/payment/1/receipt.pdf?lang=id`);
    expect(pdf.getAttribute("download")).toBe("KW-2026-03-000012.pdf");
    expect(pdf.textContent).toMatch(/PDF/);
    expect(within(rows[0]).queryByTestId("payment-receipt-pdf")).toBeNull();
  });

  it("says when there is no payment yet", async () => {
    renderScreen(<PaymentsSection booking={aBooking()} />);
    expect((await screen.findByTestId("payments-empty")).textContent).toBe("No payments yet.");
  });

  it("tells the history newest first: who, what, the status move, the reason and money changes", async () => {
    const booking = aBooking({
      history: [
        {
          id: 1,
          kind: "created",
          actor: { id: 3, name: "Siti Rahmawati" },
          provider: null,
          from_status: null,
          to_status: "pending",
          payment_id: null,
          amount: null,
          reason: null,
          changes: null,
          created_at: "2026-11-19T02:00:00.000Z",
        },
        {
          id: 2,
          kind: "edited",
          actor: { id: 1, name: "Admin Agency" },
          provider: null,
          from_status: null,
          to_status: null,
          payment_id: null,
          amount: null,
          reason: "A guest cancelled",
          changes: { total: [30_000_000_00, 15_000_000_00] },
          created_at: "2026-11-20T02:00:00.000Z",
        },
      ],
    });
    renderScreen(<HistorySection booking={booking} />);
    const items = await screen.findAllByTestId("history-item");
    expect(items.map((i) => i.dataset.kind)).toEqual(["edited", "created"]);
    expect(items[0].textContent).toContain("Booking edited");
    expect(items[0].textContent).toContain("By Admin Agency");
    expect(within(items[0]).getByTestId("history-reason").textContent).toContain("A guest cancelled");
    expect(items[0].textContent).toMatch(/30,000,000.*→.*15,000,000/);
    expect(items[1].textContent).toContain("Booking created");
    expect(items[1].textContent).toContain("Pending");
  });
});

describe("the history of an online payment that did not complete", () => {
  const failed = (id: number, reason: string | null): BookingDto["history"][number] => ({
    id,
    kind: "payment_failed",
    actor: null,
    provider: "sandbox",
    from_status: null,
    to_status: null,
    payment_id: 40 + id,
    amount: 30_000_000_00,
    reason,
    changes: null,
    created_at: `2026-11-2${id}T02:00:00.000Z`,
  });
  // Newest first: the codes recorded now, then the provider's words of older events.
  const booking = aBooking({
    history: [
      failed(1, "expired"),
      failed(2, "failed"),
      failed(3, "provider_unavailable"),
      failed(4, "expired"),
      failed(5, "declined"),
    ],
  });
  const reasons = async () =>
    (await screen.findAllByTestId("history-item")).map(
      (i) => within(i).queryByTestId("history-reason")?.textContent ?? null,
    );

  it.each([
    [
      "id",
      "Alasan:",
      [
        "Ditolak di halaman pembayaran",
        "Halaman pembayaran kedaluwarsa sebelum dibayar",
        "Penyedia pembayaran tidak dapat dihubungi; tidak ada dana yang ditagih",
        "Ditolak di halaman pembayaran",
        "Halaman pembayaran kedaluwarsa sebelum dibayar",
      ],
    ],
    [
      "en",
      "Reason:",
      [
        "Declined at the payment page",
        "The payment page expired before it was paid",
        "The payment provider could not be reached; nothing was charged",
        "Declined at the payment page",
        "The payment page expired before it was paid",
      ],
    ],
    [
      "my",
      "Sebab:",
      [
        "Ditolak di halaman bayaran",
        "Halaman bayaran tamat tempoh sebelum dibayar",
        "Penyedia bayaran tidak dapat dihubungi; tiada caj dikenakan",
        "Ditolak di halaman bayaran",
        "Halaman bayaran tamat tempoh sebelum dibayar",
      ],
    ],
  ] as const)("says why in the reader's language (%s), for old events too", async (locale, label, expected) => {
    renderScreen(<HistorySection booking={booking} />, { locale });
    expect(await reasons()).toEqual(expected.map((text) => `${label} ${text}`));
  });

  it("an unknown word is not shown raw; a staff member's own reason still is", async () => {
    renderScreen(
      <HistorySection
        booking={aBooking({
          history: [
            failed(1, "settlement_weird"),
            { ...failed(2, "A guest cancelled"), kind: "status", payment_id: null, amount: null },
          ],
        })}
      />,
      { locale: "id" },
    );
    expect(await reasons()).toEqual(["Alasan: A guest cancelled", null]);
  });
});

describe("the history of money received but not counted (late payment)", () => {
  const event = (
    id: number,
    kind: "payment_late" | "payment_failed",
    paymentId: number,
    reason: string | null,
  ): BookingDto["history"][number] => ({
    id,
    kind,
    actor: null,
    provider: "sandbox",
    from_status: null,
    to_status: null,
    payment_id: paymentId,
    amount: 30_000_000_00,
    reason,
    changes: null,
    created_at: `2026-11-${10 + id}T02:00:00.000Z`,
  });
  const late = (id: number, reason: string | null) => event(id, "payment_late", 40 + id, reason);
  // Newest first on the screen: the codes recorded now, then older events' booking status words
  // (payment 48's checkout had closed before its money came, payment 49's had not).
  const booking = aBooking({
    history: [
      event(1, "payment_failed", 48, "declined"),
      late(8, "pending"),
      late(9, "processing"),
      late(10, "canceled"),
      late(11, "processed"),
      late(12, "more_than_owed"),
      late(13, "checkout_closed"),
      late(14, "booking_processed"),
      late(15, "booking_expired"),
      late(16, "booking_cancelled"),
    ],
  });
  const lateItems = async () =>
    (await screen.findAllByTestId("history-item")).filter((i) => i.dataset.kind === "payment_late");

  it.each([
    [
      "id",
      /^Pembayaran .+ diterima tetapi tidak dihitung: akan dikembalikan$/,
      "Alasan:",
      [
        "Pemesanan sudah dibatalkan",
        "Pemesanan sudah kedaluwarsa karena belum dibayar",
        "Pemesanan sudah diproses",
        "Halaman pembayaran sudah ditutup",
        "Jumlahnya melebihi sisa yang masih harus dibayar",
        "Pemesanan sudah diproses",
        "Pemesanan sudah dibatalkan",
        "Jumlahnya melebihi sisa yang masih harus dibayar",
        "Halaman pembayaran sudah ditutup",
      ],
    ],
    [
      "en",
      /^Payment of .+ received but not counted: to be refunded$/,
      "Reason:",
      [
        "The booking had been cancelled",
        "The booking had expired unpaid",
        "The booking had already been processed",
        "The payment page had already closed",
        "The amount was more than was still owed",
        "The booking had already been processed",
        "The booking had been cancelled",
        "The amount was more than was still owed",
        "The payment page had already closed",
      ],
    ],
    [
      "my",
      /^Bayaran .+ diterima tetapi tidak dikira: akan dipulangkan$/,
      "Sebab:",
      [
        "Tempahan telah dibatalkan",
        "Tempahan telah tamat tempoh kerana belum dibayar",
        "Tempahan telah diproses",
        "Halaman bayaran telah ditutup",
        "Jumlahnya melebihi baki yang masih perlu dibayar",
        "Tempahan telah diproses",
        "Tempahan telah dibatalkan",
        "Jumlahnya melebihi baki yang masih perlu dibayar",
        "Halaman bayaran telah ditutup",
      ],
    ],
  ] as const)("says why in the reader's language (%s), for old events too", async (locale, title, label, expected) => {
    renderScreen(<HistorySection booking={booking} />, { locale });
    const items = await lateItems();
    expect(items.map((i) => i.querySelector("p")?.textContent)).toEqual(
      expected.map(() => expect.stringMatching(title)),
    );
    expect(items.map((i) => within(i).queryByTestId("history-reason")?.textContent ?? null)).toEqual(
      expected.map((text) => `${label} ${text}`),
    );
  });

  it("says nothing about a cancellation it does not know of, and never shows an unknown word raw", async () => {
    renderScreen(<HistorySection booking={aBooking({ history: [late(1, "settlement_weird"), late(2, null)] })} />);
    const items = await lateItems();
    for (const i of items) {
      expect(i.textContent).not.toMatch(/cancel|settlement_weird/i);
      expect(within(i).queryByTestId("history-reason")).toBeNull();
    }
  });
});

describe("an online payment's card", () => {
  const moment = (iso: string, locale: "id" | "en" | "my") =>
    dateTimeFormat(localeTag[locale], { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  const online = (over: Partial<PaymentDto> = {}) =>
    aPayment({
      id: 41,
      amount: 30_000_000_00,
      method: "online",
      bank_account_id: null,
      bank_label: null,
      proof_file_id: null,
      proof_url: null,
      provider: "sandbox",
      expires_at: "2026-11-21T04:00:00.000Z",
      created_at: "2026-11-21T03:00:00.000Z",
      ...over,
    });
  const closing = (reason: string): BookingDto["history"][number] => ({
    id: 9,
    kind: "payment_failed",
    actor: null,
    provider: "sandbox",
    from_status: null,
    to_status: null,
    payment_id: 41,
    amount: 30_000_000_00,
    reason,
    changes: null,
    created_at: "2026-11-21T03:07:00.000Z",
  });

  it.each([
    ["id", "Pembayaran online", "Pembayaran uji (sandbox)", "Gagal", "Dimulai", "Ditolak di halaman pembayaran"],
    ["en", "Online payment", "Test payment (sandbox)", "Failed", "Started", "Declined at the payment page"],
    ["my", "Bayaran dalam talian", "Bayaran ujian (sandbox)", "Gagal", "Dimulakan", "Ditolak di halaman bayaran"],
  ] as const)(
    "a declined one (%s): provider, status, started and closed, why; no payer, date or proof",
    async (locale, method, provider, status, started, why) => {
      const booking = aBooking({ payments: [online({ status: "failed" })], history: [closing("failed")] });
      renderScreen(<PaymentsSection booking={booking} />, { locale });
      const card = await screen.findByTestId("payment");
      const text = card.textContent ?? "";
      // What belongs to a transfer is not there.
      const { t } = renderedT(locale);
      for (const key of ["payments.payer", "payments.date", "payments.proof"]) expect(text).not.toContain(t(key));
      expect(within(card).queryByTestId("payment-proof")).toBeNull();
      expect(within(card).queryByTestId("online-continue")).toBeNull();
      expect(within(card).getByTestId("payment-status").textContent).toBe(status);
      expect(text).toContain(method);
      expect(within(card).getByTestId("payment-provider").textContent).toBe(provider);
      expect(text).toContain(`${started} ${moment("2026-11-21T03:00:00.000Z", locale)}`);
      expect(within(card).getByTestId("payment-closed").textContent).toBe(moment("2026-11-21T03:07:00.000Z", locale));
      expect(within(card).getByTestId("payment-closed-reason").textContent).toContain(why);
    },
  );

  it("an expired one says the page expired; an open one awaits payment with its 'continue paying' link", async () => {
    const booking = aBooking({
      payments: [
        online({ status: "expired" }),
        online({
          id: 42,
          status: "pending",
          checkout_url: "/payment/sandbox/abc",
          created_at: "2026-11-22T03:00:00.000Z",
          expires_at: "2026-11-22T04:00:00.000Z",
        }),
      ],
      history: [closing("expired")],
    });
    renderScreen(<PaymentsSection booking={booking} />);
    const [open, expired] = await screen.findAllByTestId("payment");
    expect(within(open).getByTestId("payment-status").textContent).toBe("Awaiting payment");
    expect(within(open).getByTestId("online-continue").getAttribute("href")).toBe("/payment/sandbox/abc");
    expect(open.textContent).toContain(`Open until ${moment("2026-11-22T04:00:00.000Z", "en")}`);
    expect(within(open).queryByTestId("payment-closed")).toBeNull();
    expect(open.textContent).not.toMatch(/Paid by|Payment date|Proof/);
    expect(within(expired).getByTestId("payment-status").textContent).toBe("Expired");
    expect(within(expired).getByTestId("payment-closed-reason").textContent).toContain(
      "The payment page expired before it was paid",
    );
  });

  it("a confirmed one: who paid and when the provider confirmed it, by its name; still no proof line", async () => {
    const booking = aBooking({
      payments: [online({ status: "confirmed", reviewed_at: "2026-11-21T03:05:00.000Z", provider: "midtrans" })],
    });
    renderScreen(<PaymentsSection booking={booking} />);
    const card = await screen.findByTestId("payment");
    expect(within(card).getByTestId("payment-provider").textContent).toBe("Midtrans");
    expect(within(card).getByTestId("payment-payer").textContent).toBe("Siti Rahmawati");
    expect(card.textContent).toContain(
      `Confirmed by the payment provider (Midtrans) on ${moment("2026-11-21T03:05:00.000Z", "en")}`,
    );
    expect(card.textContent).not.toMatch(/Proof|Payment date/);
  });
});

/** Two adults in a Double, a child without a bed and an infant (Rp 37.9 jt a Double bed). */
function aFamily() {
  const double = { room_type_id: 12, room_type_code: "double", room_type_name: "Double", fare: 37_900_000_00 };
  return aBooking({
    pax: 4,
    subtotal: 2 * 37_900_000_00 + 20_000_000_00 + 5_000_000_00,
    total: 2 * 37_900_000_00 + 20_000_000_00 + 5_000_000_00 + 3 * 500_000_00,
    extras_total: 3 * 500_000_00,
    extras: [
      {
        detail_id: 5,
        attribute_name: "Visa",
        name: "Progressive visa",
        price: 500_000_00,
        per: "pax",
        amount: 1_500_000_00,
      },
    ],
    guests: [
      aGuest({ id: 1, position: 0, full_name: "Ahmad Fauzi", gender: "male", ...double }),
      aGuest({ id: 2, position: 1, full_name: "Siti Rahmawati", ...double }),
      aChildWithoutBed({ id: 3, position: 2, full_name: "Aisyah Fauzi" }),
      anInfant({ id: 4, position: 3, full_name: "Umar Fauzi", gender: "male" }),
    ],
  });
}

describe("rooms and travellers on the booking", () => {
  it("shows each guest's traveller type, what the fare bought and the fare", async () => {
    renderScreen(<GuestsSection booking={aFamily()} />);
    const guests = await screen.findAllByTestId("guest");
    const cell = (i: number, id: string) => within(guests[i]).getByTestId(id).textContent;
    expect([0, 1, 2, 3].map((i) => cell(i, "guest-traveller-type"))).toEqual(["Adult", "Adult", "Child", "Infant"]);
    expect([0, 1, 2, 3].map((i) => cell(i, "guest-room-type"))).toEqual([
      "Double",
      "Double",
      "No bed",
      "Infant (no bed)",
    ]);
    expect(cell(0, "guest-fare")).toContain("37,900,000");
    expect(cell(2, "guest-fare")).toContain("20,000,000");
    expect(cell(3, "guest-fare")).toContain("5,000,000");
  });

  it("prices by room type (beds x price), child without bed, infants, then extras per seat", async () => {
    renderScreen(<PriceCard booking={aFamily()} />);
    const card = await screen.findByTestId("price-card");
    const rooms = within(card).getAllByTestId("price-room");
    expect(rooms).toHaveLength(1);
    expect(rooms[0].dataset.code).toBe("double");
    expect(rooms[0].textContent).toMatch(/Double: 2 × IDR\s?37,900,000.*IDR\s?75,800,000/);
    expect(within(card).getByTestId("price-child-no-bed").textContent).toMatch(/Child without bed × 1.*20,000,000/);
    expect(within(card).getByTestId("price-infants").textContent).toMatch(/Infant × 1.*5,000,000/);
    // The per-pax extra counts the three seats (the infant travels on a lap).
    expect(card.textContent).toMatch(/IDR\s?500,000 × 3 pax/);
    expect(within(card).queryByTestId("price-subtotal")).toBeNull();
    expect(within(card).getByTestId("price-total").textContent).toContain("102,300,000");
  });
});

describe("booking header actions", () => {
  it("offers the edit link only when the server says the booking can be edited", async () => {
    renderScreen(<HeaderActions booking={aBooking({ can_edit: true })} />, { user: admin });
    const edit = await screen.findByRole("link", { name: "Edit booking" });
    expect(edit.getAttribute("href")).toBe(`/panel/booking-history/${BOOKING_ID}/edit`);
    expect(screen.getByTestId("booking-print").getAttribute("href")).toBe(`/panel/booking-history/${BOOKING_ID}/print`);
  });

  it("hides it when can_edit is false, whatever the status and the viewer", async () => {
    renderScreen(<HeaderActions booking={aBooking({ can_edit: false, status: "pending" })} />, { user: admin });
    await screen.findByTestId("booking-print");
    expect(screen.queryByTestId("booking-edit")).toBeNull();
  });
});

const customer = { id: 3, name: "Siti Rahmawati", role: "customer" } as unknown as RootData["user"];

/**
 * A cancelled deposit booking as the API answers it (decision 056): Rp 72,000,000 total,
 * Rp 7,200,000 paid, 25 % penalty capped at the money held... here Rp 2,500,000 kept, Rp 4,700,000 due
 * back; nothing left to pay.
 */
const canceledDeposit = (
  refund = aRefund({
    paid_total: 7_200_000_00,
    penalty: 2_500_000_00,
    amount: 4_700_000_00,
    status: "due",
    reference: null,
    paid_by: null,
    paid_at: null,
  }),
) =>
  aBooking({
    status: "canceled",
    payment_type: "deposit",
    total: 72_000_000_00,
    paid_total: 7_200_000_00,
    remaining: 0,
    next_payment: null,
    can_cancel: false,
    schedule: NOTHING_DUE,
    payments: [aPayment({ amount: 7_200_000_00, status: "confirmed" })],
    refunds: [refund],
    net_paid: 7_200_000_00,
    cancellation: { canceled_at: "2026-11-24T03:00:00.000Z", ...cancellationSettlement(7_200_000_00, [refund]) },
  });

describe("a cancelled booking's page (decision 056)", () => {
  it("the customer (Malay): cancelled on its date, penalty kept and refund due to them, no balance, nothing to pay", async () => {
    renderScreen(<BookingDetail booking={canceledDeposit()} />, { user: customer, locale: "my" });
    const banner = await screen.findByTestId("canceled-banner");
    expect(banner.textContent).toMatch(
      /Tempahan ini dibatalkan pada .*2026.*\. Tiada lagi bayaran yang perlu dibuat\./,
    );
    expect(within(banner).getByTestId("canceled-refund").textContent).toMatch(
      /menahan IDR\s?2,500,000 sebagai penalti dan memulangkan IDR\s?4,700,000 kepada anda/,
    );
    const card = screen.getByTestId("price-card");
    expect(within(card).getByTestId("price-penalty").textContent).toMatch(/Penalti pembatalan.*2,500,000/);
    expect(within(card).getByTestId("price-refund").textContent).toMatch(/Bayaran balik.*−IDR\s?4,700,000/);
    expect(within(card).getByTestId("price-net").textContent).toMatch(/2,500,000/);
    expect(within(card).getByTestId("price-remaining").textContent).toBe("Tiada: tempahan dibatalkan");
    // The unpaid rest of the package (Rp 64,800,000) is owed by no one, and nothing asks for it.
    expect(document.body.textContent).not.toMatch(/64,800,000/);
    expect(screen.queryByTestId("outstanding-banner")).toBeNull();
    expect(screen.queryByTestId("pay-open")).toBeNull();
    expect(screen.queryByTestId("booking-cancel")).toBeNull();
  });

  it("the admin (English) reads staff wording: the customer owes nothing; the refund to pay back", async () => {
    renderScreen(<BookingDetail booking={canceledDeposit()} />, { user: admin, locale: "en" });
    const banner = await screen.findByTestId("canceled-banner");
    expect(banner.textContent).toMatch(/^Cancelled on .*2026.*\. The customer owes nothing more\./);
    expect(banner.textContent).toMatch(/IDR\s?4,700,000 is to be paid back to the customer/);
    expect(banner.textContent).not.toMatch(/\byou\b|\byour\b/i);
    expect(within(screen.getByTestId("price-card")).getByTestId("price-remaining").textContent).toBe(
      "Nothing: booking cancelled",
    );
  });
});

describe("words for the reader's role, and how it was paid", () => {
  const open = aPayment({ status: "pending", unique_code: 123, transfer_amount: 10_000_000_00 + 123 });

  it("an open transfer: the customer is told to transfer, the admin what to look for (no 'your payment')", async () => {
    const first = renderScreen(<PaymentsSection booking={aBooking({ payments: [open] })} />, { user: customer });
    expect((await screen.findByTestId("transfer-why")).textContent).toMatch(/your payment/);
    first.unmount();
    renderScreen(<PaymentsSection booking={aBooking({ payments: [open] })} />, { user: admin });
    const box = await screen.findByTestId("transfer-amount");
    expect(box.textContent).toContain("Amount the customer transfers");
    expect(within(box).getByTestId("transfer-why").textContent).toBe(
      "The bank statement import matches this exact amount; the customer's proof of transfer is optional.",
    );
    expect(box.textContent).not.toMatch(/\byour\b|Transfer exactly/);
  });

  it("an open online checkout: 'continue paying' is the customer's; the admin sees until when it is open", async () => {
    const checkout = aPayment({
      method: "online",
      provider: "sandbox",
      status: "pending",
      checkout_url: "/payment/sandbox/abc",
      expires_at: "2026-11-22T04:00:00.000Z",
    });
    renderScreen(<PaymentsSection booking={aBooking({ payments: [checkout] })} />, { user: admin });
    const row = await screen.findByTestId("payment");
    expect(within(row).queryByTestId("online-continue")).toBeNull();
    expect(row.textContent).toContain("Open until");
  });

  it("the header says how the booking was paid: online, though a transfer was chosen at checkout", async () => {
    const paidOnline = aBooking({
      payment_method: "manual",
      status: "paid",
      paid_total: 30_000_000_00,
      remaining: 0,
      next_payment: null,
      payments: [aPayment({ method: "online", provider: "sandbox", status: "confirmed", amount: 30_000_000_00 })],
    });
    renderScreen(<BookingDetail booking={paidOnline} />, { user: customer, locale: "id" });
    expect((await screen.findByTestId("booking-paid-with")).textContent).toBe("Pembayaran online");
    expect(screen.getByTestId("booking-detail").textContent).not.toContain("Transfer bank manual");
  });
});
