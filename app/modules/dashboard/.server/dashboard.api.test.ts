import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payments, refunds, savingsPlans } from "#db/schema";
import { createBooking, createPackage, createSetting, createUser } from "#test/factories";
import { bearer } from "#test/factories/booking";
import { createTestApp, ctxFor, loginAs, type TestApp } from "#test/setup/app";
import type { Actor } from "#app/shared/context";
import { getAdminBookingFigures } from "#app/modules/booking/.server/feeds/dashboard-admin-figures";
import { getCustomerBookingFigures } from "#app/modules/booking/.server/feeds/dashboard-customer-figures";
import { listUpcomingDepartures } from "#app/modules/catalog/.server/departures/dashboard-departures";
import type { AdminDashboardDto, CustomerDashboardDto } from "#app/modules/dashboard/dashboard.contract";
import { getDashboard } from "./get-dashboard";
import { actorOf } from "#test/setup/actors";

/*
 * The dashboards against a hand-built data set, with the clock stopped at 2026-02-28 18:00 UTC:
 * already 1 March 01:00 in Jakarta, the agency's time zone. So "this month" is March 2026
 * (from 2026-02-28T17:00Z), "last month" February (from 2026-01-31T17:00Z) and "today" is
 * 2026-03-01 while UTC still says 28 February.
 */

const NOW = new Date("2026-02-28T18:00:00Z");
const at = (iso: string) => new Date(iso);

let t: TestApp;
const actors: Record<"admin" | "a" | "b", Actor> = {} as never;
const tokens: Record<"admin" | "a" | "b", string> = { admin: "", a: "", b: "" };
const codes: Record<string, string> = {};
const ids: Record<string, string> = {};
const dep: Record<string, number> = {};

