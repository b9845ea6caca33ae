// @vitest-environment jsdom
import { waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { Locale } from "#app/shared/i18n/config";
import type { RootData } from "#app/modules/account/ui/root-data";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { aBooking, aPayment, BOOKING_ID } from "#app/modules/booking/ui/booking.fixture";
import { OnlinePaymentStatus } from "#app/modules/gateway/ui/online-payment";
import { BookingResult, slim } from "./payment-result";

const customer = { id: 3, name: "Siti Rahmawati", role: "customer" } as unknown as RootData["user"];
const TOTAL = 30_000_000_00;

/** The "what happens next" steps of the result page, as the customer reads them. */
async function nextSteps(booking: BookingDto, locale: Locale = "en", online = false) {
  renderScreen(<BookingResult booking={slim(booking)} online={online} />, { locale, user: customer });
  // The section labelled by its "what happens next" heading.
  const section = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('section[aria-labelledby="success-next"]');
    if (!found) throw new Error("no 'what happens next' section yet");
    return found;
  });
  return within(section)
    .getAllByRole("listitem")
    .map((li) => li.textContent ?? "");
}

/** Booked to be paid online in full; its checkout was declined: the whole price is still owed. */
const declinedOnline = (over: Partial<BookingDto> = {}) =>
  aBooking({
    payment_method: "online",
    payment_type: "full",
    payments: [aPayment({ method: "online", status: "failed", amount: TOTAL, provider: "sandbox" })],
    ...over,
  });

describe("payment result: what happens next follows the booking's method and what is left", () => {
  it.each([
    ["en", "Pay what is still owed online from the booking page", /transfer|card payment link|instalment/i],
    ["id", "Bayar sisa tagihan secara online dari halaman pemesanan", /transfer|link pembayaran kartu|cicil/i],
    ["my", "Bayar baki secara dalam talian dari halaman tempahan", /pindahan|pautan bayaran kad|ansuran/i],
  ] as const)(
    "online, paid in full at once, declined (%s): pay online again; no transfer, card or instalments",
    async (locale, online, wrong) => {
      const steps = await nextSteps(declinedOnline(), locale, true);
      for (const s of steps) expect(s).not.toMatch(wrong);
      expect(steps.some((s) => s.startsWith(online))).toBe(true);
    },
  );

  it.each([
    ["en", /online from the booking page.*or pay by bank transfer/],
    ["id", /online dari halaman pemesanan.*atau dengan transfer bank/],
    ["my", /dalam talian dari halaman tempahan.*atau melalui pindahan bank/],
  ] as const)(
    "booked for a transfer, an online payment declined (%s): pay online again, or by transfer",
    async (locale, both) => {
      const steps = await nextSteps(declinedOnline({ payment_method: "manual" }), locale, true);
      expect(steps.some((s) => both.test(s))).toBe(true);
    },
  );

  // Each booking's exact list of steps, read in its language: the cases differ only by these.
  const cases: { name: string; booking: BookingDto; locale?: Locale; online?: boolean; steps: string[] }[] = [
    {
      name: "online and nothing left to pay: says so, and offers no payment",
      booking: aBooking({
        payment_method: "online",
        payment_type: "full",
        status: "paid",
        paid_total: TOTAL,
        remaining: 0,
        next_payment: null,
        payments: [aPayment({ method: "online", status: "confirmed", amount: TOTAL, provider: "sandbox" })],
      }),
      locale: "id",
      online: true,
      steps: [
        "Tidak ada lagi yang perlu dibayar untuk pemesanan ini.",
        "Pemesanan, data jemaah, dan semua pembayaran ada di halaman pemesanan.",
      ],
    },
    {
      name: "online on a deposit, part paid: the rest online, in instalments if wished",
      booking: aBooking({
        payment_method: "online",
        payment_type: "deposit",
        status: "processing",
        paid_total: 5_000_000_00,
        remaining: 25_000_000_00,
        next_payment: { min: 1, max: 25_000_000_00, first: false },
      }),
      online: true,
      steps: [
        "Pay what is still owed online from the booking page (card, virtual account or e-wallet); it is confirmed automatically.",
        "You may pay in instalments until the booking is fully paid.",
        "Your booking, its guests and every payment are on the booking page.",
      ],
    },
    {
      name: "a transfer booking paid in full at once: by transfer, no instalments, no card link",
      booking: aBooking({ payment_method: "manual", payment_type: "full" }),
      steps: [
        "Pay what is still owed from the booking page by bank transfer; the admin confirms it once it is checked.",
        "Your booking, its guests and every payment are on the booking page.",
      ],
    },
    {
      name: "a transfer awaiting the admin on a deposit: the admin's check, then the rest by transfer in instalments",
      booking: aBooking({
        payment_type: "deposit",
        awaiting_confirmation: 1,
        next_payment: { min: 1, max: 20_000_000_00, first: false },
        payments: [aPayment({ status: "pending" })],
      }),
      steps: [
        "Our admin checks your payment and confirms it.",
        "You receive an email when it is confirmed, and the booking status changes.",
        "Pay what is still owed from the booking page by bank transfer; the admin confirms it once it is checked.",
        "You may pay in instalments until the booking is fully paid.",
        "Your booking, its guests and every payment are on the booking page.",
      ],
    },
    {
      name: "a card booking with nothing told yet: 'I have paid', not a transfer",
      booking: aBooking({ payment_method: "card_link", card_payment_link: "https://pay.example.com/umrah" }),
      steps: [
        "Press “I have paid” and enter the amount and date you paid; a receipt from the card page helps the admin.",
        "Your booking, its guests and every payment are on the booking page.",
      ],
    },
  ];
  for (const { name, booking, locale, online, steps } of cases)
    it(name, async () => {
      expect(await nextSteps(booking, locale, online)).toEqual(steps);
    });
});

describe("back from a checkout whose attempt was declined (decision 066)", () => {
  it("says so, offers to try again at the provider while open, and stops asking", async () => {
    const checkout = "https://app.sandbox.midtrans.com/snap/v4/redirection/tok";
    const { calls } = mockApi({
      "POST /payments/41/refresh": {
        data: aPayment({
          id: 41,
          method: "online",
          provider: "midtrans",
          status: "pending",
          checkout_url: checkout,
          expires_at: "2026-11-20T04:00:00.000Z",
        }),
        attempt_declined: true,
        booking: {
          id: BOOKING_ID,
          code: "ABC123",
          status: "pending",
          currency: "IDR",
          total: TOTAL,
          paid_total: 0,
          remaining: TOTAL,
        },
      },
    });
    renderScreen(<OnlinePaymentStatus paymentId={41} />, { user: customer });
    const box = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-testid="online-status"][data-state="declined"]');
      if (!found) throw new Error("not declined yet");
      return found;
    });
    expect(within(box).getByRole("heading").textContent).toBe("Payment attempt declined");
    expect(box.textContent).toContain("Nothing was charged.");
    expect(within(box).getByRole("link", { name: "Try again" }).getAttribute("href")).toBe(checkout);
    // Nothing to wait for: no second refresh after the polling interval.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(calls.filter((c) => c.path === "/payments/41/refresh")).toHaveLength(1);
  });
});
