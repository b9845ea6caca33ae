// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { LineDto } from "#app/modules/commission/commission.contract";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { PayoutDialog } from "./payout-dialog";

const SLOW = { timeout: 15_000 };
const finance = signedIn({ staff_role: "finance" });
const agent = { id: 7, code: "AG-0007", name: "Siti Rahmah" };
const line = (id: number, amount: number, more: Partial<LineDto> = {}): LineDto => ({
  id,
  agent,
  booking: { id: `b${id}`, code: `TB-${id}` },
  kind: "earned",
  status: "unpaid",
  amount,
  currency: "IDR",
  basis: {},
  reverses: null,
  payout_id: null,
  created_at: "2026-03-01T03:00:00.000Z",
  ...more,
});
const chosen = [line(11, 500_000_00), line(12, 250_000_00)];
const owedLine = line(9, -100_000_00, { kind: "reversal", status: "owed", reverses: 3 });
const OWED = "GET /commission/lines?agent_id=7&status=owed&limit=100";
const RECEIPT = "3f0c5a8e-2b7d-4c61-9a3e-8d2f1b6c4e77";

function open(handlers: Record<string, unknown>, callbacks = { onPaid: vi.fn(), onRefused: vi.fn() }) {
  const api = mockApi({
    "POST /upload?purpose=document": { data: { id: RECEIPT } },
    ...handlers,
  });
  renderScreen(
    () => (
      <PayoutDialog lines={chosen} open onClose={vi.fn()} onPaid={callbacks.onPaid} onRefused={callbacks.onRefused} />
    ),
    { locale: "en", user: finance },
  );
  return { api, ...callbacks };
}

async function confirmIt() {
  const confirm = await screen.findByRole("alertdialog");
  await userEvent.click(within(confirm).getAllByRole("button").at(-1) as HTMLElement);
}

describe("PayoutDialog (staff pay an agent's chosen lines)", () => {
  it("shows the chosen total, the owed reversal netted and the net; asks reference and receipt; sends the contract's body", async () => {
    const { api, onPaid } = open({
      [OWED]: { data: [owedLine], meta: { page: 1, limit: 100, total: 1, last_page: 1 } },
      "POST /commission/payouts": () => ({ status: 201, body: { message: "Payout recorded.", data: {} } }),
    });
    const dialog = await screen.findByTestId("payout-dialog", {}, SLOW);
    expect(within(dialog).getByRole("heading").textContent).toBe("Pay out to Siti Rahmah");
    expect(within(dialog).getByTestId("payout-chosen").textContent).toMatch(/750,000/);
    await waitFor(() => expect(within(dialog).getByTestId("payout-net").textContent).toMatch(/650,000/));
    expect(within(dialog).getByTestId("payout-owed").textContent).toMatch(/-.*100,000/);
    expect(within(dialog).getByTestId("payout-owed-note").textContent).toContain("1 reversal");
    // The date is today's by default.
    expect((within(dialog).getByTestId("payout-paid-on") as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Sent empty: the reference and the receipt are required, nothing is posted.
    await userEvent.click(within(dialog).getByTestId("payout-submit"));
    await waitFor(() =>
      expect(within(dialog).getByTestId("payout-reference").getAttribute("aria-invalid")).toBe("true"),
    );
    expect(within(dialog).getAllByText("This field is required.").length).toBe(2);
    expect(api.calls.filter((c) => c.method === "POST")).toHaveLength(0);

    await userEvent.type(within(dialog).getByTestId("payout-reference"), "TRF-2026-0042");
    const receipt = new File([new Uint8Array([37, 80, 68, 70])], "receipt.pdf", { type: "application/pdf" });
    await userEvent.upload(within(dialog).getByTestId("payout-receipt"), receipt);
    await within(dialog).findByTestId("payout-receipt-done");
    await userEvent.click(within(dialog).getByTestId("payout-submit"));
    await confirmIt();
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    const post = api.calls.find((c) => c.path === "/commission/payouts");
    expect(post?.body).toEqual({
      agent_id: 7,
      line_ids: [11, 12],
      reference: "TRF-2026-0042",
      paid_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      receipt_file_id: RECEIPT,
    });
  });

  it("a 409 (a line paid meanwhile) hands the server's translated message back to the list", async () => {
    const message = "One of these commission lines has been paid already. Reload the list and choose again.";
    const { onRefused, onPaid } = open({
      [OWED]: { data: [], meta: { page: 1, limit: 100, total: 0, last_page: 1 } },
      "POST /commission/payouts": () => ({ status: 409, body: { message } }),
    });
    const dialog = await screen.findByTestId("payout-dialog", {}, SLOW);
    await waitFor(() => expect(within(dialog).getByTestId("payout-net").textContent).toMatch(/750,000/));
    expect(within(dialog).queryByTestId("payout-owed-note")).toBeNull();
    await userEvent.type(within(dialog).getByTestId("payout-reference"), "TRF-1");
    await userEvent.upload(
      within(dialog).getByTestId("payout-receipt"),
      new File([new Uint8Array([1])], "r.jpg", { type: "image/jpeg" }),
    );
    await within(dialog).findByTestId("payout-receipt-done");
    await userEvent.click(within(dialog).getByTestId("payout-submit"));
    await confirmIt();
    await waitFor(() => expect(onRefused).toHaveBeenCalledWith(message));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it("refuses to pay when the agent owes more than the chosen lines", async () => {
    open({ [OWED]: { data: [line(9, -900_000_00, { kind: "reversal", status: "owed" })], meta: {} } });
    const dialog = await screen.findByTestId("payout-dialog", {}, SLOW);
    await within(dialog).findByTestId("payout-not-positive");
    expect(within(dialog).getByTestId("payout-submit").hasAttribute("disabled")).toBe(true);
  });
});