const ctxOf = (actor: Actor | null, now = NOW) => ctxFor(t.db, { actor, now: () => now });

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  const admin = await createUser(t.db, { role: "admin", name: "Admin Satu", password: "Admin12345" });
  const a = await createUser(t.db, { role: "customer", name: "Customer A", password: "Alpha12345" });
  const b = await createUser(t.db, { role: "customer", name: "Customer B", password: "Bravo12345" });
  const c = await createUser(t.db, { role: "customer", name: "Customer C" });
  for (const [key, u] of [
    ["admin", admin],
    ["a", a],
    ["b", b],
  ] as const)
    actors[key] = actorOf(u);
  tokens.admin = await loginAs(t.app, admin.username, "Admin12345");
  tokens.a = await loginAs(t.app, a.username, "Alpha12345");
  tokens.b = await loginAs(t.app, b.username, "Bravo12345");

  const main = await createPackage(t.db, {
    departures: [
      { startDate: "2026-02-27", endDate: "2026-03-08", capacity: 10 }, // D0: left already
      { startDate: "2026-03-01", endDate: "2026-03-10", capacity: 10 }, // D1: leaves today (Jakarta)
      { startDate: "2026-03-10", endDate: "2026-03-19", capacity: 4 }, // D2: will be full
      { startDate: "2026-03-20", endDate: "2026-03-29", capacity: 20, isOpen: false }, // D3: closed
      { startDate: "2026-04-01", endDate: "2026-04-10", capacity: 10 }, // D4
      { startDate: "2026-05-01", endDate: "2026-05-10", capacity: 10 }, // D5
      { startDate: "2026-06-01", endDate: "2026-06-10", capacity: 10 }, // D6: 7th upcoming, past the limit
      { startDate: "2026-07-01", endDate: "2026-07-10", capacity: 10 }, // D7
    ],
  });
  main.departures.forEach((d, i) => {
    dep[`D${i}`] = d.id;
  });
  const draft = await createPackage(t.db, {
    status: "draft",
    departures: [{ startDate: "2026-03-05", endDate: "2026-03-12", capacity: 10 }],
  });
  dep.draft = draft.departures[0].id;
  const archived = await createPackage(t.db, {
    status: "archived",
    departures: [{ startDate: "2026-03-15", endDate: "2026-03-22", capacity: 5 }],
  });
  dep.archived = archived.departures[0].id;

  const book = async (
    key: string,
    customerId: number,
    departure: string,
    v: {
      pax: number;
      status: "pending" | "processing" | "paid" | "processed" | "canceled";
      total: number;
      paid: number;
    },
    createdAt: string,
    extra: Partial<Parameters<typeof createBooking>[2]> = {},
  ) => {
    const row = await createBooking(t.db, customerId, {
      packageId: departure === "archived" ? archived.id : main.id,
      departureId: dep[departure],
      pax: v.pax,
      status: v.status,
      total: v.total,
      paidTotal: v.paid,
      createdAt: at(createdAt),
      ...extra,
    });
    codes[key] = row.code;
    ids[key] = row.id;
  };
  // Booked at 00:30 on 1 March in Jakarta (still February in UTC): this month.
  await book("b1", a.id, "D2", { pax: 3, status: "paid", total: 30_000, paid: 30_000 }, "2026-02-28T17:30:00Z");
  // 23:30 on 28 February in Jakarta: last month.
  await book("b2", b.id, "D2", { pax: 1, status: "pending", total: 10_000, paid: 0 }, "2026-02-28T16:30:00Z");
  // Exactly midnight 1 February in Jakarta: last month (the start is included).
  await book("b3", a.id, "D1", { pax: 2, status: "processing", total: 20_000, paid: 5_000 }, "2026-01-31T17:00:00Z", {
    paymentType: "deposit",
    minFirstPayment: 5_000,
  });
  // Cancelled this month: neither counted nor holding seats.
  await book("b4", b.id, "D1", { pax: 1, status: "canceled", total: 9_000, paid: 0 }, "2026-02-28T17:10:00Z");
  // One second before February in Jakarta: January. Set paid by an admin below its total.
  await book("b5", b.id, "D4", { pax: 2, status: "paid", total: 50_000, paid: 20_000 }, "2026-01-31T16:59:59Z");
  // The first month of the chart (April 2025), unpaid.
  await book("b6", a.id, "D5", { pax: 1, status: "pending", total: 7_000, paid: 0 }, "2025-04-01T00:00:00Z");
  // 23:59 on 31 March 2025 in Jakarta: before the chart's twelve months.
  await book("b7", b.id, "D0", { pax: 1, status: "processed", total: 8_000, paid: 8_000 }, "2025-03-31T16:59:00Z");
  // Another currency (the site once sold in ringgit): counted, but not added to rupiah sums.
  await book("b8", c.id, "D6", { pax: 1, status: "pending", total: 99_999, paid: 0 }, "2025-12-15T00:00:00Z", {
    currency: "MYR",
  });

  const pay = (
    booking: string,
    amount: number,
    status: "pending" | "confirmed" | "rejected",
    reviewedAt: string | null,
  ) => ({
    bookingId: ids[booking],
    amount,
    method: "manual" as const,
    payerName: "Payer",
    paymentDate: "2026-02-01",
    status,
    reviewedAt: reviewedAt ? at(reviewedAt) : null,
  });
  await t.db.insert(payments).values([
    pay("b1", 30_000, "confirmed", "2026-02-28T17:45:00Z"), // confirmed this month (Jakarta)
    pay("b3", 5_000, "confirmed", "2026-02-28T16:00:00Z"), // 23:00 on 28 Feb in Jakarta: last month
    pay("b5", 20_000, "confirmed", "2026-02-10T03:00:00Z"), // last month
    pay("b2", 10_000, "pending", null), // awaiting review: the whole amount of a full payment
    pay("b3", 1_000, "rejected", "2026-02-28T17:50:00Z"), // rejected: never money
  ]);
  // Refunds (decision 043): paid ones come off the revenue of the month they were paid in, due
  // ones are the refunds card; another currency's are left out.
  const refund = (
    booking: string,
    amount: number,
    status: "due" | "paid",
    paidAt: string | null,
    currency = "IDR",
  ) => ({
    bookingId: ids[booking],
    reason: "late_payment" as const,
    currency,
    paidTotal: amount,
    amount,
    status,
    paidAt: paidAt ? at(paidAt) : null,
  });
  await t.db.insert(refunds).values([
    refund("b1", 4_000, "paid", "2026-02-28T17:30:00Z"), // 00:30 on 1 March in Jakarta: this month
    refund("b5", 3_000, "paid", "2026-02-10T03:00:00Z"), // last month
    refund("b4", 7_000, "due", null),
    refund("b7", 1_500, "due", null),
    refund("b8", 50_000, "due", null, "MYR"), // ringgit: not added to rupiah sums
  ]);
  // A savings plan closed this month (decision 084): its deposit never counted as revenue, so its
  // paid refund takes nothing off it either.
  const [plan] = await t.db
    .insert(savingsPlans)
    .values({
      code: "PLANCLOSED01",
      customerId: a.id,
      targetAmount: 60_000,
      months: 6,
      monthlyAmount: 10_000,
      currency: "IDR",
      startsOn: "2026-01-01",
      status: "closed",
    })
    .returning({ id: savingsPlans.id });
  const [deposit] = await t.db
    .insert(payments)
    .values({ ...pay("b1", 10_000, "confirmed", "2026-02-28T17:40:00Z"), bookingId: null, savingsPlanId: plan.id })
    .returning({ id: payments.id });
  await t.db.insert(refunds).values({
    ...refund("b1", 9_000, "paid", "2026-02-28T17:50:00Z"),
    bookingId: null,
    savingsPlanId: plan.id,
    reason: "cancellation",
    paymentId: null,
  });
  expect(deposit.id).toBeGreaterThan(0);
});
afterAll(async () => t?.close());

