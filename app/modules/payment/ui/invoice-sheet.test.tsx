// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { RefundDto } from "#app/modules/booking/refund.contract";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";
import { localeTag } from "#app/shared/i18n/config";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import { renderScreen } from "#test/ui/render-screen";
import { cancellationSettlement } from "#app/modules/booking/refund.rules";
import { aBooking, aPayment, aRefund } from "#app/modules/booking/ui/booking.fixture";
import { InvoiceSheet } from "./invoice-sheet";

const setting: SettingDto = {
  name: "Amanah Tour & Travel",
  logo_url: null,
  description: "",
  phone: null,
  email_url: null,
  address: "Jl. Merdeka 1, Bandung",
  facebook_url: null,
  instagram_url: null,
  tiktok_url: null,
  youtube_url: null,
  whatsapp: null,
  embed_map: null,
  currency: "IDR",
  terms_page_id: null,
  umrah_reference_price: 2_300_000_000,
  about: "",
  licence_lines: [],
  ppiu_licence: null,
  ppiu_licence_date: null,
  business_number: null,
  kpk_licence: null,
};

// A canceled booking: Rp 10.000.000 confirmed, Rp 7.500.000 owed back, Rp 2.500.000 kept; its
// cancellation figures as the API answers them (refund.rules cancellationSettlement).
const canceled = (refund: RefundDto) =>
  aBooking({
    status: "canceled",
    total: 72_000_000_00,
    paid_total: 10_000_000_00,
    remaining: 0,
    next_payment: null,
    payments: [aPayment({ status: "confirmed" })],
    refunds: [refund],
    refunded_total: refund.status === "paid" ? refund.amount : 0,
    net_paid: refund.status === "paid" ? 2_500_000_00 : 10_000_000_00,
    cancellation: { canceled_at: "2026-11-24T03:00:00.000Z", ...cancellationSettlement(10_000_000_00, [refund]) },
  });

// Intl puts a no-break space between the currency and the figure.
const text = (el: HTMLElement) => (el.textContent ?? "").replace(/\s/g, " ");

function renderInvoice(booking: ReturnType<typeof aBooking>, locale: "en" | "id" | "my", agency = setting) {
  return renderScreen(
    <InvoiceSheet booking={booking} setting={agency} banks={[]} printedAt="2026-11-26T03:00:00.000Z" />,
    { locale },
  );
}

describe("a cancelled booking's invoice (decision 056)", () => {
  it("in English: says cancelled, the penalty, the paid refund with its reference, the net, and no balance due", async () => {
    renderInvoice(canceled(aRefund()), "en");
    expect(text(await screen.findByTestId("invoice-canceled"))).toMatch(
      /^CANCELLED on November 24, 2026: nothing more is to be paid\.$/,
    );
    const payments = screen.getByTestId("invoice-payments");
    expect(text(within(payments).getByTestId("invoice-paid"))).toBe("IDR 10,000,000");
    expect(text(within(payments).getByTestId("invoice-penalty"))).toBe("IDR 2,500,000");
    const refunds = within(payments).getAllByTestId("invoice-refund");
    expect(refunds).toHaveLength(1);
    expect(text(refunds[0])).toBe("− IDR 7,500,000");
    const row = refunds[0].closest("tr") as HTMLElement;
    expect(within(row).getByRole("rowheader").textContent).toBe("Refund paid (reference TRF-778899)");
    expect(text(within(payments).getByTestId("invoice-net-paid"))).toBe("IDR 2,500,000");
    const netRow = within(payments).getByTestId("invoice-net-paid").closest("tr") as HTMLElement;
    expect(within(netRow).getByRole("rowheader").textContent).toBe("Net after the refund");
    // The unpaid rest of the package (Rp 62,000,000) is owed by no one.
    const due = within(payments).getByTestId("invoice-remaining");
    expect(text(due)).toBe("IDR 0");
    expect(within(due.closest("tr") as HTMLElement).getByRole("rowheader").textContent).toBe("Balance due (cancelled)");
    expect(screen.getByTestId("invoice").textContent).not.toMatch(/62,000,000/);
    expect(screen.getByTestId("invoice-thanks").textContent).not.toMatch(/travelling/);
    expect(screen.getByTestId("invoice-thanks").textContent).toContain("This booking was cancelled.");
  });

  it("in Indonesian: a refund still due says so; the net is what the cancellation keeps", async () => {
    renderInvoice(canceled(aRefund({ status: "due", reference: null, paid_by: null, paid_at: null })), "id");
    expect(text(await screen.findByTestId("invoice-canceled"))).toContain("DIBATALKAN pada 24 November 2026");
    const payments = screen.getByTestId("invoice-payments");
    expect(text(within(payments).getByTestId("invoice-paid"))).toBe("Rp 10.000.000");
    expect(text(within(payments).getByTestId("invoice-penalty"))).toBe("Rp 2.500.000");
    const refund = within(payments).getByTestId("invoice-refund");
    expect(text(refund)).toBe("− Rp 7.500.000");
    const row = refund.closest("tr") as HTMLElement;
    expect(within(row).getByRole("rowheader").textContent).toBe("Pengembalian dana terutang");
    const net = within(payments).getByTestId("invoice-net-paid");
    expect(text(net)).toBe("Rp 2.500.000");
    expect(within(net.closest("tr") as HTMLElement).getByRole("rowheader").textContent).toBe(
      "Bersih setelah pengembalian",
    );
    expect(text(within(payments).getByTestId("invoice-remaining"))).toBe("Rp 0");
    expect(screen.getByTestId("invoice-thanks").textContent).toMatch(/^Pemesanan ini dibatalkan\./);
  });

  it("in Malay: cancelled without money paid: nothing kept, nothing due", async () => {
    renderInvoice(
      aBooking({
        status: "canceled",
        total: 72_000_000_00,
        remaining: 0,
        next_payment: null,
        cancellation: { canceled_at: "2026-11-24T03:00:00.000Z", ...cancellationSettlement(0, []) },
      }),
      "my",
    );
    expect(text(await screen.findByTestId("invoice-canceled"))).toContain("DIBATALKAN pada 24 November 2026");
    expect(text(screen.getByTestId("invoice-penalty"))).toMatch(/ 0$/);
    expect(text(screen.getByTestId("invoice-remaining"))).toMatch(/ 0$/);
    expect(screen.queryByTestId("invoice-refund")).toBeNull();
    expect(screen.getByTestId("invoice-thanks").textContent).toMatch(/^Tempahan ini dibatalkan\./);
  });

  it("a booking without refunds has no refund or net paid lines", async () => {
    renderInvoice(aBooking({ paid_total: 10_000_000_00, remaining: 20_000_000_00 }), "en");
    const payments = await screen.findByTestId("invoice-payments");
    expect(within(payments).queryByTestId("invoice-refund")).toBeNull();
    expect(within(payments).queryByTestId("invoice-net-paid")).toBeNull();
  });
});

