// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CancellationPreviewDto } from "#app/modules/booking/refund.contract";
import type { RootData } from "#app/modules/account/ui/root-data";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { aBooking, BOOKING_ID } from "#app/modules/booking/ui/booking.fixture";
import { CancelDialog } from "./cancel-dialog";

const customer = { id: 3, name: "Siti Rahmawati", role: "customer" } as unknown as RootData["user"];
const admin = { id: 1, name: "Admin", role: "admin" } as unknown as RootData["user"];

// Partly paid, cancelled 20 days before departure: the "from 30 days" tier (down to 15) keeps 25 %.
const partlyPaid = aBooking({ status: "processing", paid_total: 10_000_000_00, total: 40_000_000_00 });
const preview: CancellationPreviewDto = {
  currency: "IDR",
  total: 40_000_000_00,
  held: 10_000_000_00,
  days_left: 20,
  tier: { from_days: 30, to_days: 15, percent: 25, fixed: null },
  penalty: 10_000_000_00,
  admin_fee: 0,
  refund: 0,
};
const withRefund: CancellationPreviewDto = {
  ...preview,
  days_left: 40,
  tier: { from_days: 45, to_days: 31, percent: 10, fixed: null },
  penalty: 4_000_000_00,
  refund: 6_000_000_00,
};
const answer = { message: "Cancelled", data: aBooking({ status: "canceled" }) };

function api(figures: CancellationPreviewDto) {
  return mockApi({
    [`GET /booking/${BOOKING_ID}/cancellation`]: { data: figures },
    [`POST /booking/${BOOKING_ID}/cancel`]: answer,
    [`PUT /booking/${BOOKING_ID}/status`]: answer,
  });
}
const sent = (calls: ApiCall[], route: string) => calls.filter((c) => `${c.method} ${c.path}` === route);

describe("the cancel dialog (decisions 042 and 056)", () => {
  it("says which penalty tier applies and the days it covers, and today's days before departure", async () => {
    api(preview);
    renderScreen(<CancelDialog booking={partlyPaid} open onClose={() => {}} asAdmin={false} />, { user: customer });
    const tier = await screen.findByTestId("cancellation-tier", {}, { timeout: 5000 });
    expect(tier.textContent).toBe(
      "Applies 15 to 30 days before departure: 25 % of the total. Today is 20 days before departure.",
    );
    expect(screen.getByTestId("cancellation-penalty").textContent).toMatch(/10,000,000/);
    // Nothing goes back: no account asked.
    expect(screen.queryByTestId("refund-account")).toBeNull();
  });

  it("the smallest tier runs on to departure; a fixed amount is named (Indonesian)", async () => {
    api({ ...preview, days_left: 3, tier: { from_days: 7, to_days: null, percent: null, fixed: 5_000_000_00 } });
    renderScreen(<CancelDialog booking={partlyPaid} open onClose={() => {}} asAdmin={false} />, {
      user: customer,
      locale: "id",
    });
    expect((await screen.findByTestId("cancellation-tier", {}, { timeout: 5000 })).textContent).toMatch(
      /^Berlaku 7 hari atau kurang sebelum keberangkatan: Rp\s?5\.000\.000 tetap\. Hari ini 3 hari sebelum keberangkatan\.$/,
    );
  });

  it("the customer must say where the refund goes; the account is checked by the contract, then sent", async () => {
    const calls = api(withRefund);
    const user = userEvent.setup();
    renderScreen(<CancelDialog booking={partlyPaid} open onClose={() => {}} asAdmin={false} />, { user: customer });
    const account = await screen.findByTestId("refund-account", {}, { timeout: 5000 });
    expect(account.textContent).toContain("we transfer IDR");
    await user.click(screen.getByTestId("cancel-submit"));
    await waitFor(() => expect(screen.getByTestId("refund-account-bank").getAttribute("aria-invalid")).toBe("true"));
    await user.type(screen.getByTestId("refund-account-bank"), "Bank Syariah Indonesia");
    await user.type(screen.getByTestId("refund-account-number"), "70 12ab");
    await user.type(screen.getByTestId("refund-account-holder"), "Siti Rahmawati");
    await user.click(screen.getByTestId("cancel-submit"));
    expect(await within(account).findByText("An account number has digits, spaces, dots or dashes only.")).toBeTruthy();
    expect(sent(calls.calls, `POST /booking/${BOOKING_ID}/cancel`)).toHaveLength(0);

    await user.clear(screen.getByTestId("refund-account-number"));
    await user.type(screen.getByTestId("refund-account-number"), "7012 3456 78");
    await user.click(screen.getByTestId("cancel-submit"));
    await waitFor(() => expect(sent(calls.calls, `POST /booking/${BOOKING_ID}/cancel`)).toHaveLength(1));
    expect(sent(calls.calls, `POST /booking/${BOOKING_ID}/cancel`)[0].body).toEqual({
      refund_account: {
        bank_name: "Bank Syariah Indonesia",
        account_number: "7012 3456 78",
        account_holder: "Siti Rahmawati",
      },
    });
  });

  it("staff may cancel without the account (the finance staff ask), with a reason, through the status action", async () => {
    const calls = api(withRefund);
    const user = userEvent.setup();
    renderScreen(<CancelDialog booking={partlyPaid} open onClose={() => {}} asAdmin />, { user: admin });
    const account = await screen.findByTestId("refund-account", {}, { timeout: 5000 });
    expect(account.textContent).toContain("the finance staff ask the customer");
    expect(account.textContent).not.toMatch(/\byour\b/i);
    await user.type(screen.getByTestId("status-reason"), "Visa refused");
    await user.click(screen.getByTestId("cancel-submit"));
    await waitFor(() => expect(sent(calls.calls, `PUT /booking/${BOOKING_ID}/status`)).toHaveLength(1));
    expect(sent(calls.calls, `PUT /booking/${BOOKING_ID}/status`)[0].body).toEqual({
      status: "canceled",
      reason: "Visa refused",
      refund_account: null,
    });
  });
});
