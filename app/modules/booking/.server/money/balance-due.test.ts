import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { createBooking, createUser } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { BOOKING_STATUSES } from "#app/modules/booking/booking.contract";
import { balanceDue } from "#app/modules/booking/booking.rules";
import { balanceDueSql } from "../booking.repository";

// The rule (booking pages, mails, reminders, the overdue list) and its SQL twin (reports, the
// dashboard) answer the same for every status and every paid amount, short, exact or over.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

describe("balanceDueSql", () => {
  it("answers what balanceDue answers, for every status and paid amount", async () => {
    const c = await createUser(t.db, { role: "customer" });
    const cases = BOOKING_STATUSES.flatMap((status) =>
      [0, 400_000, 1_000_000, 1_200_000].map((paidTotal) => ({ status, total: 1_000_000, paidTotal })),
    );
    const ids: string[] = [];
    for (const k of cases) ids.push((await createBooking(t.db, c.id, k)).id);
    const rows = await t.db
      .select({
        id: bookings.id,
        status: bookings.status,
        total: bookings.total,
        paidTotal: bookings.paidTotal,
        due: balanceDueSql,
      })
      .from(bookings)
      .where(inArray(bookings.id, ids));
    expect(rows).toHaveLength(cases.length);
    for (const r of rows) expect(Number(r.due), JSON.stringify(r)).toBe(balanceDue(r));
    // The cases do differ: something owed, nothing owed, and a cancelled booking owing nothing.
    expect(new Set(rows.map((r) => Number(r.due)))).toEqual(new Set([0, 600_000, 1_000_000]));
  });
});
