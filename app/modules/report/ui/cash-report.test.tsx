// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { CashFiguresDto, CashReportDto } from "#app/modules/report/report.contract";
import { agencyToday } from "#app/shared/dates";
import { branchDto } from "#test/ui/fixtures";
import { type ApiCall, mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { CashReportScreen } from "./cash-report";

const fig = (count: number, amount: number) => ({ count, amount });
const figures = (c: [number, number], p: [number, number], r: [number, number]): CashFiguresDto => ({
  recorded: fig(c[0] + p[0] + r[0], c[1] + p[1] + r[1]),
  confirmed: fig(...c),
  pending: fig(...p),
  rejected: fig(...r),
});
const NONE: [number, number] = [0, 0];
const M = 100_000_000; // Rp 1.000.000 in minor units

const line = (over: Partial<CashReportDto["lines"][number]>): CashReportDto["lines"][number] => ({
  id: 1,
  booking_id: "7b0f1c8e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
  booking_code: "UMR-0001",
  branch_id: 2,
  cashier: { id: 5, name: "Ani Kasir" },
  status: "confirmed",
  method: "cash",
  amount: 3 * M,
  currency: "IDR",
  payer_name: "Siti Rahmah",
  reference: null,
  recorded_at: "2026-03-02T02:15:00.000Z",
  ...over,
});

const report: CashReportDto = {
  date: "2026-03-02",
  currency: "IDR",
  branches: [
    {
      branch_id: 2,
      ...figures([1, 3 * M], [1, 4 * M], NONE),
      cashiers: [{ cashier: { id: 5, name: "Ani Kasir" }, ...figures([1, 3 * M], [1, 4 * M], NONE) }],
    },
    {
      branch_id: null,
      ...figures(NONE, NONE, [1, 5 * M]),
      cashiers: [{ cashier: null, ...figures(NONE, NONE, [1, 5 * M]) }],
    },
  ],
  totals: figures([1, 3 * M], [1, 4 * M], [1, 5 * M]),
  lines: [
    line({}),
    line({
      id: 2,
      booking_code: "UMR-0002",
      status: "pending",
      method: "debit_card",
      amount: 4 * M,
      reference: "APPR 551",
    }),
    line({ id: 3, booking_code: "UMR-0003", branch_id: null, cashier: null, status: "rejected", amount: 5 * M }),
  ],
};

const empty: CashReportDto = { ...report, branches: [], lines: [], totals: figures(NONE, NONE, NONE) };

const branchList = {
  data: [branchDto({ id: 2, name: { id: "Cabang Bandung" } })],
  meta: { page: 1, limit: -1, total: 1, last_page: 1 },
};

function api(answer: CashReportDto = report) {
  return mockApi({ "GET /report/cash": answer, "GET /branch": branchList });
}

const cashQueries = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.path.startsWith("/report/cash"))
    .map((c) => Object.fromEntries(new URL(c.path, "http://x").searchParams));
const SLOW = { timeout: 15_000 };
// Intl puts a no-break space after the currency symbol.
const text = (el: HTMLElement | null | undefined) => el?.textContent?.replace(/\s/g, " ");

