// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RootData } from "#app/shared/ui/root-data";
import { renderScreen } from "#test/ui/render-screen";
import { HeaderActions } from "./booking-detail";
import { aBooking, aGuest, aPayment, BOOKING_ID } from "./booking.fixture";
import { GuestsSection, HistorySection, PaymentsSection } from "./booking-sections";

const admin = { id: 1, name: "Admin", role: "admin" } as unknown as RootData["user"];

describe("booking sections", () => {
  it("lists the guests in their booking order, the lead first, with their details", async () => {
    const booking = aBooking({
      pax: 2,
      guests: [
        aGuest({ id: 2, position: 1, full_name: "Ahmad Fauzi", passport_number: "B7654321" }),
        aGuest({ id: 1, position: 0, full_name: "Siti Rahmawati" }),
      ],
    });
    renderScreen(<GuestsSection booking={booking} />);
    const section = await screen.findByTestId("guests");
    expect(within(section).getByText("Guests (2)")).toBeTruthy();
    const items = within(section).getAllByRole("listitem");
    expect(items[0].textContent).toContain("Siti Rahmawati");
    expect(items[1].textContent).toContain("Ahmad Fauzi");
    expect(items[1].textContent).toContain("B7654321");
  });

  it("shows the payments newest first: amount, status, proof and a rejection's reason", async () => {
    const booking = aBooking({
      payments: [
        aPayment({ id: 1, amount: 5_000_000_00, created_at: "2026-11-19T03:00:00.000Z", status: "confirmed" }),
        aPayment({
          id: 2,
          amount: 7_500_000_00,
          created_at: "2026-11-21T03:00:00.000Z",
          status: "rejected",
          note: "The proof is unreadable",
          proof_url: "/api/file/proof-2",
        }),
      ],
    });
    renderScreen(<PaymentsSection booking={booking} />);
    const rows = await screen.findAllByTestId("payment");
    expect(rows.map((r) => r.dataset.paymentId)).toEqual(["2", "1"]);
    expect(rows[0].textContent).toContain("7,500,000");
    expect(within(rows[0]).getByTestId("payment-status").textContent).toBe("Rejected");
    expect(within(rows[0]).getByTestId("payment-note").textContent).toContain("The proof is unreadable");
    expect(within(rows[0]).getByTestId("payment-proof").getAttribute("href")).toBe("/api/file/proof-2");
    expect(rows[1].textContent).toContain("5,000,000");
    expect(within(rows[1]).queryByTestId("payment-note")).toBeNull();
  });

  it("says when there is no payment yet", async () => {
    renderScreen(<PaymentsSection booking={aBooking()} />);
    expect((await screen.findByTestId("payments-empty")).textContent).toBe("No payments yet.");
  });

  it("tells the history newest first: who, what, the status move, the reason and money changes", async () => {
    const booking = aBooking({
      history: [
        {
          id: 1,
          kind: "created",
          actor: { id: 3, name: "Siti Rahmawati" },
          from_status: null,
          to_status: "pending",
          payment_id: null,
          amount: null,
          reason: null,
          changes: null,
          created_at: "2026-11-19T02:00:00.000Z",
        },
        {
          id: 2,
          kind: "edited",
          actor: { id: 1, name: "Admin Agency" },
          from_status: null,
          to_status: null,
          payment_id: null,
          amount: null,
          reason: "A guest cancelled",
          changes: { total: [30_000_000_00, 15_000_000_00] },
          created_at: "2026-11-20T02:00:00.000Z",
        },
      ],
    });
    renderScreen(<HistorySection booking={booking} />);
    const items = await screen.findAllByTestId("history-item");
    expect(items.map((i) => i.dataset.kind)).toEqual(["edited", "created"]);
    expect(items[0].textContent).toContain("Booking edited");
    expect(items[0].textContent).toContain("By Admin Agency");
    expect(within(items[0]).getByTestId("history-reason").textContent).toContain("A guest cancelled");
    expect(items[0].textContent).toMatch(/30,000,000.*→.*15,000,000/);
    expect(items[1].textContent).toContain("Booking created");
    expect(items[1].textContent).toContain("Pending");
  });
});

describe("booking header actions", () => {
  it("offers the edit link only when the server says the booking can be edited", async () => {
    renderScreen(<HeaderActions booking={aBooking({ can_edit: true })} />, { user: admin });
    const edit = await screen.findByRole("link", { name: "Edit booking" });
    expect(edit.getAttribute("href")).toBe(`/panel/booking-history/${BOOKING_ID}/edit`);
    expect(screen.getByTestId("booking-print").getAttribute("href")).toBe(`/panel/booking-history/${BOOKING_ID}/print`);
  });

  it("hides it when can_edit is false, whatever the status and the viewer", async () => {
    renderScreen(<HeaderActions booking={aBooking({ can_edit: false, status: "pending" })} />, { user: admin });
    await screen.findByTestId("booking-print");
    expect(screen.queryByTestId("booking-edit")).toBeNull();
  });
});
