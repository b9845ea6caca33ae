/**
 * The retention job against an S3-compatible store (s3rver on a loopback port): the objects of a
 * returned departure's documents leave the bucket, a payment proof's stays (decision 048).
 */
import { randomUUID } from "node:crypto";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, files, guestDocuments, payments, settings } from "#db/schema";
import { createBooking, createPackage, createSetting } from "#test/factories";
import { bearer, uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { S3FileStore } from "#app/modules/media/.server/s3-file-store";
import { BUCKET, s3Env, startS3rver } from "#app/modules/media/.server/s3rver.test-helper";
import { purgeDepartureFiles } from "./purge-departure-files";

let stop: (() => Promise<void>) | undefined;
let s3: S3Client;
let t: TestApp;

async function bucketKeys(): Promise<string[]> {
  const page = await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (page.Contents ?? []).map((o) => o.Key!).sort();
}
const keyOf = async (id: string) =>
  (await t.db.select({ key: files.storageKey }).from(files).where(eq(files.id, id)))[0]?.key ?? null;

beforeAll(async () => {
  let endpoint: string;
  ({ endpoint, s3, stop } = await startS3rver());
  t = await createTestApp(s3Env(endpoint));
  await createSetting(t.db, { currency: "IDR" });
}, 60_000);

afterAll(async () => {
  await t?.close();
  await stop?.();
});

describe("purgeDepartureFiles with an S3 store", { timeout: 30_000 }, () => {
  it("removes the departure's document and visa objects from the bucket; the payment proof stays", async () => {
    expect(t.app.files).toBeInstanceOf(S3FileStore);
    await t.db.update(settings).set({ documentRetentionDays: 180 });
    const customer = await signInCustomer(t);
    const admin = (await signInAdmin(t)).token;
    const pkg = await createPackage(t.db, {
      departures: [{ startDate: "2026-01-01", endDate: "2026-01-10", capacity: 40 }],
    });
    const [passport, visa, proof] = [
      await uploadDocument(t.app, customer.token),
      await uploadDocument(t.app, customer.token),
      await uploadDocument(t.app, customer.token),
    ];
    const b = await createBooking(t.db, customer.user.id, { packageId: pkg.id, departureId: pkg.departures[0].id });
    const [g] = await t.db
      .insert(bookingGuests)
      .values({
        bookingId: b.id,
        position: 0,
        fullName: "Siti",
        gender: "female",
        birthDate: "1980-01-01",
        country: "ID",
        visa: "upload",
        visaFileId: visa,
      })
      .returning();
    await t.db.insert(guestDocuments).values({ guestId: g.id, bookingId: b.id, kind: "passport", fileId: passport });
    await t.db.insert(payments).values({
      bookingId: b.id,
      amount: 1_000,
      method: "manual",
      proofFileId: proof,
      payerName: "Siti",
      paymentDate: "2025-12-01",
    });
    const [passportKey, visaKey, proofKey] = [await keyOf(passport), await keyOf(visa), await keyOf(proof)];
    expect(await bucketKeys()).toEqual(expect.arrayContaining([passportKey, visaKey, proofKey]));

    const ctx = {
      db: t.db,
      actor: null,
      locale: "id" as const,
      requestId: randomUUID(),
      // 2026-01-10 + 180 days = 2026-07-09.
      now: () => new Date("2026-07-09T03:00:00Z"),
    };
    expect(await purgeDepartureFiles({ ctx, files: t.app.files })).toEqual([
      { departureId: pkg.departures[0].id, filesDeleted: 2, retentionDays: 180 },
    ]);
    const left = await bucketKeys();
    expect(left).not.toContain(passportKey);
    expect(left).not.toContain(visaKey);
    expect(left).toContain(proofKey);
    for (const id of [passport, visa]) {
      expect(
        (await t.app.inject({ method: "GET", url: `/api/file/${id}`, headers: bearer(customer.token) })).statusCode,
      ).toBe(404);
      expect((await t.app.inject({ method: "GET", url: `/api/file/${id}`, headers: bearer(admin) })).statusCode).toBe(
        404,
      );
    }
    expect(
      (await t.app.inject({ method: "GET", url: `/api/file/${proof}`, headers: bearer(customer.token) })).statusCode,
    ).toBe(200);
  });
});
