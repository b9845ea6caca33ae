// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RefundDto } from "#app/modules/booking/refund.contract";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import { renderScreen } from "#test/ui/render-screen";
import { aBooking, aPayment, BOOKING_ID } from "./booking.fixture";
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
  about: "",
};

const aRefund = (over: Partial<RefundDto> = {}): RefundDto => ({
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
  paid_by: { id: 1, name: "Admin" },
  paid_at: "2026-11-25T03:00:00.000Z",
  created_at: "2026-11-24T03:00:00.000Z",
  ...over,
});

// A canceled booking: Rp 10.000.000 confirmed, Rp 7.500.000 owed back, Rp 2.500.000 kept.
const canceled = (refund: RefundDto) =>
  aBooking({
    status: "canceled",
    paid_total: 10_000_000_00,
    remaining: 0,
    payments: [aPayment({ status: "confirmed" })],
    refunds: [refund],
    refunded_total: refund.status === "paid" ? refund.amount : 0,
    net_paid: refund.status === "paid" ? 2_500_000_00 : 10_000_000_00,
  });

// Intl puts a no-break space between the currency and the figure.
const text = (el: HTMLElement) => (el.textContent ?? "").replace(/\s/g, " ");

function renderInvoice(booking: ReturnType<typeof aBooking>, locale: "en" | "id") {
  return renderScreen(
    <InvoiceSheet booking={booking} setting={setting} banks={[]} printedAt="2026-11-26T03:00:00.000Z" />,
    { locale },
  );
}

describe("refunds on the invoice", () => {
  it("in English: the paid refund with its reference, then the net paid, amounts as English writes them", async () => {
    renderInvoice(canceled(aRefund()), "en");
    const payments = await screen.findByTestId("invoice-payments");
    expect(text(within(payments).getByTestId("invoice-paid"))).toBe("IDR 10,000,000");
    const refunds = within(payments).getAllByTestId("invoice-refund");
    expect(refunds).toHaveLength(1);
    expect(text(refunds[0])).toBe("− IDR 7,500,000");
    const row = refunds[0].closest("tr") as HTMLElement;
    expect(within(row).getByRole("rowheader").textContent).toBe("Refund paid (reference TRF-778899)");
    expect(text(within(payments).getByTestId("invoice-net-paid"))).toBe("IDR 2,500,000");
    const netRow = within(payments).getByTestId("invoice-net-paid").closest("tr") as HTMLElement;
    expect(within(netRow).getByRole("rowheader").textContent).toBe("Net paid (paid minus refunded)");
  });

  it("in Indonesian: a refund still due says so, amounts as Indonesian writes them", async () => {
    renderInvoice(canceled(aRefund({ status: "due", reference: null, paid_by: null, paid_at: null })), "id");
    const payments = await screen.findByTestId("invoice-payments");
    expect(text(within(payments).getByTestId("invoice-paid"))).toBe("Rp 10.000.000");
    const refund = within(payments).getByTestId("invoice-refund");
    expect(text(refund)).toBe("− Rp 7.500.000");
    const row = refund.closest("tr") as HTMLElement;
    expect(within(row).getByRole("rowheader").textContent).toBe("Pengembalian dana terutang");
    // Nothing paid back yet: the net paid is still all that was paid.
    const net = within(payments).getByTestId("invoice-net-paid");
    expect(text(net)).toBe("Rp 10.000.000");
    expect(within(net.closest("tr") as HTMLElement).getByRole("rowheader").textContent).toBe(
      "Pembayaran bersih (dibayar dikurangi dikembalikan)",
    );
  });

  it("a booking without refunds has no refund or net paid lines", async () => {
    renderInvoice(aBooking({ paid_total: 10_000_000_00, remaining: 20_000_000_00 }), "en");
    const payments = await screen.findByTestId("invoice-payments");
    expect(within(payments).queryByTestId("invoice-refund")).toBeNull();
    expect(within(payments).queryByTestId("invoice-net-paid")).toBeNull();
  });
});