describe("online payments on the invoice", () => {
  const online = (id: number, over: Parameters<typeof aPayment>[0]) =>
    aPayment({
      id,
      amount: 3_000_000_00,
      method: "online",
      bank_account_id: null,
      bank_label: null,
      proof_file_id: null,
      proof_url: null,
      provider: "midtrans",
      // The day the checkout started: never the date the invoice shows for it.
      payment_date: "2026-11-21",
      created_at: "2026-11-21T03:00:00.000Z",
      expires_at: "2026-11-21T04:00:00.000Z",
      ...over,
    });
  const lateEvent: BookingDto["history"][number] = {
    id: 9,
    kind: "payment_late",
    actor: null,
    provider: "sandbox",
    from_status: null,
    to_status: null,
    payment_id: 46,
    amount: 3_000_000_00,
    reason: "more_than_owed",
    changes: null,
    created_at: "2026-11-25T02:00:00.000Z",
  };
  const booking = aBooking({
    paid_total: 13_000_000_00,
    payments: [
      aPayment({ status: "confirmed", reviewed_at: "2026-11-20T05:00:00.000Z" }),
      // Confirmed by the provider late in the evening UTC: the agency's next day (Asia/Jakarta).
      online(42, { status: "confirmed", reviewed_at: "2026-11-23T20:30:00.000Z" }),
      online(43, { status: "pending", checkout_url: "/payment/midtrans/x" }),
      online(44, { status: "failed" }),
      online(45, { status: "expired" }),
      online(46, { status: "confirmed", provider: "sandbox", reviewed_at: "2026-11-25T02:00:00.000Z" }),
    ],
    history: [lateEvent],
  });
  const day = (iso: string, locale: "en" | "id" | "my") =>
    dateTimeFormat(localeTag[locale], { dateStyle: "long", timeZone: AGENCY_TIME_ZONE }).format(new Date(iso));
  const cells = (row: HTMLElement) =>
    within(row)
      .getAllByRole("cell")
      .map((c) => text(c));

  it.each([
    [
      "en",
      "Online payment",
      "Test payment (sandbox)",
      "Confirmed",
      "Received, not counted: to be refunded",
      "Manual bank transfer",
    ],
    [
      "id",
      "Pembayaran online",
      "Pembayaran uji (sandbox)",
      "Dikonfirmasi",
      "Diterima, tidak dihitung: akan dikembalikan",
      "Transfer bank manual",
    ],
    [
      "my",
      "Bayaran dalam talian",
      "Bayaran ujian (sandbox)",
      "Disahkan",
      "Diterima, tidak dikira: akan dipulangkan",
      "Pindahan bank manual",
    ],
  ] as const)(
    "lists money received (%s): a confirmed online payment on the day it was confirmed, with its provider; no open or failed checkout",
    async (locale, method, sandbox, confirmed, notCounted, transfer) => {
      renderInvoice(booking, locale);
      const rows = await screen.findAllByTestId("invoice-payment");
      expect(rows).toHaveLength(3);
      const [manual, paid, late] = rows.map(cells);
      expect(manual[1]).toContain(transfer);
      expect(paid[0]).toBe(day("2026-11-23T20:30:00.000Z", locale));
      expect(paid[1]).toBe(`${method}Midtrans`);
      expect(paid[3]).toBe(confirmed);
      // Money that came when it could not count: received, owed back (its refund is below).
      expect(late[0]).toBe(day("2026-11-25T02:00:00.000Z", locale));
      expect(late[1]).toBe(`${method}${sandbox}`);
      expect(late[3]).toBe(notCounted);
    },
  );

  it("a booking whose only online payments are open or failed checkouts has no payments yet", async () => {
    renderInvoice(aBooking({ payments: [online(43, { status: "pending" }), online(44, { status: "failed" })] }), "en");
    const payments = await screen.findByTestId("invoice-payments");
    expect(within(payments).queryAllByTestId("invoice-payment")).toHaveLength(0);
    expect(payments.textContent).toContain("No payments yet.");
  });
});

