import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, settings } from "#db/schema";
import { createPackage, createSetting } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { bearer, checkoutBody, postBooking, uploadDocument } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { watchConcurrentQueries } from "#test/setup/serial-queries";
import { expireBookings } from "./expire-bookings";
import { bookingEffects } from "#test/setup/booking-effects";
import { day } from "#test/setup/days";

// Every use case that writes in a transaction sends its queries one after another on that
// transaction's connection: node-postgres 9 refuses a query sent while another runs on the same
// client (pg 8 queues it with a one-time deprecation warning). Only PostgreSQL has that driver.
const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)("transactions send one query at a time on their connection (PostgreSQL)", () => {
  let t: TestApp;
  let watch: ReturnType<typeof watchConcurrentQueries>;
  let customer: string;
  let admin: string;
  let bankId: number;
  let proofId: string;
  let pkg: Awaited<ReturnType<typeof createPackage>>;

  beforeAll(async () => {
    watch = watchConcurrentQueries();
    t = await createTestApp();
    await createSetting(t.db, { currency: "IDR" });
    bankId = (await createBankAccount(t.db, { bankName: "BCA" })).id;
    customer = (await signInCustomer(t)).token;
    admin = (await signInAdmin(t)).token;
    proofId = await uploadDocument(t.app, customer);
    pkg = await createPackage(t.db, {
      basePrice: 10_000_000,
      minPayment: 3_000_000,
      departures: [{ startDate: day(60), endDate: day(69), capacity: 40 }],
    });
  });
  afterAll(async () => {
    watch?.restore();
    await t?.close();
  });

  const send = (method: "POST" | "PUT", url: string, payload: object, token: string) =>
    t.app.inject({ method, url: `${url}?lang=en`, headers: bearer(token), payload });
  const book = async () => {
    const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, { pax: 1 }));
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; total: number };
  };
  const pay = async (id: string, amount: number) => {
    const res = await send(
      "POST",
      `/api/booking/${id}/payment`,
      {
        amount,
        method: "manual",
        bank_account_id: bankId,
        proof_file_id: proofId,
        payer_name: "Budi Santoso",
        payment_date: day(0),
      },
      customer,
    );
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };

  it("the guard sees a Promise.all on a transaction", async () => {
    const before = watch.overlaps.length;
    await t.db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`select pg_sleep(0.05)`), tx.execute(sql`select 1`)]);
    });
    expect(watch.overlaps.length).toBeGreaterThan(before);
    watch.overlaps.length = 0;
  });

  it("checkout, payment, confirmation (to paid), rejection, status change, cancellation and expiry", async () => {
    const paid = await book();
    const confirmed = await pay(paid.id, paid.total);
    expect((await send("POST", `/api/payment/${confirmed}/confirm`, {}, admin)).statusCode).toBe(200);

    const rejectedFor = await book();
    const rejected = await pay(rejectedFor.id, rejectedFor.total);
    expect((await send("POST", `/api/payment/${rejected}/reject`, { reason: "Blurry proof" }, admin)).statusCode).toBe(
      200,
    );
    const status = await send("PUT", `/api/booking/${paid.id}/status`, { status: "canceled", reason: "Asked" }, admin);
    expect(status.statusCode).toBe(200);
    expect(
      (await send("POST", `/api/booking/${rejectedFor.id}/cancel`, { reason: "Plans" }, customer)).statusCode,
    ).toBe(200);

    const old = await book();
    await t.db.update(settings).set({ bookingExpiryHours: 1 });
    await t.db.execute(sql`update ${bookings} set created_at = now() - interval '2 hours' where id = ${old.id}`);
    const ctx = { db: t.db, actor: null, locale: "en" as const, requestId: "t", now: () => new Date() };
    expect(await expireBookings({ ctx, effects: bookingEffects })).toBe(1);

    expect(watch.overlaps).toEqual([]);
  });
});
