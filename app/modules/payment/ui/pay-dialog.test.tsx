// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BookingDto } from "#app/modules/booking/booking.contract";
import type { RootData } from "#app/modules/account/ui/root-data";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { aBank, aBooking, BOOKING_ID } from "#app/modules/booking/ui/booking.fixture";
import { PayDialog } from "./pay-dialog";

function PaymentResultPage() {
  return <h1>Payment result page</h1>;
}

const customer = { id: 3, name: "Siti Rahmawati", role: "customer" } as unknown as RootData["user"];
const FILE_ID = "5e0c2a9b-1f3d-4c6e-8a7b-9d0e1f2a3b4c";
const PAY = `POST /booking/${BOOKING_ID}/payment`;

function api(over: Record<string, unknown> = {}) {
  return mockApi({
    "GET /bank?limit=-1": { data: [aBank(), aBank({ id: 5, bank_name: "BCA", is_active: false })], meta: {} },
    "POST /upload?purpose=document": { message: "ok", data: { id: FILE_ID, name: "proof.png" } },
    [PAY]: () => ({
      status: 201,
      body: { message: "Sent", data: {}, redirect_url: `/payment/success?booking=${BOOKING_ID}` },
    }),
    ...over,
  });
}

function renderDialog(booking: BookingDto) {
  return renderScreen(<PayDialog booking={booking} open onOpenChange={() => {}} />, {
    user: customer,
    routes: [{ path: "/payment/success", Component: PaymentResultPage }],
  });
}

async function uploadProof(user: ReturnType<typeof userEvent.setup>) {
  const file = new File(["png"], "proof.png", { type: "image/png" });
  await user.upload(screen.getByTestId("pay-proof"), file);
  await screen.findByTestId("pay-proof-done", {}, { timeout: 5000 });
}

describe("PayDialog", () => {
  it("a transfer: lists the active banks, posts the contract's body once, then shows the result page", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderDialog(aBooking());
    const banks = await screen.findByTestId("pay-banks", {}, { timeout: 5000 });
    // Only the active account is offered.
    expect(within(banks).getAllByRole("radio")).toHaveLength(1);
    expect(within(banks).getByText("Bank Mandiri")).toBeTruthy();
    // No card link on this package: no method choice.
    expect(screen.queryByTestId("pay-method-card_link")).toBeNull();

    await user.click(within(banks).getByRole("radio"));
    await uploadProof(user);
    await user.clear(screen.getByTestId("pay-date"));
    await user.type(screen.getByTestId("pay-date"), "2026-01-15");
    await user.click(screen.getByTestId("pay-submit"));

    await waitFor(() => expect(calls.calls.map((c) => `${c.method} ${c.path}`)).toContain(PAY));
    expect(await screen.findByText("Payment result page", {}, { timeout: 5000 })).toBeTruthy();
    const posts = calls.calls.filter((c) => `${c.method} ${c.path}` === PAY);
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({
      method: "manual",
      amount: 30_000_000_00,
      bank_account_id: 4,
      proof_file_id: FILE_ID,
      payer_name: "Siti Rahmawati",
      payment_date: "2026-01-15",
    });
  });

  it("a transfer without a proof is sent (decision 035: the unique code confirms it)", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderDialog(aBooking());
    await user.click(within(await screen.findByTestId("pay-banks", {}, { timeout: 5000 })).getByRole("radio"));
    await user.click(screen.getByTestId("pay-submit"));
    expect(await screen.findByText("Payment result page", {}, { timeout: 5000 })).toBeTruthy();
    const posts = calls.calls.filter((c) => `${c.method} ${c.path}` === PAY);
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toMatchObject({ method: "manual", bank_account_id: 4, proof_file_id: null });
  });

  it("says what is wrong with the amount and the date under their fields and sends nothing", async () => {
    const calls = api();
    const user = userEvent.setup();
    const booking = aBooking({
      payment_type: "deposit",
      next_payment: { min: 5_000_000_00, max: 30_000_000_00, first: true },
    });
    renderDialog(booking);
    await user.click(within(await screen.findByTestId("pay-banks")).getByRole("radio"));
    await uploadProof(user);
    const amount = screen.getByTestId("pay-amount");
    await user.clear(amount);
    await user.type(amount, "40000000");
    // The shared payment date rule: more than a day ahead is refused.
    await user.clear(screen.getByTestId("pay-date"));
    await user.type(screen.getByTestId("pay-date"), "2099-01-01");
    await user.click(screen.getByTestId("pay-submit"));

    expect(await screen.findByText(/The payment can be at most/)).toBeTruthy();
    expect(screen.getByText("The payment date cannot be in the future.")).toBeTruthy();
    expect(screen.getByTestId("pay-amount").getAttribute("aria-invalid")).toBe("true");

    await user.clear(amount);
    await user.type(amount, "1000000");
    await user.click(screen.getByTestId("pay-submit"));
    expect(await screen.findByText(/The payment must be at least/)).toBeTruthy();
    expect(calls.calls.some((c) => `${c.method} ${c.path}` === PAY)).toBe(false);
  });

  it("a card payment: the card is offered first, no bank is asked, 'I have paid' posts method card_link", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderDialog(aBooking({ payment_method: "card_link", card_payment_link: "https://pay.example.com/umrah" }));
    const methods = await screen.findAllByRole("radio");
    expect(methods.map((r) => (r as HTMLInputElement).value)).toEqual(["card_link", "manual"]);
    expect((screen.getByTestId("pay-method-card_link") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId("pay-banks")).toBeNull();
    expect(screen.getByTestId("pay-card-link").getAttribute("href")).toBe("https://pay.example.com/umrah");

    await user.click(screen.getByRole("button", { name: "I have paid" }));
    await screen.findByText("Payment result page");
    const post = calls.calls.find((c) => `${c.method} ${c.path}` === PAY);
    expect(post?.body).toMatchObject({ method: "card_link", bank_account_id: null, amount: 30_000_000_00 });
  });
});

