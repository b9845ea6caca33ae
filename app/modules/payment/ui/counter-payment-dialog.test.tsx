// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { Locale } from "#app/shared/i18n/config";
import type { StaffRole } from "#app/shared/staff-access";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { aBank, aBooking, aPayment, BOOKING_ID } from "#app/modules/booking/ui/booking.fixture";
import { BookingDetail } from "./booking-detail";
import { PaymentsSection } from "./booking-sections";

/*
 * Counter payments on the staff booking page (decision 075, docs/product.md §Counter payments):
 * who may record one, what the dialog sends, and the maker-checker rule as the page shows it.
 */

const FILE_ID = "5e0c2a9b-1f3d-4c6e-8a7b-9d0e1f2a3b4c";
const RECORD = `POST /booking/${BOOKING_ID}/counter-payment`;
const cashier = (staff_role: StaffRole = "sales", id = 1) => signedIn({ id, name: "Dewi Kasir", staff_role });

function api(over: Record<string, unknown> = {}) {
  return mockApi({
    "GET /bank?limit=-1": { data: [aBank(), aBank({ id: 5, bank_name: "BCA", is_active: false })], meta: {} },
    "POST /upload?purpose=document": { message: "ok", data: { id: FILE_ID, name: "slip.jpg" } },
    [RECORD]: () => ({ status: 201, body: { message: "Payment recorded", data: aPayment({ method: "cash" }) } }),
    ...over,
  });
}

function renderPage(
  booking: BookingDto = aBooking(),
  user = cashier(),
  locale: Locale = "en",
): ReturnType<typeof renderScreen> {
  return renderScreen(<BookingDetail booking={booking} />, { user, locale });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId("counter-payment-open"));
  return screen.findByTestId("counter-payment-form");
}

/** The Idempotency-Key header of each counter payment request, in order. */
function recordKeys(fetchMock: ReturnType<typeof mockApi>["fetchMock"]): string[] {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith("/counter-payment") && init?.method === "POST")
    .map(([, init]) => ((init?.headers ?? {}) as Record<string, string>)["Idempotency-Key"]);
}

