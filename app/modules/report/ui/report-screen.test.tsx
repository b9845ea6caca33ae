// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { BookingReportDto } from "#app/modules/report/report.contract";
import { branchDto } from "#test/ui/fixtures";
import { type ApiCall, mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { useReportFormat } from "./report-kit";
import { ManifestSection } from "./report-manifest";
import { ReportScreen } from "./report-screen";

const row = {
  id: "7b0f1c8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
  code: "UMR-0001",
  created_at: "2026-01-10T03:00:00.000Z",
  customer: { id: 4, name: "Siti Aminah" },
  booking_name: "Keluarga Aminah",
  tour: { id: 3, code: "UMR12", name: "Umrah Reguler 12 Hari" },
  time: { id: 9, start_date: "2026-02-01", end_date: "2026-02-12" },
  pax: 2,
  status: "paid" as const,
  total: 1_250_000_000,
  paid: 1_250_000_000,
  remaining: 0,
};

const report: BookingReportDto = {
  currency: "IDR",
  totals: {
    bookings: 1,
    pax: 2,
    total: 1_250_000_000,
    paid: 1_250_000_000,
    outstanding: 0,
    refunded: 250_000_000,
    net_revenue: 1_000_000_000,
    canceled: 0,
  },
  by_channel: [],
  by_agent: [],
  by_room_type: {
    rooms: [
      { code: "quad", name: "Quad", beds: 5, revenue: 5 * 329_000_000 },
      { code: "double", name: "Double", beds: 2, revenue: 2 * 379_000_000 },
    ],
    child_no_bed: { guests: 1, revenue: 200_000_000 },
    infants: { guests: 1, revenue: 50_000_000 },
  },
  chart: { interval: "month", points: [] },
  data: [row],
  meta: { page: 1, limit: 15, total: 1, last_page: 1 },
};

function api() {
  return mockApi({
    "GET /report/booking": report,
    "GET /tour": { data: [{ id: 3, code: "UMR12", name: "Umrah Reguler 12 Hari" }], meta: report.meta },
    "GET /category": { categories: { data: [], meta: report.meta } },
    "GET /booking/takers": { data: [{ id: 5, name: "Fatimah Sales" }] },
    "GET /branch": { data: [branchDto({ id: 2, name: { id: "Cabang Bandung" } })], meta: report.meta },
  });
}

const reportQueries = (calls: ApiCall[]) =>
  calls.filter((c) => c.path.startsWith("/report/booking")).map((c) => new URL(c.path, "http://x").searchParams);
// The first render of a screen in jsdom can take seconds on a busy machine.
const SLOW = { timeout: 15_000 };
// Intl puts a no-break space after the currency symbol.
const text = (el: HTMLElement) => el.textContent?.replace(/\s/g, " ");

describe("ReportScreen: filters and table", () => {
  it("sends the URL's filters as the report query and shows the rows with amounts in the screen's language", async () => {
    const { calls } = api();
    renderScreen(ReportScreen, {
      locale: "id",
      path: "/panel/report",
      url: "/panel/report?date_by=departure&date_from=2026-01-01&date_to=2026-03-31&status=paid&tour_id=3&sort=total&order=asc",
    });
    expect(text(await screen.findByTestId("row-total", {}, SLOW))).toBe("Rp 12.500.000");
    expect(screen.getByTestId("row-code").textContent).toBe("UMR-0001");
    expect(screen.getByTestId("row-name").textContent).toBe("Keluarga Aminah");
    expect(screen.getByTestId("row-status").textContent).toBe("Lunas");
    expect(text(within(screen.getByTestId("total-amount")).getByTestId("total-value"))).toBe("Rp 12.500.000");
    expect(text(within(screen.getByTestId("total-refunded")).getByTestId("total-value"))).toBe("Rp 2.500.000");
    expect(text(within(screen.getByTestId("total-net-revenue")).getByTestId("total-value"))).toBe("Rp 10.000.000");
    const [query] = reportQueries(calls);
    expect(Object.fromEntries(query ?? [])).toEqual({
      date_by: "departure",
      date_from: "2026-01-01",
      date_to: "2026-03-31",
      status: "paid",
      tour_id: "3",
      sort: "total",
      order: "asc",
      page: "1",
      limit: "15",
    });
  });

  it("an English screen writes the same amounts the English way", async () => {
    api();
    renderScreen(ReportScreen, { locale: "en", path: "/panel/report" });
    expect(text(await screen.findByTestId("row-total", {}, SLOW))).toBe("IDR 12,500,000");
  });

  it("a filter chosen on the screen is sent with the next request; defaults are left out", async () => {
    const { calls } = api();
    renderScreen(ReportScreen, { locale: "id", path: "/panel/report" });
    await screen.findByTestId("row-total", {}, SLOW);
    expect(Object.fromEntries(reportQueries(calls)[0] ?? [])).toEqual({ page: "1", limit: "15" });
    await userEvent.selectOptions(screen.getByLabelText("Status"), "processing");
    await waitFor(() => expect(reportQueries(calls).at(-1)?.get("status")).toBe("processing"), SLOW);
    expect(Object.fromEntries(reportQueries(calls).at(-1) ?? [])).toEqual({
      status: "processing",
      page: "1",
      limit: "15",
    });
  });
});

describe("ReportScreen: where the bookings came from", () => {
  it("sends the channel, branch and taken-by filters and names them in the summary", async () => {
    const { calls } = api();
    renderScreen(ReportScreen, {
      locale: "id",
      path: "/panel/report",
      url: "/panel/report?channel=office&branch_id=2&taken_by=5",
      user: signedIn(),
    });
    await screen.findByTestId("row-total", {}, SLOW);
    expect(Object.fromEntries(reportQueries(calls)[0] ?? [])).toEqual({
      channel: "office",
      branch_id: "2",
      taken_by: "5",
      page: "1",
      limit: "15",
    });
    const summary = screen.getByTestId("report-summary");
    await waitFor(() => expect(summary.textContent).toContain("Cabang Bandung"), SLOW);
    expect(summary.textContent).toContain("Kantor");
    expect(summary.textContent).toContain("diterima oleh Fatimah Sales");
    expect(screen.getByTestId("filter-channel")).toHaveProperty("value", "office");
    await waitFor(() => expect(screen.getByTestId("filter-taken-by")).toHaveProperty("value", "5"), SLOW);
  });

  it("a branch clerk has no branch filter (their report is their branch's); the channel chosen is sent", async () => {
    const { calls } = api();
    renderScreen(ReportScreen, {
      locale: "en",
      path: "/panel/report",
      url: "/panel/report?branch_id=2",
      user: signedIn({ staff_role: "finance", branch_id: 2 }),
    });
    await screen.findByTestId("row-total", {}, SLOW);
    expect(screen.queryByTestId("filter-branch")).toBeNull();
    // Nor do they read the branches (the staff permission's).
    expect(calls.some((c) => c.path.startsWith("/branch"))).toBe(false);
    expect(Object.fromEntries(reportQueries(calls)[0] ?? [])).toEqual({ page: "1", limit: "15" });
    const channel = screen.getByTestId("filter-channel");
    expect([...channel.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "All channels",
      "Website",
      "Office",
      "Phone",
      "WhatsApp",
      "Agent",
    ]);
    await userEvent.selectOptions(channel, "phone");
    await waitFor(() => expect(reportQueries(calls).at(-1)?.get("channel")).toBe("phone"), SLOW);
  });
});

describe("ReportScreen: by room type", () => {
  it("shows beds and fares per room type, then children without a bed and infants", async () => {
    api();
    renderScreen(ReportScreen, { locale: "id", path: "/panel/report" });
    const section = await screen.findByTestId("report-room-types", {}, SLOW);
    await waitFor(() => expect(within(section).getAllByTestId("room-type-line")).toHaveLength(4), SLOW);
    const lines = within(section).getAllByTestId("room-type-line");
    expect(lines.map((l) => l.dataset.code)).toEqual(["quad", "double", "child_no_bed", "infants"]);
    const cell = (i: number, id: string) => text(within(lines[i]).getByTestId(id));
    expect(lines[0].textContent).toContain("Quad");
    expect(cell(0, "room-type-count")).toBe("5");
    expect(cell(0, "room-type-revenue")).toBe("Rp 16.450.000");
    expect(cell(1, "room-type-revenue")).toBe("Rp 7.580.000");
    expect(lines[2].textContent).toContain("Anak tanpa tempat tidur");
    expect(cell(2, "room-type-revenue")).toBe("Rp 2.000.000");
    expect(lines[3].textContent).toContain("Bayi");
    expect(cell(3, "room-type-count")).toBe("1");
  });
});

function Manifest() {
  return <ManifestSection tours={[{ id: 3, code: "UMR12", name: "Umrah 12" } as never]} fmt={useReportFormat("IDR")} />;
}

describe("Manifest: seats and travellers", () => {
  const guest = (no: number, traveller_type: "adult" | "child" | "infant") => ({
    no,
    booking_code: "UMR-0001",
    booking_name: "Keluarga Aminah",
    booking_status: "paid" as const,
    full_name: `Jamaah ${no}`,
    gender: "female" as const,
    birth_date: "1980-01-01",
    birth_place: null,
    passport_number: null,
    passport_issue_date: null,
    passport_expiry_date: null,
    ic_number: null,
    phone: null,
    country: "ID" as const,
    title: "MRS" as const,
    traveller_type,
    room_type: null,
    room_type_code: null,
    room: null,
  });
  it("says seats taken beside the capacity, and that infants hold no seat next to the guests (issue 26)", async () => {
    mockApi({
      "GET /tour/3/time": {
        data: [{ id: 9, start_date: "2026-02-01", end_date: "2026-02-12", capacity: 45, seats_left: 33 }],
      },
      "GET /report/manifest?time_id=9": {
        data: {
          tour: { id: 3, code: "UMR12", name: "Umrah 12" },
          time: { id: 9, start_date: "2026-02-01", end_date: "2026-02-12" },
          bookings: 4,
          guests: [
            ...Array.from({ length: 12 }, (_, i) => guest(i + 1, i < 10 ? "adult" : "child")),
            guest(13, "infant"),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderScreen(<Manifest />);
    await user.selectOptions(await screen.findByTestId("manifest-tour", {}, SLOW), "3");
    await waitFor(() => expect(screen.getByTestId("manifest-time").querySelectorAll("option")).toHaveLength(2), SLOW);
    const option = screen.getByTestId("manifest-time").querySelectorAll("option")[1];
    expect(option.textContent).toMatch(/· 12 of 45 seats taken$/);
    await user.selectOptions(screen.getByTestId("manifest-time"), "9");
    await user.click(screen.getByTestId("manifest-view"));
    const summary = await screen.findByTestId("manifest-summary", {}, SLOW);
    expect(summary.textContent).toContain("13 guests in 4 bookings.");
    expect(screen.getByTestId("manifest-seats").textContent).toBe(
      "12 seats taken: infants travel on a lap and hold no seat.",
    );
  });
});
