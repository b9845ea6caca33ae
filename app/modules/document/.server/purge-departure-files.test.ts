import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingGuests,
  bookings,
  documentPurges,
  files,
  guestDocuments,
  payments,
  refunds,
  settings,
} from "#db/schema";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { bearer, uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { Ctx } from "#app/shared/context";
import { keyPath } from "#app/modules/media/.server/file-storage";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { purgeDepartureFiles } from "./purge-departure-files";
import { departureFilesPurged } from "./purge.repository";

/*
 * The retention job (decision 048) with an injected clock, on the engine DATABASE_URL picks (run
 * on both). Departure A returned 2026-01-10, B 2026-01-20; retention 30 days: A's files go on
 * the agency day 2026-02-09 (Asia/Jakarta), B's on 2026-02-19.
 */

let t: TestApp;
let owner: { token: string; id: number };
let admin: string;
let depA: number;
let depB: number;
const fileIds: Record<string, string> = {};

const at = (iso: string): Ctx => ({
  db: t.db,
  actor: null,
  locale: "id",
  requestId: `test-${randomUUID()}`,
  now: () => new Date(iso),
});
/** The app's store, whose removal waits for `release()` (held inside the purge's transaction). */
function holdingStore() {
  const base = t.app.files;
  let entered!: () => void;
  let release!: () => void;
  const enteredP = new Promise<void>((r) => {
    entered = r;
  });
  const gate = new Promise<void>((r) => {
    release = r;
  });
  const store: FileStore = {
    kind: base.kind,
    put: (...a) => base.put(...a),
    get: (...a) => base.get(...a),
    stat: (...a) => base.stat(...a),
    close: () => base.close(),
    remove: async (keys) => {
      entered();
      await gate;
      return base.remove(keys);
    },
  };
  return { store, entered: enteredP, release };
}

const purge = (iso: string) => purgeDepartureFiles({ ctx: at(iso), files: t.app.files });

async function storageKey(id: string) {
  const [row] = await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id));
  return row?.key ?? null;
}

async function guestOf(bookingId: string, position: number, visaFileId: string | null) {
  const [g] = await t.db
    .insert(bookingGuests)
    .values({
      bookingId,
      position,
      fullName: `Jemaah ${position}`,
      gender: "female",
      birthDate: "1980-01-01",
      country: "ID",
      visa: visaFileId ? "upload" : null,
      visaFileId,
    })
    .returning();
  return g;
}

