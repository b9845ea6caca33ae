/**
 * The server killed with SIGKILL in the middle of a checkout load (issue 7, "Faults"), on the
 * engine of this run (a PGlite data folder, or PostgreSQL with DATABASE_URL). Customers book and
 * pay concurrently against the real server process while the mail server is down; the process
 * is killed without warning, restarted on the same data (a stale lock of the dead process must
 * not stop it), the requests that got no answer are retried with their idempotency keys, and the
 * mail server comes back. Then every booking is whole or absent, the seats add up, no payment or
 * mail acknowledged or queued before the kill is lost, and each mail is delivered once (a
 * permanent refusal is recorded once, not retried).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookingExtras, bookingGuests, bookings, outbox, payments, users } from "#db/schema";
import { SmtpSink } from "#app/modules/notification/.server/smtp-sink.test-helper";
import {
  type Answer,
  call,
  createFaultDatabase,
  type FaultDatabase,
  killServer,
  pgliteControlState,
  type ServerProcess,
  startServer,
  stopServer,
  waitFor,
} from "./process";
import { type Customer, type Shop, seedShop, shopCheckout, transfer } from "./shop";

const CAPACITIES = [8, 2_000];
const CUSTOMERS = 16;
const WORKERS = 10;
/** The load runs until this many payments were acknowledged and the small departure is full. */
const PAYMENTS_BEFORE_KILL = 12;
const REFUSED = "refused.customer@example.test";