describe("charge lines on the invoice (docs/product.md §Charges)", () => {
  // The package Rp 30.000.000, a visa fee Rp 1.500.000 reversed, a room upgrade Rp 2.000.000, a
  // discount Rp 500.000: the lines add up to the subtotal, the total is the booking's.
  const charges = [
    { id: 1, kind: "visa_fee", amount: 1_500_000_00, note: null, reverses: null, reversed: true },
    { id: 2, kind: "visa_fee", amount: -1_500_000_00, note: "Own visa", reverses: 1, reversed: false },
    { id: 3, kind: "room_upgrade", amount: 2_000_000_00, note: "Quad to double", reverses: null, reversed: false },
    { id: 4, kind: "discount", amount: -500_000_00, note: "Loyal customer", reverses: null, reversed: false },
  ].map((c) => ({ ...c, created_by: null, created_at: "2026-11-21T03:00:00.000Z" })) as BookingDto["charges"];
  const cells = (row: HTMLElement) => [...(row as HTMLTableRowElement).cells].map(text).join(" | ");
  const booking = aBooking({ charges, charges_total: 1_500_000_00, total: 31_500_000_00, remaining: 31_500_000_00 });

  it("lists every line with its note and signed amount, reversals too; subtotal and total add up", async () => {
    renderInvoice(booking, "en");
    const price = await screen.findByTestId("invoice-price");
    const rows = within(price).getAllByTestId("invoice-charge");
    expect(rows.map(cells)).toEqual([
      "Visa fee | 1 | IDR 1,500,000 | IDR 1,500,000",
      "Reversal: Visa feeOwn visa | 1 | −IDR 1,500,000 | −IDR 1,500,000",
      "Room upgradeQuad to double | 1 | IDR 2,000,000 | IDR 2,000,000",
      "DiscountLoyal customer | 1 | −IDR 500,000 | −IDR 500,000",
    ]);
    expect(text(within(price).getByTestId("invoice-subtotal"))).toBe("IDR 31,500,000");
    expect(text(within(price).getByTestId("invoice-total"))).toBe("IDR 31,500,000");
  });

  it("in Indonesian", async () => {
    renderInvoice(booking, "id");
    const rows = await screen.findAllByTestId("invoice-charge");
    expect(cells(rows[1])).toBe("Pembatalan: Biaya visaOwn visa | 1 | −Rp 1.500.000 | −Rp 1.500.000");
    expect(text(rows[2])).toMatch(/^Upgrade kamar/);
  });
});

describe("the agency's licences on the invoice (docs/product.md §Receipts)", () => {
  const licensed: SettingDto = {
    ...setting,
    ppiu_licence: "U.123 Tahun 2020",
    ppiu_licence_date: "2020-03-12",
    business_number: "9120001234567",
    kpk_licence: "KPK/LN-1234",
  };

  it("prints those set under the agency's name, the date in the reader's language", async () => {
    renderInvoice(aBooking(), "en", licensed);
    expect(text(await screen.findByTestId("invoice-licences"))).toBe(
      "PPIU licence No. U.123 Tahun 2020 (March 12, 2020) · NIB 9120001234567 · Licence KPK/LN-1234",
    );
  });

  it("in Indonesian, only the NIB when only it is set", async () => {
    renderInvoice(aBooking(), "id", { ...setting, business_number: "9120001234567" });
    expect(text(await screen.findByTestId("invoice-licences"))).toBe("NIB 9120001234567");
  });

  it("has no licence line when none is set", async () => {
    renderInvoice(aBooking(), "my");
    await screen.findByTestId("invoice-agency");
    expect(screen.queryByTestId("invoice-licences")).toBeNull();
  });
});