beforeAll(async () => {
  t = await createTestApp();
  await createSetting(t.db, { currency: "IDR" });
  await t.db.update(settings).set({ documentRetentionDays: 30 });
  const c = await signInCustomer(t);
  owner = { token: c.token, id: c.user.id };
  admin = (await signInAdmin(t)).token;
  const pkg = await createPackage(t.db, {
    departures: [
      { startDate: "2026-01-01", endDate: "2026-01-10", capacity: 40 },
      { startDate: "2026-01-11", endDate: "2026-01-20", capacity: 40 },
    ],
  });
  [depA, depB] = pkg.departures.map((d) => d.id);
  for (const name of ["passportA", "meningitisA", "visaA", "proofA", "refundA", "passportB", "visaB", "shared"])
    fileIds[name] = await uploadDocument(t.app, owner.token);

  // Departure A: a guest with a passport and a meningitis certificate, another with a visa and a
  // shared upload (also B's guest's document); a confirmed payment with its proof, a refund.
  const a = await createBooking(t.db, owner.id, { packageId: pkg.id, departureId: depA, pax: 2, status: "processed" });
  const g1 = await guestOf(a.id, 0, null);
  const g2 = await guestOf(a.id, 1, fileIds.visaA);
  await t.db.insert(guestDocuments).values([
    { guestId: g1.id, bookingId: a.id, kind: "passport", status: "verified", fileId: fileIds.passportA },
    {
      guestId: g1.id,
      bookingId: a.id,
      kind: "meningitis",
      status: "verified",
      fileId: fileIds.meningitisA,
      vaccine: "conjugate",
      vaccinatedOn: "2025-12-01",
    },
    { guestId: g2.id, bookingId: a.id, kind: "family_card", status: "submitted", fileId: fileIds.shared },
  ]);
  const [payment] = await t.db
    .insert(payments)
    .values({
      bookingId: a.id,
      amount: 25_000_000,
      method: "manual",
      proofFileId: fileIds.proofA,
      payerName: "Budi",
      paymentDate: "2025-12-01",
      status: "confirmed",
    })
    .returning();
  await t.db.insert(refunds).values({
    bookingId: a.id,
    paymentId: payment.id,
    reason: "late_payment",
    currency: "IDR",
    paidTotal: 25_000_000,
    amount: 1_000_000,
    status: "paid",
    proofFileId: fileIds.refundA,
  });

  // Departure B: not yet due.
  const b = await createBooking(t.db, owner.id, { packageId: pkg.id, departureId: depB, status: "processed" });
  const g3 = await guestOf(b.id, 0, fileIds.visaB);
  await t.db.insert(guestDocuments).values([
    { guestId: g3.id, bookingId: b.id, kind: "passport", status: "verified", fileId: fileIds.passportB },
    { guestId: g3.id, bookingId: b.id, kind: "family_card", status: "verified", fileId: fileIds.shared },
  ]);
});
afterAll(async () => t?.close());

const fileGet = (id: string, token: string) =>
  t.app.inject({ method: "GET", url: `/api/file/${id}`, headers: bearer(token) });