describe("recording a counter payment", () => {
  it("offers 'Record payment' to staff with payments_record only, while the booking owes money", async () => {
    api();
    const { unmount } = renderPage(aBooking(), cashier("operations"));
    expect(await screen.findByTestId("booking-detail")).toBeTruthy();
    expect(screen.queryByTestId("counter-payment-open")).toBeNull();
    expect(screen.queryByTestId("counter-payment-open-payments")).toBeNull();
    unmount();

    const sales = renderPage(aBooking(), cashier("sales"));
    expect(await screen.findByTestId("counter-payment-open")).toBeTruthy();
    expect(screen.getByTestId("counter-payment-open-payments").textContent).toContain("Record payment");
    sales.unmount();

    // Nothing left to take: a cancelled booking, a paid one.
    const canceled = renderPage(aBooking({ status: "canceled", remaining: 0, next_payment: null }), cashier("owner"));
    expect(await screen.findByTestId("booking-detail")).toBeTruthy();
    expect(screen.queryByTestId("counter-payment-open")).toBeNull();
    canceled.unmount();
    renderPage(aBooking({ status: "paid", paid_total: 30_000_000_00, remaining: 0, next_payment: null }), cashier());
    expect(await screen.findByTestId("booking-detail")).toBeTruthy();
    expect(screen.queryByTestId("counter-payment-open")).toBeNull();
  });

  it("a transfer seen at the counter: posts the contract's body with an Idempotency-Key, then closes", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(
      aBooking({ payment_type: "deposit", next_payment: { min: 5_000_000_00, max: 30_000_000_00, first: true } }),
    );
    const form = await openDialog(user);
    // A deposit's first payment starts at the deposit; the payer is the customer; cash first.
    expect((screen.getByTestId("counter-amount") as HTMLInputElement).value).toBe("5,000,000");
    expect((screen.getByTestId("counter-payer") as HTMLInputElement).value).toBe("Siti Rahmawati");
    expect((screen.getByTestId("counter-method-cash") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId("counter-banks")).toBeNull();

    await user.click(screen.getByTestId("counter-method-counter_transfer"));
    const banks = await screen.findByTestId("counter-banks");
    // Only the active account is offered, as a labelled radio.
    expect(within(banks).getAllByRole("radio")).toHaveLength(1);
    await user.click(within(banks).getByRole("radio", { name: /Bank Mandiri/ }));
    await user.clear(screen.getByTestId("counter-amount"));
    await user.type(screen.getByTestId("counter-amount"), "10000000");
    await user.clear(screen.getByTestId("counter-date"));
    await user.type(screen.getByTestId("counter-date"), "2026-01-15");
    await user.type(within(form).getByLabelText(/Reference/), "TRX-889900");
    await user.upload(screen.getByTestId("counter-proof"), new File(["jpg"], "slip.jpg", { type: "image/jpeg" }));
    await screen.findByTestId("counter-proof-done");
    await user.click(screen.getByTestId("counter-submit"));

    await waitFor(() => expect(screen.queryByTestId("counter-payment-form")).toBeNull());
    const posts = calls.calls.filter((c) => `${c.method} ${c.path}` === RECORD);
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      method: "counter_transfer",
      amount: 10_000_000_00,
      payment_date: "2026-01-15",
      payer_name: "Siti Rahmawati",
      reference: "TRX-889900",
      bank_account_id: 4,
      proof_file_id: FILE_ID,
    });
    const [key] = recordKeys(calls.fetchMock);
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  });

  it("a retry in the same opening sends the same Idempotency-Key; a new opening a new one", async () => {
    let answers = 0;
    const calls = api({
      [RECORD]: () =>
        ++answers === 1
          ? { status: 503, body: { message: "Unavailable" } }
          : { status: 201, body: { message: "Payment recorded", data: aPayment({ method: "cash" }) } },
    });
    const user = userEvent.setup();
    renderPage();
    await openDialog(user);
    await user.click(screen.getByTestId("counter-submit"));
    await waitFor(() => expect(recordKeys(calls.fetchMock)).toHaveLength(1));
    // The first answer was lost: the dialog stays open and the same tap records once.
    expect(screen.getByTestId("counter-payment-form")).toBeTruthy();
    await user.click(screen.getByTestId("counter-submit"));
    await waitFor(() => expect(screen.queryByTestId("counter-payment-form")).toBeNull());

    await openDialog(user);
    await user.click(screen.getByTestId("counter-submit"));
    await waitFor(() => expect(recordKeys(calls.fetchMock)).toHaveLength(3));
    const [first, retry, next] = recordKeys(calls.fetchMock);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
    const body = calls.calls.find((c) => `${c.method} ${c.path}` === RECORD)?.body;
    // Cash, the whole rest, no reference, no account, no scan.
    expect(body).toMatchObject({
      method: "cash",
      amount: 30_000_000_00,
      reference: null,
      bank_account_id: null,
      proof_file_id: null,
    });
  });

  it("a cheque without its number: the reference is marked required and its translated error shows, nothing is sent", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderPage(aBooking(), cashier(), "id");
    const form = await openDialog(user);
    // Cash: the reference is optional.
    expect(screen.getByTestId("counter-reference").getAttribute("aria-required")).toBeNull();
    await user.click(screen.getByTestId("counter-method-cheque"));
    expect(screen.getByTestId("counter-reference").getAttribute("aria-required")).toBe("true");
    expect(within(form).getByText("Nomor cek atau bilyet giro.")).toBeTruthy();
    await user.click(screen.getByTestId("counter-submit"));

    expect(await within(form).findByText("Isi nomor referensi.")).toBeTruthy();
    expect(screen.getByTestId("counter-reference").getAttribute("aria-invalid")).toBe("true");
    expect(calls.calls.some((c) => `${c.method} ${c.path}` === RECORD)).toBe(false);
  });

  it("puts the server's 422 field messages under their fields", async () => {
    api({
      [RECORD]: () => ({
        status: 422,
        body: { message: "Check the form", errors: { amount: ["The payment can be at most Rp 1."] } },
      }),
    });
    const user = userEvent.setup();
    renderPage();
    const form = await openDialog(user);
    await user.click(screen.getByTestId("counter-submit"));
    expect(await within(form).findByText("The payment can be at most Rp 1.")).toBeTruthy();
    expect(screen.getByTestId("counter-amount").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("counter payments in the booking's payments", () => {
  const counterPayment = aPayment({
    method: "cheque",
    bank_account_id: null,
    bank_label: null,
    reference: "CQ-004512",
    recorded_by: { id: 1, name: "Dewi Kasir" },
  });

  it("name the cashier who recorded them and show their reference", async () => {
    renderScreen(<PaymentsSection booking={aBooking({ payments: [counterPayment] })} />, { user: cashier() });
    expect((await screen.findByTestId("payment-recorded-by")).textContent).toContain("Recorded by Dewi Kasir");
    expect(screen.getByTestId("payment-reference").textContent).toBe("CQ-004512");
    expect(screen.getByText("Cheque")).toBeTruthy();
  });

  it("the recorder gets a note instead of Confirm (and may still reject); someone else may confirm", async () => {
    const booking = aBooking({ payments: [counterPayment] });
    const own = renderPage(booking, cashier("owner", 1));
    const note = await screen.findByTestId("payment-other-confirms");
    expect(note.textContent).toBe("You recorded this payment: another member of staff confirms it.");
    expect(screen.queryByTestId("payment-confirm")).toBeNull();
    expect(screen.getByTestId("payment-reject")).toBeTruthy();
    own.unmount();

    // A cashier who may not confirm at all is told who does.
    const sales = renderPage(booking, cashier("sales", 1));
    expect(await screen.findByTestId("payment-other-confirms")).toBeTruthy();
    sales.unmount();

    renderPage(booking, cashier("finance", 2));
    expect(await screen.findByTestId("payment-confirm")).toBeTruthy();
    expect(screen.queryByTestId("payment-other-confirms")).toBeNull();
  });
});
