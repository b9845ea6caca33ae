// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BookingDto, ChargeDto } from "#app/modules/booking/booking.contract";
import type { RootData } from "#app/modules/account/ui/root-data";
import type { Locale } from "#app/shared/i18n/config";
import type { StaffRole } from "#app/shared/staff-access";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { aBooking, BOOKING_ID } from "#app/modules/booking/ui/booking.fixture";
import { BookingDetail } from "./booking-detail";
import { PriceCard } from "./booking-sections";

/*
 * Charge lines beyond the package on the booking page (docs/product.md §Charges): every line for
 * the customer and staff alike, "add" and "reverse" only for staff who manage bookings or confirm
 * payments on an open booking, and the contract's rules checked before anything is sent.
 */

const ADD = `POST /booking/${BOOKING_ID}/charge`;
const reverseOf = (id: number) => `POST /booking/${BOOKING_ID}/charge/${id}/reverse`;

function aCharge(over: Partial<ChargeDto> = {}): ChargeDto {
  return {
    id: 11,
    kind: "visa_fee",
    amount: 1_500_000_00,
    note: null,
    reverses: null,
    reversed: false,
    created_by: { id: 1, name: "Staff" },
    created_at: "2026-11-21T03:00:00.000Z",
    ...over,
  };
}

// A paid booking with a visa fee (open), a passport service reversed, its reversal, and a discount.
const lines = [
  aCharge({ id: 11, kind: "visa_fee", amount: 1_500_000_00, note: "Visa umrah 2027" }),
  aCharge({ id: 12, kind: "passport_service", amount: 750_000_00, reversed: true }),
  aCharge({ id: 13, kind: "passport_service", amount: -750_000_00, note: "Customer brought their own", reverses: 12 }),
  aCharge({ id: 14, kind: "discount", amount: -500_000_00, note: "Loyal customer" }),
];
const charged = (over: Partial<BookingDto> = {}) =>
  aBooking({
    status: "processing",
    total: 31_000_000_00,
    paid_total: 30_000_000_00,
    remaining: 1_000_000_00,
    charges_total: 1_000_000_00,
    charges: lines,
    next_payment: { min: 1_000_000_00, max: 1_000_000_00, first: false },
    ...over,
  });

const staff = (staff_role: StaffRole) => signedIn({ staff_role });
const customer = { id: 3, name: "Siti Rahmawati", role: "customer" } as unknown as RootData["user"];
// Intl puts a no-break space between the currency and the figure.
const text = (el: HTMLElement) => (el.textContent ?? "").replace(/\s/g, " ");

function renderPage(booking: BookingDto, user: RootData["user"], locale: Locale = "en") {
  mockApi({ "GET /bank?limit=-1": { data: [], meta: {} } });
  return renderScreen(<BookingDetail booking={booking} />, { user, locale });
}

describe("the charge lines of the price card", () => {
  it("shows every line between the extras and the total: kind, note, signed amount, a reversal beside its line", async () => {
    renderScreen(<PriceCard booking={charged()} />, { user: customer });
    const card = await screen.findByTestId("price-card");
    const rows = within(card).getAllByTestId("charge-line");
    expect(rows.map((r) => r.dataset.chargeId)).toEqual(["11", "12", "13", "14"]);
    expect(rows.map((r) => text(within(r).getByTestId("charge-label")))).toEqual([
      "Visa fee",
      "Passport service",
      "Reversal: Passport service",
      "Discount",
    ]);
    expect(text(within(rows[0]).getByTestId("charge-note"))).toBe("Visa umrah 2027");
    expect(text(within(rows[0]).getByTestId("charge-amount"))).toBe("IDR 1,500,000");
    // The reversed line stays and says so; its reversal carries the reason and the minus.
    expect(within(rows[1]).getByTestId("charge-reversed").textContent).toBe("Reversed");
    expect(text(within(rows[2]).getByTestId("charge-amount"))).toBe("−IDR 750,000");
    expect(text(within(rows[2]).getByTestId("charge-note"))).toBe("Customer brought their own");
    expect(text(within(rows[3]).getByTestId("charge-amount"))).toBe("−IDR 500,000");
    // Between the package's lines and the total, and nothing to press for a customer.
    const order = [...card.querySelectorAll("[data-testid]")].map((e) => e.getAttribute("data-testid"));
    expect(order.indexOf("charge-line")).toBeLessThan(order.indexOf("price-total"));
    expect(within(card).queryByTestId("charge-add")).toBeNull();
    expect(within(card).queryByTestId("charge-reverse")).toBeNull();
  });

  it("names the kinds in Indonesian and Malay", async () => {
    const one = renderScreen(<PriceCard booking={charged()} />, { locale: "id" });
    let rows = await screen.findAllByTestId("charge-label");
    expect(rows.map(text)).toEqual(["Biaya visa", "Pengurusan paspor", "Pembatalan: Pengurusan paspor", "Diskon"]);
    one.unmount();
    renderScreen(<PriceCard booking={charged()} />, { locale: "my" });
    rows = await screen.findAllByTestId("charge-label");
    expect(rows.map(text)).toEqual(["Yuran visa", "Urusan pasport", "Pembatalan: Urusan pasport", "Diskaun"]);
  });
});

