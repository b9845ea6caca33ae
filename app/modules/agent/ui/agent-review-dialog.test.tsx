// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { AgentReviewDialog } from "./agent-review-dialog";

const SLOW = { timeout: 15_000 };
const sales = signedIn({ staff_role: "sales" });
const agent = { id: 3, name: "Siti Rahmah" };

describe("AgentReviewDialog (staff review an agent)", () => {
  it("asks a reason to reject: nothing is sent without one; with one, the contract's body", async () => {
    const { calls } = mockApi({
      "POST /agent/3/review": { message: "Agent application rejected.", data: {} },
    });
    const onClose = vi.fn();
    renderScreen(() => <AgentReviewDialog agent={agent} action="reject" onClose={onClose} />, {
      locale: "en",
      user: sales,
    });
    const dialog = await screen.findByTestId("agent-review-dialog", {}, SLOW);
    expect(within(dialog).getByRole("heading").textContent).toBe("Reject the application of Siti Rahmah?");
    await userEvent.click(within(dialog).getByTestId("agent-review-submit"));
    expect(await within(dialog).findByText("This field is required.")).toBeTruthy();
    expect(within(dialog).getByTestId("agent-review-reason").getAttribute("aria-invalid")).toBe("true");
    expect(calls).toHaveLength(0);
    await userEvent.type(within(dialog).getByTestId("agent-review-reason"), "The ID card scan is unreadable.");
    await userEvent.click(within(dialog).getByTestId("agent-review-submit"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method === "POST")).toEqual([
      {
        method: "POST",
        path: "/agent/3/review",
        body: { action: "reject", reason: "The ID card scan is unreadable." },
      },
    ]);
  });

  it("approves without a reason (the note is optional), in Indonesian", async () => {
    const { calls } = mockApi({ "POST /agent/3/review": { message: "Agen disetujui.", data: {} } });
    const onClose = vi.fn();
    renderScreen(() => <AgentReviewDialog agent={agent} action="approve" onClose={onClose} />, {
      locale: "id",
      user: sales,
    });
    const dialog = await screen.findByTestId("agent-review-dialog", {}, SLOW);
    expect(within(dialog).getByRole("heading").textContent).toBe("Setujui Siti Rahmah sebagai agen?");
    await userEvent.click(within(dialog).getByTestId("agent-review-submit"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ action: "approve", reason: null });
  });
});