describe("admin dashboard figures", () => {
  let d: AdminDashboardDto;
  beforeAll(async () => {
    const res = await getDashboard({ ctx: ctxOf(actors.admin) });
    if (res.role !== "admin") throw new Error("expected the admin dashboard");
    d = res;
  });

  it("uses the agency's calendar: Jakarta's month and day, not UTC's", () => {
    expect(d.time_zone).toBe("Asia/Jakarta");
    expect(d.today).toBe("2026-03-01");
    expect(d.month).toBe("2026-03");
    expect(d.currency).toBe("IDR");
  });

  it("counts pending bookings, and bookings made this month vs last month without cancelled ones", () => {
    expect(d.pending_bookings).toBe(3); // b2, b6, b8
    expect(d.bookings).toEqual({ current: 1, previous: 2 }); // b1 | b2, b3 (b4 cancelled)
  });

  it("adds confirmed payments by the time they were confirmed, never pending or rejected ones, net of refunds paid", () => {
    // 30 000 - 4 000 refunded this month | 25 000 - 3 000 refunded last month.
    expect(d.revenue).toEqual({ current: 26_000, previous: 22_000 });
    expect(d.awaiting_review).toEqual({ amount: 10_000, payments: 1 });
  });

  it("counts the refunds still due in the site's currency (the refunds card)", () => {
    expect(d.refunds_due).toEqual({ amount: 8_500, refunds: 2 });
  });

  it("sums what is left on pending and processing bookings; a booking set paid by staff is settled", () => {
    // b2 10 000 + b3 15 000 + b6 7 000; b5 (paid by override) and b8 (ringgit) are not added.
    expect(d.outstanding).toEqual({ amount: 32_000, bookings: 3 });
  });

  it("lists the next six departures from today with capacity and seats left (no drafts, nothing past)", () => {
    expect(
      d.upcoming_departures.map((x) => [
        x.id,
        x.start_date,
        x.capacity,
        x.booked,
        x.seats_left,
        x.full_booked,
        x.is_open,
      ]),
    ).toEqual([
      [dep.D1, "2026-03-01", 10, 2, 8, false, true],
      [dep.D2, "2026-03-10", 4, 4, 0, true, true],
      [dep.archived, "2026-03-15", 5, 0, 5, false, true],
      [dep.D3, "2026-03-20", 20, 0, 20, false, false],
      [dep.D4, "2026-04-01", 10, 2, 8, false, true],
      [dep.D5, "2026-05-01", 10, 1, 9, false, true],
    ]);
    expect(d.upcoming_departures[0].tour.name).toMatch(/^Package /);
  });

  it("shows the five latest bookings, newest first", () => {
    expect(d.latest_bookings.map((b) => b.code)).toEqual([codes.b1, codes.b4, codes.b2, codes.b3, codes.b5]);
    expect(d.latest_bookings[0]).toMatchObject({ status: "paid", total: 30_000, customer: { name: "Customer A" } });
  });

  it("counts bookings per month over the last twelve Jakarta months, oldest first", () => {
    const months = d.bookings_per_month;
    expect(months).toHaveLength(12);
    expect(months[0].month).toBe("2025-04");
    expect(months[11].month).toBe("2026-03");
    const byMonth = Object.fromEntries(months.filter((m) => m.count > 0).map((m) => [m.month, m.count]));
    expect(byMonth).toEqual({ "2025-04": 1, "2025-12": 1, "2026-01": 1, "2026-02": 2, "2026-03": 1 });
  });

  it("moves with the clock: an hour earlier it is still February in Jakarta", async () => {
    const res = await getDashboard({ ctx: ctxOf(actors.admin, new Date("2026-02-28T16:59:59Z")) });
    if (res.role !== "admin") throw new Error("expected the admin dashboard");
    expect(res.month).toBe("2026-02");
    expect(res.today).toBe("2026-02-28");
    expect(res.bookings).toEqual({ current: 2, previous: 1 }); // b2, b3 | b5
    expect(res.revenue).toEqual({ current: 22_000, previous: 0 }); // 25 000 - 3 000 refunded in February
  });
});

