// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OverdueBookingDto } from "#app/modules/booking/schedule.contract";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { BOOKING_ID } from "#app/modules/booking/ui/booking.fixture";
import { OverdueList } from "./overdue-list";

const anOverdue = (over: Partial<OverdueBookingDto> = {}): OverdueBookingDto => ({
  id: BOOKING_ID,
  code: "K7MP3QXA",
  booking_name: "Keluarga Rahmawati",
  status: "pending",
  currency: "IDR",
  total: 30_000_000_00,
  paid_total: 0,
  amount_owed: 30_000_000_00,
  due: "deposit",
  due_on: "2026-11-10",
  days_overdue: 16,
  tour: { id: 7, name: "Umrah Reguler 9 Hari" },
  time: { id: 70, start_date: "2027-02-01", end_date: "2027-02-09" },
  customer: { id: 3, name: "Siti Rahmawati", email: "siti@example.com", phone: "+62 812-345-678" },
  ...over,
});

const meta = (total: number) => ({ page: 1, limit: 15, total, last_page: Math.max(1, Math.ceil(total / 15)) });

// Intl puts a no-break space between the currency and the figure.
const text = (el: HTMLElement) => (el.textContent ?? "").replace(/\s/g, " ");

function renderList(locale: "en" | "id" = "en") {
  return renderScreen(<OverdueList />, { locale, path: "/panel/payments/overdue" });
}

describe("the overdue payments screen", () => {
  it("lists the overdue bookings it is given, each with its due date and the amount owed", async () => {
    const api = mockApi({
      "GET /booking/overdue": {
        data: [
          anOverdue(),
          anOverdue({
            id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
            code: "Q4ZT8WNB",
            booking_name: "Keluarga Hasan",
            status: "processing",
            paid_total: 10_000_000_00,
            amount_owed: 20_000_000_00,
            due: "full",
            due_on: "2026-11-23",
            days_overdue: 3,
            customer: { id: 4, name: "Ahmad Hasan", email: "ahmad@example.com", phone: null },
          }),
        ],
        meta: meta(2),
      },
    });
    renderList();
    const table = await screen.findByTestId("overdue-table");
    const rows = await within(table).findAllByTestId("table-row");
    expect(rows).toHaveLength(2);

    const [first, second] = rows;
    expect(within(first).getByTestId("overdue-link").textContent).toBe("K7MP3QXA");
    expect(within(first).getByTestId("overdue-link").getAttribute("href")).toBe(`/panel/booking-history/${BOOKING_ID}`);
    expect(first.textContent).toContain("Deposit, Nov 10, 2026");
    expect(within(first).getByTestId("overdue-days").textContent).toBe("Overdue · 16 days");
    expect(text(within(first).getByTestId("overdue-owed"))).toBe("IDR 30,000,000");

    expect(within(second).getByTestId("overdue-link").textContent).toBe("Q4ZT8WNB");
    expect(second.textContent).toContain("Full payment, Nov 23, 2026");
    expect(within(second).getByTestId("overdue-days").textContent).toBe("Overdue · 3 days");
    expect(text(within(second).getByTestId("overdue-owed"))).toBe("IDR 20,000,000");
    expect(text(second)).toContain("of IDR 30,000,000");
    expect(second.textContent).toContain("ahmad@example.com");

    expect(screen.getByText("2 overdue bookings")).toBeTruthy();
    expect(screen.queryByText("No overdue bookings. Every due date is met.")).toBeNull();
    // The first page, in the default page size.
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain("GET /booking/overdue?page=1&limit=15");
  });

  it("in Indonesian: the due date and the amount owed as Indonesian writes them", async () => {
    mockApi({ "GET /booking/overdue": { data: [anOverdue()], meta: meta(1) } });
    renderList("id");
    const [row] = await within(await screen.findByTestId("overdue-table")).findAllByTestId("table-row");
    expect(row.textContent).toContain("Uang muka, 10 Nov 2026");
    expect(text(within(row).getByTestId("overdue-owed"))).toBe("Rp 30.000.000");
  });

  it("says so when no booking is overdue", async () => {
    mockApi({ "GET /booking/overdue": { data: [], meta: meta(0) } });
    renderList();
    expect(await screen.findByText("No overdue bookings. Every due date is met.")).toBeTruthy();
    expect(screen.queryAllByTestId("table-row")).toHaveLength(0);
    expect(screen.getByText("0 overdue bookings")).toBeTruthy();
  });
});