describe("who may add and reverse a line", () => {
  it("staff with bookings_manage (sales) or payments_confirm (finance), on an open booking; each open line has 'Reverse'", async () => {
    for (const role of ["sales", "finance", "owner"] as const) {
      const page = renderPage(charged(), staff(role));
      expect(await screen.findByTestId("charge-add")).toBeTruthy();
      // Only the open visa fee and the discount: a reversed line and a reversal are not reversed again.
      const reverse = screen.getAllByTestId("charge-reverse");
      expect(reverse.map((b) => b.closest<HTMLElement>("[data-testid=charge-line]")?.dataset.chargeId)).toEqual([
        "11",
        "14",
      ]);
      expect(text(reverse[0])).toBe("Reverse Visa fee, IDR 1,500,000");
      page.unmount();
    }
  });

  it("neither operations staff nor the customer, nor anyone on a cancelled or processed booking", async () => {
    for (const [booking, user] of [
      [charged(), staff("operations")],
      [charged(), customer],
      [charged({ status: "canceled", remaining: 0, next_payment: null }), staff("owner")],
      [charged({ status: "processed", remaining: 0, next_payment: null }), staff("owner")],
    ] as const) {
      const page = renderPage(booking, user);
      expect(await screen.findAllByTestId("charge-line")).toHaveLength(4);
      expect(screen.queryByTestId("charge-add")).toBeNull();
      expect(screen.queryByTestId("charge-reverse")).toBeNull();
      page.unmount();
    }
  });
});

describe("adding a line", () => {
  it("a discount without its reason is refused before anything is sent, in the reader's language", async () => {
    const calls = mockApi({ "GET /bank?limit=-1": { data: [], meta: {} } }).calls;
    const user = userEvent.setup();
    renderScreen(<BookingDetail booking={charged()} />, { user: staff("finance"), locale: "id" });
    await user.click(await screen.findByTestId("charge-add"));
    const form = await screen.findByTestId("charge-form");
    await user.selectOptions(screen.getByTestId("charge-kind"), "discount");
    // A discount's note is its reason, and required.
    expect(within(form).getByText("Alasan diskon")).toBeTruthy();
    expect(screen.getByTestId("charge-note-input").getAttribute("aria-required")).toBe("true");
    await user.type(screen.getByTestId("charge-amount-input"), "250000");
    await user.click(screen.getByTestId("charge-submit"));
    expect(await within(form).findByText("Tulis keterangannya.")).toBeTruthy();
    expect(screen.getByTestId("charge-note-input").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => `${c.method} ${c.path}` === ADD)).toBe(false);
  });

  it("'other' needs its note too; a visa fee does not: posts the contract's body in minor units, then closes", async () => {
    const { calls } = mockApi({
      "GET /bank?limit=-1": { data: [], meta: {} },
      [ADD]: () => ({ status: 201, body: { message: "Charge added.", data: charged() } }),
    });
    const user = userEvent.setup();
    renderScreen(<BookingDetail booking={charged()} />, { user: staff("sales") });
    await user.click(await screen.findByTestId("charge-add"));
    const form = await screen.findByTestId("charge-form");
    // Nothing chosen: the kind is asked for.
    await user.type(screen.getByTestId("charge-amount-input"), "1,500,000");
    await user.click(screen.getByTestId("charge-submit"));
    expect(await within(form).findByText("Choose one of the offered options.")).toBeTruthy();

    await user.selectOptions(screen.getByTestId("charge-kind"), "other");
    expect(within(form).getByText("Note")).toBeTruthy();
    await user.click(screen.getByTestId("charge-submit"));
    expect(await within(form).findByText("Say what it is for.")).toBeTruthy();

    await user.selectOptions(screen.getByTestId("charge-kind"), "visa_fee");
    expect(screen.getByTestId("charge-note-input").getAttribute("aria-required")).toBeNull();
    await user.click(screen.getByTestId("charge-submit"));
    await waitFor(() => expect(screen.queryByTestId("charge-form")).toBeNull());
    const posts = calls.filter((c) => `${c.method} ${c.path}` === ADD);
    expect(posts.map((c) => c.body)).toEqual([{ kind: "visa_fee", amount: 1_500_000_00, note: null }]);
  });
});

describe("reversing a line", () => {
  it("asks the reason (required), then posts the reversal of that line", async () => {
    const { calls } = mockApi({
      "GET /bank?limit=-1": { data: [], meta: {} },
      [reverseOf(11)]: () => ({ status: 201, body: { message: "Charge reversed.", data: charged() } }),
    });
    const user = userEvent.setup();
    renderScreen(<BookingDetail booking={charged()} />, { user: staff("finance") });
    const [visa] = await screen.findAllByTestId("charge-reverse");
    await user.click(visa);
    const dialog = await screen.findByTestId("charge-reverse-dialog");
    expect(text(dialog)).toContain("Visa fee, IDR 1,500,000");
    await user.click(within(dialog).getByTestId("charge-reverse-submit"));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/reverse"))).toBe(false);

    await user.type(within(dialog).getByTestId("charge-reverse-reason"), "Visa included in the package");
    await user.click(within(dialog).getByTestId("charge-reverse-submit"));
    await waitFor(() => expect(screen.queryByTestId("charge-reverse-dialog")).toBeNull());
    expect(calls.filter((c) => `${c.method} ${c.path}` === reverseOf(11)).map((c) => c.body)).toEqual([
      { reason: "Visa included in the package" },
    ]);
  });
});
