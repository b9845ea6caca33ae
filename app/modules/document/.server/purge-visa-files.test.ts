import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, files, guestVisaEvents, guestVisas, settings } from "#db/schema";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { Ctx } from "#app/shared/context";
import { purgeDepartureFiles } from "./purge-departure-files";

/*
 * The retention job (decision 048) also deletes the visa files operations staff recorded
 * (guest_visas, decision 081) once the departure's return is `document_retention_days` behind; the
 * visa keeps its status, number and history. Departure returned 2026-01-10, retention 30 days.
 */

let t: TestApp;
let guestId: number;
let fileId: string;

const at = (iso: string): Ctx => ({
  db: t.db,
  actor: null,
  locale: "id",
  requestId: `test-${randomUUID()}`,
  now: () => new Date(iso),
});

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  await t.db.update(settings).set({ documentRetentionDays: 30 });
  const customer = await signInCustomer(t);
  const staff = await signInAdmin(t);
  const pkg = await createPackage(t.db, {
    kind: "umrah",
    departures: [{ startDate: "2026-01-01", endDate: "2026-01-10", capacity: 40 }],
  });
  const b = await createBooking(t.db, customer.user.id, {
    packageId: pkg.id,
    departureId: pkg.departures[0].id,
    status: "processed",
  });
  const [g] = await t.db
    .insert(bookingGuests)
    .values({
      bookingId: b.id,
      position: 1,
      fullName: "Jemaah Satu",
      gender: "male",
      birthDate: "1980-01-01",
      country: "ID",
    })
    .returning();
  guestId = g.id;
  fileId = await uploadDocument(t.app, staff.token);
  await t.db.insert(guestVisas).values({
    guestId,
    status: "issued",
    visaNumber: "6012345678",
    issuedOn: "2025-12-01",
    expiresOn: "2026-02-28",
    fileId,
    updatedBy: staff.user.id,
  });
  await t.db
    .insert(guestVisaEvents)
    .values({ guestId, status: "issued", visaNumber: "6012345678", byUserId: staff.user.id });
});
afterAll(async () => t?.close());

describe("purgeDepartureFiles and recorded visa files", () => {
  it("keeps the file before the delete day, deletes it on the day; the visa keeps its status, number and history", async () => {
    expect(await purgeDepartureFiles({ ctx: at("2026-02-08T16:59:00Z"), files: t.app.files })).toEqual([]);
    const [stored] = await t.db.select().from(files).where(eq(files.id, fileId));
    expect(stored.storageKey).toBeTruthy();
    expect(await t.app.files.stat(stored.storageKey!)).toBeTruthy();

    const purges = await purgeDepartureFiles({ ctx: at("2026-02-09T01:00:00Z"), files: t.app.files });
    expect(purges).toMatchObject([{ filesDeleted: 1, retentionDays: 30 }]);
    expect(await t.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
    expect(await t.app.files.stat(stored.storageKey!)).toBeFalsy();
    const [visa] = await t.db.select().from(guestVisas).where(eq(guestVisas.guestId, guestId));
    expect(visa).toMatchObject({ status: "issued", visaNumber: "6012345678", fileId: null });
    expect(await t.db.select().from(guestVisaEvents).where(eq(guestVisaEvents.guestId, guestId))).toHaveLength(1);
  });
});