describe("purgeDepartureFiles (retention job)", () => {
  it("the agency day before the delete day: nothing is touched", async () => {
    // 2026-02-08T16:59Z is 23:59 on 2026-02-08 in Jakarta: still the day before.
    expect(await purge("2026-02-08T16:59:00Z")).toEqual([]);
    expect(await t.db.select().from(documentPurges)).toEqual([]);
    for (const id of Object.values(fileIds)) expect(await storageKey(id)).not.toBeNull();
    expect(await departureFilesPurged(t.db, depA)).toBeNull();
  });

  it("on the delete day (agency time), two instances at once: each of A's files deleted once, one purge row", async () => {
    const keys = {
      passportA: await storageKey(fileIds.passportA),
      meningitisA: await storageKey(fileIds.meningitisA),
      visaA: await storageKey(fileIds.visaA),
    };
    for (const key of Object.values(keys)) {
      expect(await t.app.files.stat(key!)).not.toBeNull();
      expect(fs.existsSync(keyPath(t.app.env.dataDir, key!))).toBe(true);
    }
    // 2026-02-08T17:00Z is 00:00 on 2026-02-09 in Jakarta: the delete day has begun there.
    // The first instance is held inside its transaction (removing the objects) while the second runs.
    const held = holdingStore();
    const first = purgeDepartureFiles({ ctx: at("2026-02-08T17:00:00Z"), files: held.store });
    await held.entered;
    let secondDone = false;
    const second = purge("2026-02-08T17:00:00Z").finally(() => {
      secondDone = true;
    });
    if (t.database.engine === "postgres") {
      // PostgreSQL: the second skips the departure the first holds, without waiting for it.
      await expect.poll(() => secondDone, { timeout: 5_000 }).toBe(true);
    } else {
      // PGlite: one transaction at a time; the second waits its turn and then finds nothing.
      await new Promise((r) => setTimeout(r, 200));
    }
    held.release();
    const [one, two] = await Promise.all([first, second]);
    expect(two).toEqual([]);
    expect([...one, ...two]).toEqual([{ departureId: depA, filesDeleted: 3, retentionDays: 30 }]);
    const rows = await t.db.select().from(documentPurges);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ departureId: depA, filesDeleted: 3, retentionDays: 30 });
    expect(await departureFilesPurged(t.db, depA)).toMatchObject({ filesDeleted: 3 });
    expect(await departureFilesPurged(t.db, depB)).toBeNull();

    // Gone from the store and the files table; GET /api/file 404 for the owner and the admin.
    for (const key of Object.values(keys)) {
      expect(await t.app.files.stat(key!)).toBeNull();
      expect(fs.existsSync(keyPath(t.app.env.dataDir, key!))).toBe(false);
    }
    const gone = await t.db
      .select({ id: files.id })
      .from(files)
      .where(inArray(files.id, [fileIds.passportA, fileIds.meningitisA, fileIds.visaA]));
    expect(gone).toEqual([]);
    for (const id of [fileIds.passportA, fileIds.visaA]) {
      expect((await fileGet(id, owner.token)).statusCode).toBe(404);
      expect((await fileGet(id, admin)).statusCode).toBe(404);
    }

    // The documents keep their status and dates, without a file; the guest's visa link is cleared.
    const docs = await t.db.select().from(guestDocuments);
    const passportA = docs.find((d) => d.kind === "passport" && d.fileId === null);
    expect(passportA).toMatchObject({ status: "verified", fileId: null });
    expect(passportA?.fileDeletedAt?.toISOString()).toBe("2026-02-08T17:00:00.000Z");
    const meningitis = docs.find((d) => d.kind === "meningitis");
    expect(meningitis).toMatchObject({ fileId: null, vaccine: "conjugate", vaccinatedOn: "2025-12-01" });
    const visas = await t.db
      .select({ visaFileId: bookingGuests.visaFileId, visa: bookingGuests.visa })
      .from(bookingGuests);
    expect(visas.map((v) => v.visaFileId).sort()).toEqual([fileIds.visaB, null, null].sort());
  });

  it("keeps the money records, the bookings and guests, B's files, and a file B also uses", async () => {
    for (const name of ["proofA", "refundA", "passportB", "visaB", "shared"]) {
      const key = await storageKey(fileIds[name]);
      expect(key, name).not.toBeNull();
      expect(await t.app.files.stat(key!), name).not.toBeNull();
    }
    expect((await fileGet(fileIds.proofA, owner.token)).statusCode).toBe(200);
    expect((await fileGet(fileIds.passportB, admin)).statusCode).toBe(200);
    const [payment] = await t.db.select().from(payments);
    expect(payment).toMatchObject({ proofFileId: fileIds.proofA, status: "confirmed", amount: 25_000_000 });
    const [refund] = await t.db.select().from(refunds);
    expect(refund).toMatchObject({ proofFileId: fileIds.refundA, amount: 1_000_000 });
    expect(await t.db.select({ id: bookings.id }).from(bookings)).toHaveLength(2);
    expect(await t.db.select({ id: bookingGuests.id }).from(bookingGuests)).toHaveLength(3);
    // The shared upload: unlinked from A's guest (A's copy is gone), still B's document.
    const shared = await t.db.select().from(guestDocuments).where(eq(guestDocuments.kind, "family_card"));
    expect(shared.map((d) => d.fileId).sort()).toEqual([fileIds.shared, null].sort());
  });

  it("is idempotent: a later run deletes nothing more and writes no row", async () => {
    expect(await purge("2026-02-10T05:00:00Z")).toEqual([]);
    expect(await t.db.select().from(documentPurges)).toHaveLength(1);
  });

  it("B's delete day comes: B's files go, the file only B used now too", async () => {
    const [p] = await purge("2026-02-19T05:00:00Z");
    expect(p).toEqual({ departureId: depB, filesDeleted: 3, retentionDays: 30 });
    for (const name of ["passportB", "visaB", "shared"]) expect(await storageKey(fileIds[name])).toBeNull();
    expect(await storageKey(fileIds.proofA)).not.toBeNull();
    expect(await t.db.select().from(documentPurges)).toHaveLength(2);
  });
});