describe("CashReportScreen", () => {
  it("shows the day's totals, each branch's cashiers and the day's payments, in Indonesian", async () => {
    const { calls } = api();
    renderScreen(CashReportScreen, {
      locale: "id",
      path: "/panel/report/cash",
      url: "/panel/report/cash?date=2026-03-02",
      user: signedIn(),
    });
    const recorded = await screen.findByTestId("cash-total-recorded", {}, SLOW);
    expect(text(within(recorded).getByTestId("cash-amount"))).toBe("Rp 12.000.000");
    expect(within(recorded).getByTestId("cash-count").textContent).toBe("3 pembayaran");
    expect(text(within(screen.getByTestId("cash-total-pending")).getByTestId("cash-amount"))).toBe("Rp 4.000.000");
    expect(screen.getByTestId("cash-total-pending").textContent).toContain("Menunggu");

    const [bandung, head] = screen.getAllByTestId("cash-branch");
    expect(await within(bandung).findByText("Cabang Bandung")).toBeTruthy();
    expect(within(head).getByRole("heading").textContent).toBe("Kantor pusat");
    const ani = within(bandung).getByTestId("cash-cashier");
    expect(within(ani).getByTestId("cash-cashier-name").textContent).toBe("Ani Kasir");
    expect(text(within(within(ani).getByTestId("cash-confirmed")).getByTestId("cash-amount"))).toBe("Rp 3.000.000");
    expect(text(within(within(ani).getByTestId("cash-pending")).getByTestId("cash-amount"))).toBe("Rp 4.000.000");
    expect(within(head).getByTestId("cash-cashier-name").textContent).toBe("Mantan petugas");
    expect(text(within(within(bandung).getByTestId("cash-branch-total")).getAllByTestId("cash-amount")[0])).toBe(
      "Rp 7.000.000",
    );

    const lines = screen.getAllByTestId("cash-line");
    expect(lines.map((l) => within(l).getByTestId("cash-line-code").textContent)).toEqual([
      "UMR-0001",
      "UMR-0002",
      "UMR-0003",
    ]);
    expect(within(lines[1]).getByTestId("cash-line-status").textContent).toBe("Menunggu konfirmasi");
    expect(lines[1].textContent).toContain("Kartu debit (EDC)");
    expect(lines[1].textContent).toContain("APPR 551");
    expect(lines[1].textContent).toContain("Dicatat oleh Ani Kasir");
    expect(text(within(lines[2]).getByTestId("cash-line-amount"))).toBe("Rp 5.000.000");

    expect(cashQueries(calls)[0]).toEqual({ date: "2026-03-02" });
    const href = screen.getByTestId("cash-export").getAttribute("href") ?? "";
    expect(Object.fromEntries(new URL(href, "http://x").searchParams)).toEqual({
      date: "2026-03-02",
      format: "xlsx",
      lang: "id",
    });
    expect(href.startsWith("/api/report/cash/export?")).toBe(true);
  });

  it("opens on the agency's today, and a branch chosen by staff of every branch goes to the report and its Excel file", async () => {
    const { calls } = api();
    renderScreen(CashReportScreen, { locale: "en", path: "/panel/report/cash", user: signedIn() });
    await screen.findByTestId("cash-total-recorded", {}, SLOW);
    const today = agencyToday(new Date());
    expect(cashQueries(calls)[0]).toEqual({ date: today });
    expect((screen.getByTestId("cash-date") as HTMLInputElement).value).toBe(today);
    expect(text(within(screen.getByTestId("cash-total-recorded")).getByTestId("cash-amount"))).toBe("IDR 12,000,000");

    const branch = screen.getByTestId("filter-branch");
    await waitFor(() => expect(within(branch).getByText("Cabang Bandung")).toBeTruthy());
    await userEvent.selectOptions(branch, "2");
    await waitFor(() => expect(cashQueries(calls).at(-1)).toEqual({ date: today, branch_id: "2" }));
    const href = screen.getByTestId("cash-export").getAttribute("href") ?? "";
    expect(new URL(href, "http://x").searchParams.get("branch_id")).toBe("2");
  });

  it("has no branch filter for a branch clerk, and says so when nothing was recorded that day", async () => {
    const { calls } = api(empty);
    renderScreen(CashReportScreen, {
      locale: "my",
      path: "/panel/report/cash",
      url: "/panel/report/cash?date=2026-03-01&branch_id=9",
      user: signedIn({ staff_role: "finance", branch_id: 2 }),
    });
    expect(await screen.findByText("Tiada apa-apa direkodkan di kaunter pada hari ini.", {}, SLOW)).toBeTruthy();
    expect(screen.queryByTestId("filter-branch")).toBeNull();
    expect(screen.queryAllByTestId("cash-line")).toHaveLength(0);
    // The branch in the URL is not theirs to ask: the server keeps them to their branch anyway.
    expect(cashQueries(calls)[0]).toEqual({ date: "2026-03-01" });
  });
});
