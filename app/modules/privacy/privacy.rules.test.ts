import { describe, expect, it } from "vitest";
import {
  avatarFileId,
  closedUserValues,
  closureBlockers,
  exportFilename,
  generaliseBirthDate,
  guestPlaceholder,
  openBookingCount,
  type ClosureBooking,
} from "./privacy.rules";

const today = "2026-06-10";
const none = { pendingPayments: [], dueRefunds: [] };
const b = (over: Partial<ClosureBooking> = {}): ClosureBooking => ({
  code: "B1",
  status: "paid",
  departureEnd: "2026-06-01",
  ...over,
});

describe("closureBlockers", () => {
  it("lets a customer whose trips have all returned close the account", () => {
    expect(closureBlockers([b(), b({ code: "B2", status: "processed" })], none, today)).toEqual([]);
  });

  it("blocks while a booking's departure has not returned, the last day included", () => {
    expect(closureBlockers([b({ departureEnd: "2026-06-10" })], none, today)).toEqual([
      { kind: "open_booking", code: "B1" },
    ]);
    expect(closureBlockers([b({ departureEnd: "2026-07-01", status: "pending" })], none, today)).toHaveLength(1);
    expect(closureBlockers([b({ departureEnd: "2026-06-09" })], none, today)).toEqual([]);
  });

  it("ignores canceled bookings and bookings without a departure", () => {
    expect(closureBlockers([b({ status: "canceled", departureEnd: "2027-01-01" })], none, today)).toEqual([]);
    expect(closureBlockers([b({ departureEnd: null })], none, today)).toEqual([]);
  });

  it("blocks while money is open: a pending payment or a refund owed, once per booking", () => {
    expect(closureBlockers([], { pendingPayments: ["P1", "P1"], dueRefunds: ["R1"] }, today)).toEqual([
      { kind: "pending_payment", code: "P1" },
      { kind: "due_refund", code: "R1" },
    ]);
  });

  it("blocks while a savings plan is open or money on it is waiting or owed (decision 084), before the refunds", () => {
    expect(closureBlockers([], { pendingPayments: [], dueRefunds: ["R1"], savingsPlans: ["S1", "S1"] }, today)).toEqual(
      [
        { kind: "savings_plan", code: "S1" },
        { kind: "due_refund", code: "R1" },
      ],
    );
  });

  it("counts the open bookings for the admin's list", () => {
    expect(openBookingCount([b({ departureEnd: "2026-08-01" }), b({ code: "B2" })], today)).toBe(1);
  });
});

describe("anonymised values", () => {
  it("gives each closed user a unique, undeliverable login", () => {
    expect(closedUserValues(7)).toEqual({
      name: "Closed account #7",
      username: "closed-7",
      email: "closed-7@closed.invalid",
    });
    expect(closedUserValues(8).email).not.toBe(closedUserValues(7).email);
  });

  it("keeps only the year of a birth date", () => {
    expect(generaliseBirthDate("1987-11-23")).toBe("1987-01-01");
    expect(generaliseBirthDate(null)).toBeNull();
  });

  it("names guests by their place", () => {
    expect(guestPlaceholder(2)).toBe("Guest 2");
  });
});

describe("exportFilename", () => {
  it("slugs the site's name and dates the file", () => {
    expect(exportFilename("Al-Hijrah Tour & Travel", "2026-06-10")).toBe("al-hijrah-tour-travel-data-2026-06-10.zip");
    expect(exportFilename("ÜmrahPlus", "2026-06-10")).toBe("umrahplus-data-2026-06-10.zip");
    expect(exportFilename("", "2026-06-10")).toBe("site-data-2026-06-10.zip");
  });
});

describe("avatarFileId", () => {
  it("reads the image id of a stored profile picture, nothing else", () => {
    const id = "0f8fad5b-d9cb-469f-a165-70867728950e";
    expect(avatarFileId(`/uploads/${id}-640.webp`)).toBe(id);
    expect(avatarFileId("https://example.com/me.png")).toBeNull();
    expect(avatarFileId(null)).toBeNull();
  });
});
