// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RootData } from "#app/modules/account/ui/root-data";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { aRefund } from "#app/modules/booking/ui/booking.fixture";
import { RefundList } from "./refund-list";

const admin = { id: 1, name: "Admin", role: "admin" } as unknown as RootData["user"];
const account = {
  bank_name: "Bank Syariah Indonesia",
  account_number: "7012 3456 78",
  account_holder: "Siti Rahmawati",
};
const paid = aRefund({ proof_url: "/api/file/receipt-1", paid_by: { id: 1, name: "Dewi Keuangan" }, account });
const due = aRefund({ id: 6, status: "due", reference: null, paid_by: null, paid_at: null, account });

describe("/panel/refunds", () => {
  it("the paid tab shows when, by whom, the reference and the receipt of each refund", async () => {
    mockApi({
      "GET /refund?status=due&limit=100": { data: [], meta: {} },
      "GET /refund?status=paid&limit=100": { data: [paid], meta: {} },
    });
    const user = userEvent.setup();
    renderScreen(<RefundList />, { user: admin });
    await screen.findByTestId("refunds-empty", {}, { timeout: 5000 });
    await user.click(screen.getByTestId("refund-tab-paid"));
    const row = await screen.findByTestId("refund-row");
    const done = within(row).getByTestId("refund-paid");
    expect(within(done).getByTestId("refund-paid-at").textContent).toMatch(/2026/);
    expect(within(done).getByTestId("refund-paid-by").textContent).toBe("Dewi Keuangan");
    expect(done.textContent).toContain("TRF-778899");
    expect(within(done).getByTestId("refund-proof-link").getAttribute("href")).toBe("/api/file/receipt-1");
    // Where it went: the account the customer gave.
    expect(within(row).getByTestId("refund-account").textContent).toContain("7012 3456 78");
  });

  it("'Mark paid' shows the account to pay, and does not say 'Saving…' while its confirmation is asked", async () => {
    const api = mockApi({
      "GET /refund?status=due&limit=100": { data: [due], meta: {} },
      [`POST /refund/${due.id}/pay`]: { message: "Paid", data: { ...due, status: "paid" } },
    });
    const user = userEvent.setup();
    renderScreen(<RefundList />, { user: admin });
    await user.click(await screen.findByTestId("refund-pay", {}, { timeout: 5000 }));
    const dialog = await screen.findByTestId("refund-pay-dialog");
    expect(within(dialog).getByTestId("refund-pay-account").textContent).toContain("Bank Syariah Indonesia");
    await user.type(within(dialog).getByTestId("refund-reference"), "TRF-1");
    await user.click(within(dialog).getByTestId("refund-pay-submit"));
    // The confirmation is asked: the form's button still says what it does.
    const confirm = await screen.findByRole("alertdialog");
    expect(within(dialog).getByTestId("refund-pay-submit").textContent).toBe("Mark paid");
    expect(within(dialog).getByTestId("refund-pay-submit").getAttribute("aria-busy")).toBeNull();
    await user.click(within(confirm).getAllByRole("button").at(-1) as HTMLElement);
    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === `/refund/${due.id}/pay`).map((c) => c.body)).toEqual([
        { reference: "TRF-1", proof_file_id: null },
      ]),
    );
  });
});