describe("PayDialog: its subtitle follows the chosen way to pay", () => {
  const PROVIDERS = "GET /payment-providers?currency=IDR";
  const subtitle = () => {
    const id = screen.getByTestId("pay-dialog").getAttribute("aria-describedby");
    return (id ? document.getElementById(id)?.textContent : null) ?? "";
  };

  it("online: confirmed automatically by the provider; a transfer or card report: the admin checks", async () => {
    api({ [PROVIDERS]: { data: [{ name: "sandbox", label: "Sandbox" }] } });
    const user = userEvent.setup();
    renderDialog(aBooking({ payment_method: "online" }));
    // A booking made to be paid online starts on "pay online".
    await screen.findByTestId("pay-online-form", {}, { timeout: 5000 });
    expect(subtitle()).toContain("Remaining to pay: IDR");
    expect(subtitle()).toContain("confirmed automatically by the payment provider");
    expect(subtitle()).not.toMatch(/admin/i);

    await user.click(within(screen.getByTestId("pay-mode-report")).getByRole("radio"));
    await screen.findByTestId("pay-form");
    expect(subtitle()).toContain("The admin confirms your payment once it is checked.");
    expect(subtitle()).not.toContain("automatically");

    await user.click(within(screen.getByTestId("pay-mode-online")).getByRole("radio"));
    await screen.findByTestId("pay-online-form");
    expect(subtitle()).toContain("confirmed automatically by the payment provider");
  });

  it("in Indonesian and Malay too, and a transfer booking starts on the admin's check", async () => {
    for (const [locale, online, report] of [
      ["id", "dikonfirmasi otomatis oleh penyedia pembayaran", "Admin akan mengonfirmasi"],
      ["my", "disahkan secara automatik oleh penyedia bayaran", "Admin akan mengesahkan"],
    ] as const) {
      api({ [PROVIDERS]: { data: [{ name: "sandbox", label: "Sandbox" }] } });
      const user = userEvent.setup();
      const view = renderScreen(<PayDialog booking={aBooking()} open onOpenChange={() => {}} />, {
        user: customer,
        locale,
      });
      await screen.findByTestId("pay-mode-online", {}, { timeout: 5000 });
      expect(subtitle()).toContain(report);
      await user.click(within(screen.getByTestId("pay-mode-online")).getByRole("radio"));
      await screen.findByTestId("pay-online-form");
      expect(subtitle()).toContain(online);
      expect(subtitle()).not.toContain(report);
      view.unmount();
    }
  });

  it("without a provider on: only the report form, and the admin's check", async () => {
    api({ [PROVIDERS]: { data: [] } });
    renderDialog(aBooking({ payment_method: "online" }));
    await screen.findByTestId("pay-form", {}, { timeout: 5000 });
    expect(subtitle()).toContain("The admin confirms your payment once it is checked.");
  });
});