describe("customer dashboard", () => {
  const asCustomer = async (who: "a" | "b") => {
    const res = await getDashboard({ ctx: ctxOf(actors[who]) });
    if (res.role !== "customer") throw new Error("expected the customer dashboard");
    return res as CustomerDashboardDto;
  };

  it("shows only the customer's own bookings, latest first", async () => {
    const a = await asCustomer("a");
    expect(a.bookings.total).toBe(3);
    expect(a.bookings.latest.map((b) => b.code)).toEqual([codes.b1, codes.b3, codes.b6]);
    const b = await asCustomer("b");
    expect(b.bookings.total).toBe(4);
    expect(b.bookings.latest.map((x) => x.code)).toEqual([codes.b4, codes.b2, codes.b5, codes.b7]);
  });

  it("gives the next departure with the days left counted from Jakarta's today", async () => {
    const a = await asCustomer("a");
    // D1 leaves on 1 March: today in Jakarta (tomorrow by UTC's date).
    expect(a.next_departure).toMatchObject({
      booking_id: ids.b3,
      code: codes.b3,
      start_date: "2026-03-01",
      days_left: 0,
      pax: 2,
    });
    const b = await asCustomer("b");
    // D0 has left, b4 is cancelled: B's next trip is D2 on 10 March.
    expect(b.next_departure).toMatchObject({ booking_id: ids.b2, start_date: "2026-03-10", days_left: 9, pax: 1 });
  });

  it("has no next departure when every trip has left", async () => {
    const later = await getDashboard({ ctx: ctxOf(actors.b, new Date("2026-08-01T00:00:00Z")) });
    expect(later.role === "customer" && later.next_departure).toBe(null);
  });

  it("raises the outstanding banner only when a payment can be made now (next_payment not null)", async () => {
    const a = await asCustomer("a");
    // b6 (nothing paid, full payment 7 000) and b3 (15 000 left after a deposit): oldest first.
    expect(a.outstanding).toEqual({ bookings: 2, amount: 22_000, booking_id: ids.b6, code: codes.b6 });
    // B's only open booking has its whole amount awaiting review: nothing to pay now.
    const b = await asCustomer("b");
    expect(b.outstanding).toBe(null);
  });

  it("agrees with the booking detail's next_payment", async () => {
    for (const key of ["b3", "b6", "b2"]) {
      const owner = key === "b2" ? "b" : "a";
      const res = await t.app.inject({
        method: "GET",
        url: `/api/booking/${ids[key]}`,
        headers: bearer(tokens[owner]),
      });
      expect(res.statusCode).toBe(200);
      const next = res.json().data.next_payment;
      const figures = await getCustomerBookingFigures({ ctx: ctxOf(actors[owner]) });
      const payable = figures.payable.find((p) => p.id === ids[key]);
      expect(payable ? { min: payable.min, max: payable.max, first: payable.first } : null).toEqual(next);
    }
  });
});