type Outcome = Answer | "lost";
interface CheckoutAttempt {
  key: string;
  customer: Customer;
  body: ReturnType<typeof shopCheckout>;
  answer?: Outcome;
  retry?: Answer;
}
interface PaymentAttempt {
  key: string;
  bookingId: string;
  customer: Customer;
  body: ReturnType<typeof transfer>;
  answer?: Outcome;
  retry?: Answer;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ok = (o: Outcome | undefined): o is Answer => !!o && o !== "lost" && o.status >= 200 && o.status < 300;
const refused = (o: Outcome | undefined): o is Answer => !!o && o !== "lost" && (o.status === 409 || o.status === 422);

describe("SIGKILL in the middle of a checkout load", () => {
  let fdb: FaultDatabase;
  let shop: Shop;
  const sink = new SmtpSink();
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    fdb = await createFaultDatabase("kill");
    const database = await fdb.open();
    try {
      shop = await seedShop(database.db, {
        customers: CUSTOMERS,
        capacities: CAPACITIES,
        emails: (i) => (i === 1 ? REFUSED : undefined),
      });
    } finally {
      await database.close();
    }
    // A port for the mail server, down until after the kill.
    await sink.start();
    await sink.stop();
    sink.onRcpt = (address) => (address === REFUSED ? { code: 550, message: "5.1.1 User unknown" } : null);
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) await killServer(s).catch(() => {});
    await sink.stop();
    await fdb?.dispose();
  }, 30_000);

  it("restarts with every booking whole or absent, seats adding up, no payment or mail lost", {
    timeout: 240_000,
  }, async () => {
    const env = { ...fdb.env, SMTP_URL: sink.url };
    const first = await startServer(env);
    servers.push(first);

    // ---- the load: book, then pay the booking in full, from WORKERS clients at once
    const checkouts: CheckoutAttempt[] = [];
    const paid: PaymentAttempt[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const n = checkouts.length;
        const customer = shop.customers[n % CUSTOMERS];
        // Every third one on the big departure; the small one fills up during the load.
        const a: CheckoutAttempt = {
          key: randomUUID(),
          customer,
          body: shopCheckout(shop, n % 3 === 2 ? 1 : 0, 1 + (n % 3), n),
        };
        checkouts.push(a);
        a.answer = await call(first.url, "POST", "/api/booking?lang=en", {
          token: customer.token,
          key: a.key,
          body: a.body,
        }).catch(() => "lost" as const);
        if (!ok(a.answer)) continue;
        const booking = a.answer.body.data as { id: string; total: number };
        const p: PaymentAttempt = {
          key: randomUUID(),
          bookingId: booking.id,
          customer,
          body: transfer(shop, customer, booking.total),
        };
        paid.push(p);
        p.answer = await call(first.url, "POST", `/api/booking/${booking.id}/payment?lang=en`, {
          token: customer.token,
          key: p.key,
          body: p.body,
        }).catch(() => "lost" as const);
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, worker));
    await waitFor(
      "payments acknowledged and seats refused before the kill",
      async () =>
        paid.filter((p) => ok(p.answer)).length >= PAYMENTS_BEFORE_KILL && checkouts.some((a) => refused(a.answer))
          ? true
          : undefined,
      90_000,
      20,
    ).catch((err) => {
      stop = true;
      throw new Error(`${err.message}\n${first.output.join("")}`);
    });
    await sleep(Math.floor(Math.random() * 150));
    // No new request after this; the ones in flight are cut by the kill.
    stop = true;
    const killed = await killServer(first);
    await load;
    expect(killed.signal).toBe("SIGKILL");

    // Nothing but clear answers while it ran: created, or refused (seats gone) with 409/422.
    const answered = [...checkouts, ...paid].map((a) => a.answer).filter((o): o is Answer => !!o && o !== "lost");
    const unclear = answered.filter((o) => o.status >= 300 && o.status !== 409 && o.status !== 422);
    expect(unclear.map((o) => `${o.status} ${JSON.stringify(o.body)}`)).toEqual([]);
    if (fdb.engine === "pglite") {
      // The dead process left its lock and an unclean database behind: a real crash.
      const lock = fs.readFileSync(path.join(fdb.dataDir, "server.lock"), "utf8");
      expect(lock.split("\n")[0]).toBe(String(first.child.pid));
      expect(pgliteControlState(fdb.dataDir)).toBe("in production");
    }

    // ---- the mail server returns; the server restarts on the same data
    await sink.start();
    const second = await startServer(env);
    servers.push(second);

    // A client that got no answer retries with the same key: the same booking or payment, never a second one.
    for (const a of checkouts.filter((x) => x.answer === "lost")) {
      a.retry = await call(second.url, "POST", "/api/booking?lang=en", {
        token: a.customer.token,
        key: a.key,
        body: a.body,
      });
      expect(ok(a.retry) || refused(a.retry), `${a.retry.status} ${JSON.stringify(a.retry.body)}`).toBe(true);
    }
    for (const p of paid.filter((x) => x.answer === "lost")) {
      p.retry = await call(second.url, "POST", `/api/booking/${p.bookingId}/payment?lang=en`, {
        token: p.customer.token,
        key: p.key,
        body: p.body,
      });
      expect(ok(p.retry), `${p.retry.status} ${JSON.stringify(p.retry.body)}`).toBe(true);
    }
    // It takes new bookings.
    const fresh = await call(second.url, "POST", "/api/booking?lang=en", {
      token: shop.customers[0].token,
      key: randomUUID(),
      body: shopCheckout(shop, 1, 2, 7),
    });
    expect(fresh.status).toBe(201);

    const times = await call(second.url, "GET", `/api/tour/${shop.pkg.id}/time`);
    expect(times.status).toBe(200);
    const seatsLeft = new Map(
      (times.body.data as unknown as { id: number; seats_left: number }[]).map((d) => [d.id, d.seats_left]),
    );

    // Every queued mail leaves the outbox: sent, or failed for the refused address. A mail the
    // killed process had claimed waits for its lease (5 minutes) instead: at most one.
    const waiting = await waitFor(
      "the outbox to drain",
      async () => {
        const r = await call(second.url, "GET", "/api/outbox?status=pending&limit=100", { token: shop.admin.token });
        const rows = r.body.data as unknown as { next_attempt_at: string }[];
        const leased = rows.filter((m) => Date.parse(m.next_attempt_at) > Date.now() + 3 * 60_000);
        return rows.length === leased.length && rows.length <= 1 ? rows.length : undefined;
      },
      90_000,
      1_000,
    );

    const stopped = await stopServer(second, "SIGTERM");
    expect(stopped.code).toBe(0);
    if (fdb.engine === "pglite") expect(pgliteControlState(fdb.dataDir)).toBe("shut down");

    // ---- what is stored (the test opens the database itself: on PGlite, the lock is free again)
    const database = await fdb.open();
    try {
      const db = database.db;
      const allBookings = await db.select().from(bookings);
      const guests = await db.select().from(bookingGuests);
      const extras = await db.select().from(bookingExtras);
      const allPayments = await db.select().from(payments);
      const events = await db.select().from(bookingEvents);
      const mails = await db.select().from(outbox);
      const active = await db.select({ id: users.id, role: users.role, active: users.active }).from(users);
      const admins = active.filter((u) => u.role === "admin" && u.active).length;
      const countBy = <T>(rows: T[], key: (r: T) => string) => {
        const m = new Map<string, number>();
        for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
        return m;
      };
      const guestsOf = countBy(guests, (g) => g.bookingId);
      const extrasOf = countBy(extras, (x) => x.bookingId);
      const ids = new Set(allBookings.map((b) => b.id));
      const byKey = new Map(checkouts.map((a) => [`${a.customer.id}:${a.key}`, a]));
      const sentKeys = new Set(checkouts.map((a) => a.key));

      // Whole or absent: a booking has all its guests, extras, its history and its mail.
      for (const b of allBookings) {
        const attempt = byKey.get(`${b.customerId}:${b.idempotencyKey}`);
        if (!attempt) {
          // Only the fresh booking after the restart was not part of the load.
          expect(b.id).toBe(fresh.body.data?.id);
          continue;
        }
        expect(b.pax).toBe(attempt.body.pax);
        expect(guestsOf.get(b.id) ?? 0).toBe(b.pax);
        expect(extrasOf.get(b.id) ?? 0).toBe((attempt.body.detail_ids as number[]).length);
        expect(events.filter((e) => e.bookingId === b.id && e.kind === "created")).toHaveLength(1);
        expect(mails.filter((m) => m.kind === "booking_created" && m.text.includes(b.code))).toHaveLength(1);
      }
      expect(allBookings.filter((b) => !sentKeys.has(b.idempotencyKey ?? "")).length).toBe(1);
      // No part without its booking.
      for (const rows of [guests, extras, allPayments, events])
        expect(rows.filter((r) => !ids.has(r.bookingId ?? ""))).toEqual([]);

      // Every acknowledged booking is there, refused ones are not, and a key is one booking.
      for (const a of checkouts) {
        const rows = allBookings.filter((b) => b.customerId === a.customer.id && b.idempotencyKey === a.key);
        const answer = ok(a.answer) ? a.answer : a.retry;
        if (ok(answer)) {
          expect(rows.map((b) => b.id)).toEqual([answer.body.data?.id]);
        } else {
          expect(rows).toEqual([]);
        }
      }

      // Every payment, acknowledged before the kill or on its retry, is there with its amount,
      // once per key, waiting for review.
      for (const p of paid) {
        const rows = allPayments.filter((x) => x.bookingId === p.bookingId && x.idempotencyKey === p.key);
        const answer = ok(p.answer) ? p.answer : p.retry;
        expect(ok(answer), JSON.stringify(answer)).toBe(true);
        expect(rows.map((x) => [x.id, x.amount])).toEqual([[answer?.body.data?.id, p.body.amount]]);
      }
      // A transfer booking not yet paid holds the exact amount issued at checkout (decision 058):
      // one per booking, and none beside a payment told.
      const issued = allPayments.filter((x) => x.status === "issued");
      expect(new Set(issued.map((x) => x.bookingId)).size).toBe(issued.length);
      for (const x of allPayments.filter((y) => y.status !== "issued")) {
        const b = allBookings.find((y) => y.id === x.bookingId)!;
        expect(x).toMatchObject({ status: "pending", amount: b.total });
        expect(allPayments.filter((y) => y.bookingId === b.id)).toHaveLength(1);
        expect(events.filter((e) => e.paymentId === x.id && e.kind === "payment_submitted")).toHaveLength(1);
        expect(mails.filter((m) => m.kind === "booking_payment_received" && m.text.includes(b.code))).toHaveLength(
          admins,
        );
      }

      // Seats add up: what the catalogue shows is the capacity less the pax of live bookings.
      for (const [i, dep] of shop.pkg.departures.entries()) {
        const held = allBookings
          .filter((b) => b.departureId === dep.id && b.status !== "canceled")
          .reduce((s, b) => s + b.pax, 0);
        expect(held).toBeLessThanOrEqual(CAPACITIES[i]);
        expect(seatsLeft.get(dep.id)).toBe(CAPACITIES[i] - held);
      }
      // The small departure was fought over: some checkouts were refused, and no seat oversold.
      expect(seatsLeft.get(shop.pkg.departures[0].id)).toBeLessThan(3);

      // Mail: each sent row reached the mail server exactly once; the refused address was tried
      // once per mail and recorded failed; nothing else is left but a mail in its lease.
      const sent = mails.filter((m) => m.status === "sent");
      // The Message-ID names the outbox row (send-outbox.ts): one delivery per row.
      const rowOf = (r: (typeof sink.received)[number]) => `${/^<outbox\.(\d+)\./.exec(r.parsed.messageId ?? "")?.[1]}`;
      const delivered = countBy(sink.received, rowOf);
      expect([...delivered.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      expect([...delivered.keys()].sort()).toEqual(sent.map((m) => String(m.id)).sort());
      for (const r of sink.received) {
        const row = sent.find((m) => String(m.id) === rowOf(r));
        expect(r.to).toEqual([row?.toAddress]);
      }
      const failed = mails.filter((m) => m.status === "failed");
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((m) => m.toAddress === REFUSED && /550 5\.1\.1/.test(m.lastError ?? ""))).toBe(true);
      expect(sink.rcptAttempts.filter((a) => a === REFUSED)).toHaveLength(failed.length);
      // What the poll counted as leased may include a mail the second server had itself claimed
      // at that moment (its lease looks the same) and has sent since: pending can only shrink.
      const pending = mails.filter((m) => m.status === "pending");
      expect(pending.length).toBeLessThanOrEqual(waiting);
      expect(sent.length + failed.length + pending.length).toBe(mails.length);
    } finally {
      await database.close();
    }
  });
});
