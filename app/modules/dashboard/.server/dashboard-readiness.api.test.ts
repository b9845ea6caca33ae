import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, guestDocuments, packageDocumentRequirements } from "#db/schema";
import { createBooking, createPackage, createSetting, createUser } from "#test/factories";
import { createTestApp, ctxFor, type TestApp } from "#test/setup/app";
import type { Actor } from "#app/shared/context";
import { listUnreadyDepartures } from "#app/modules/document/.server/list-readiness";
import type { AdminDashboardDto } from "#app/modules/dashboard/dashboard.contract";
import { getDashboard } from "./get-dashboard";
import { actorOf } from "#test/setup/actors";

/*
 * The dashboard's "documents not ready" card (docs/product.md §Readiness board) with the clock
 * stopped at 2026-03-01 10:00 in Jakarta: departures starting within 45 days whose documents are
 * not all verified, by date.
 */
const NOW = new Date("2026-03-01T03:00:00Z");

let t: TestApp;
let admin: Actor;
let customer: Actor;
const dep: Record<string, number> = {};
const ctxOf = (actor: Actor | null, now = NOW) => ctxFor(t.db, { actor, now: () => now });

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  const a = await createUser(t.db, { role: "admin" });
  const c = await createUser(t.db);
  admin = actorOf(a);
  customer = actorOf(c);
  const pkg = await createPackage(t.db, {
    departures: [
      { startDate: "2026-02-20", endDate: "2026-03-01" }, // past: left out
      { startDate: "2026-03-10", endDate: "2026-03-19" }, // missing documents: shown
      { startDate: "2026-03-20", endDate: "2026-03-29" }, // every document verified: ready
      { startDate: "2026-04-15", endDate: "2026-04-24" }, // day 45: shown
      { startDate: "2026-04-16", endDate: "2026-04-25" }, // day 46: beyond the horizon
      { startDate: "2026-03-25", endDate: "2026-04-03" }, // no guest: nothing required, ready
    ],
  });
  ["past", "missing", "ready", "edge", "beyond", "empty"].forEach((k, i) => {
    dep[k] = pkg.departures[i].id;
  });
  await t.db.insert(packageDocumentRequirements).values({ packageId: pkg.id, kind: "passport", appliesTo: "all" });
  for (const key of ["past", "missing", "ready", "edge", "beyond"]) {
    const b = await createBooking(t.db, c.id, { departureId: dep[key], packageId: pkg.id, status: "paid", pax: 1 });
    const [g] = await t.db
      .insert(bookingGuests)
      .values({
        bookingId: b.id,
        position: 0,
        fullName: `Guest ${key}`,
        gender: "male",
        birthDate: "1980-01-01",
        country: "ID",
        travellerType: "adult",
      })
      .returning();
    if (key === "ready")
      await t.db
        .insert(guestDocuments)
        .values({ guestId: g.id, bookingId: b.id, kind: "passport", status: "verified" });
    if (key === "edge")
      await t.db
        .insert(guestDocuments)
        .values({ guestId: g.id, bookingId: b.id, kind: "passport", status: "submitted" });
  }
});
afterAll(async () => t?.close());

describe("documents not ready on the admin dashboard", () => {
  it("lists departures within 45 days that are not ready, by date, with their counts", async () => {
    const d = (await getDashboard({ ctx: ctxOf(admin) })) as AdminDashboardDto;
    expect(d.documents_not_ready.map((x) => x.id)).toEqual([dep.missing, dep.edge]);
    expect(d.documents_not_ready[0]).toMatchObject({
      start_date: "2026-03-10",
      ready: false,
      guests: 1,
      counts: { required: 1, missing: 1, submitted: 0 },
    });
    expect(d.documents_not_ready[1].counts).toMatchObject({ missing: 0, submitted: 1 });
  });

  it("moves with the clock: a departure that left drops out, a later one comes within 45 days", async () => {
    const later = new Date("2026-03-21T03:00:00Z");
    // From 21 March the March 10 departure has left and the 16 April one is within 45 days.
    const d = (await getDashboard({ ctx: ctxOf(admin, later) })) as AdminDashboardDto;
    expect(d.documents_not_ready.map((x) => x.id)).toEqual([dep.edge, dep.beyond]);
  });

  it("drops a departure once its last document is verified", async () => {
    await t.db.update(guestDocuments).set({ status: "verified" }).where(eq(guestDocuments.status, "submitted"));
    const d = (await getDashboard({ ctx: ctxOf(admin) })) as AdminDashboardDto;
    expect(d.documents_not_ready.map((x) => x.id)).toEqual([dep.missing]);
  });

  it("is the admin's", async () => {
    await expect(listUnreadyDepartures({ ctx: ctxOf(customer), input: { days: 45, limit: 6 } })).rejects.toMatchObject({
      code: "forbidden",
    });
    const c = await getDashboard({ ctx: ctxOf(customer) });
    expect(c).not.toHaveProperty("documents_not_ready");
  });
});