describe("access", () => {
  const get = (token?: string, lang = "en") =>
    t.app.inject({ method: "GET", url: `/api/dashboard?lang=${lang}`, headers: token ? bearer(token) : {} });

  it("refuses a visitor with 401", async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it("gives an admin the business view", async () => {
    const res = await get(tokens.admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.role).toBe("admin");
    // Independent of the real date: statuses and open balances.
    expect(data.pending_bookings).toBe(3);
    expect(data.outstanding).toEqual({ amount: 32_000, bookings: 3 });
    expect(data.bookings_per_month).toHaveLength(12);
    expect(data.latest_bookings).toHaveLength(5);
  });

  it("gives each customer their own view and nothing of anyone else's", async () => {
    for (const [who, own, others] of [
      ["a", ["b1", "b3", "b6"], ["b2", "b4", "b5", "b7", "b8"]],
      ["b", ["b2", "b4", "b5", "b7"], ["b1", "b3", "b6", "b8"]],
    ] as const) {
      const res = await get(tokens[who]);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.role).toBe("customer");
      for (const key of [
        "revenue",
        "outstanding_bookings",
        "upcoming_departures",
        "pending_bookings",
        "latest_bookings",
      ])
        expect(data).not.toHaveProperty(key);
      for (const k of own) expect(res.body).toContain(codes[k]);
      for (const k of others) expect(res.body).not.toContain(codes[k]);
      expect(res.body).not.toContain(ids.b8);
    }
  });

  it("keeps the admin figures and the departures list to admins, and the customer figures to customers", async () => {
    const input = {
      current: { start: NOW, end: NOW },
      previous: { start: NOW, end: NOW },
      months: [],
      currency: "IDR",
    };
    await expect(getAdminBookingFigures({ ctx: ctxOf(actors.a), input })).rejects.toMatchObject({ code: "forbidden" });
    await expect(
      listUpcomingDepartures({ ctx: ctxOf(actors.a), input: { from: "2026-03-01", limit: 5 } }),
    ).rejects.toMatchObject({ code: "forbidden" });
    await expect(getCustomerBookingFigures({ ctx: ctxOf(actors.admin) })).rejects.toMatchObject({ code: "forbidden" });
    await expect(getDashboard({ ctx: ctxOf(null) })).rejects.toMatchObject({ code: "unauthenticated" });
  });

  it("answers in the caller's language", async () => {
    const id = (await get(tokens.admin, "id")).json().data;
    const en = (await get(tokens.admin, "en")).json().data;
    expect(id.latest_bookings[0].tour.name).toMatch(/^Paket /);
    expect(en.latest_bookings[0].tour.name).toMatch(/^Package /);
  });
});
