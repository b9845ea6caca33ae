import net from "node:net";
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enFormErrors from "#app/locales/en/errors.json";
import enServerErrors from "#app/locales/en/errors_server.json";
import { bookingEvents, bookings, paymentNotifications, payments } from "#db/schema";
import type { Ctx } from "#app/shared/context";
import { createPaymentProviders } from "#app/modules/gateway/.server/providers/index";
import type { ProviderName } from "#app/modules/gateway/.server/providers/provider";
import { reconcileOnlinePayments } from "#app/modules/gateway/.server/reconcile-online-payments";
import { createPackage, createSetting } from "#test/factories";
import { bearer, checkoutBody, postBooking } from "#test/factories/booking";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInCustomer } from "#test/setup/sessions";
import { bookingEffects } from "#test/setup/booking-effects";

const enErrors = { ...enFormErrors, ...enServerErrors };

/*
 * The scenarios every real provider must pass through the app's real routes (decision 038): a
 * checkout opened at the provider's local stand-in, its signed notification posted over HTTP to
 * the listening app's /api/payments/notify/{provider}, and refresh/reconciliation asking the
 * stand-in. Each provider's *.api.test.ts gives an adapter that speaks its protocol.
 */

/** One online payment as the stand-in knows it. */
export interface Started {
  paymentId: number;
  ref: string;
  checkoutId: string;
  checkoutUrl: string;
}

export interface Notification {
  body: string;
  headers: Record<string, string>;
}

export interface StandIn {
  env: Record<string, string>;
  /** Where the provider's dashboard sends notifications (Xendit, Stripe); no-op for per-checkout URLs. */
  setNotifyUrl(url: string): void;
  /** The provider's next answer is an outage (503), or the given answer (401: our keys refused). */
  failNext(reply?: { status: number; json?: unknown }): void;
  /** The provider's next answer refuses the payment, in its own words (a 4xx other than 401/403/404). */
  refuseNext(): void;
  /**
   * The customer's phone as the provider received it with the last checkout (undefined: this
   * provider is sent no phone).
   */
  sentPhone?(): string | null;
  /** How many requests the stand-in has received. */
  requestCount(): number;
  /** The provider moves the checkout to paid, without telling us (a lost notification). */
  markPaid(p: Started): void;
  /** The signed notification of the checkout as it stands, optionally with another amount (minor units) or currency. */
  notification(p: Started, over?: { amount?: number; currency?: string }): Notification;
  /** The provider moves it to a closing state (expired or failed) and returns that word's signed notification. */
  closedNotification(p: Started): Notification;
  /** The provider's pending word for it (before it is paid), signed. */
  pendingNotification(p: Started): Notification;
  /** A notification for the paid checkout signed with another key (or without the token). */
  forged(p: Started): Notification;
  close(): Promise<void>;
}

export interface ProviderAdapter {
  name: ProviderName;
  currency: "IDR" | "MYR";
  /** The brand in customers' messages ("Billplz"). */
  brand: string;
  /** Whether the currency can be changed in a notification (Billplz's callback has none). */
  hasCurrency: boolean;
  /** The customer's phone as typed, and as this provider must receive it (none for a provider sent no phone). */
  phone?: { typed: string; sent: string };
  start(): Promise<StandIn>;
}

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise<void>((r) => srv.close(() => r()));
  return port;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function describeProviderApi(adapter: ProviderAdapter, extra?: (h: Harness) => void) {
  const h = new Harness(adapter);
  beforeAll(() => h.setUp(), 60_000);
  afterAll(() => h.tearDown());

  describe(`${adapter.name} through the real routes`, () => {
    it("is offered for its currency and opens a checkout at the provider", async () => {
      const res = await h.t.app.inject({ method: "GET", url: `/api/payment-providers?currency=${adapter.currency}` });
      expect(res.json().data.map((p: { name: string }) => p.name)).toContain(adapter.name);
      const { p } = await h.started();
      expect(p.checkoutUrl.startsWith(h.stand.env[apiKeyOf(adapter.name)] ?? "")).toBe(true);
      const row = await h.paymentRow(p.paymentId);
      expect(row).toMatchObject({ status: "pending", provider: adapter.name, method: "online" });
      expect(row.providerCheckoutId).toBe(p.checkoutId);
    });

    it("a provider that cannot open the checkout: 503, the payment closed failed, nothing counted, the cause logged", async () => {
      const b = await h.book();
      h.stand.failNext();
      const res = await h.startCheckout(b);
      expect(res.statusCode).toBe(503);
      // The translated message of errors.payment_provider_down, nothing of the provider's answer.
      expect(res.json()).toEqual({ message: enErrors.payment_provider_down });
      const rows = await h.onlinePayments(b.id);
      expect(rows.map((r) => r.status)).toEqual(["failed"]);
      expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
      expect(h.logOf(rows[0].id)).toMatchObject({ level: 50, provider: adapter.name, failure: "down" });
      expect(h.logOf(rows[0].id)?.cause).toContain("HTTP 503");
    });

    it("a refusal by the provider is no outage: 422 naming it, the payment closed failed (refused), the cause logged", async () => {
      const b = await h.book();
      h.stand.refuseNext();
      const res = await h.startCheckout(b);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(enErrors.payment_provider_refused.replace("{{provider}}", adapter.brand));
      const rows = await h.onlinePayments(b.id);
      expect(rows.map((r) => r.status)).toEqual(["failed"]);
      const failed = (await h.eventsOf(b.id)).filter((e) => e.kind === "payment_failed");
      expect(failed.map((e) => e.reason)).toEqual(["provider_refused"]);
      expect(h.logOf(rows[0].id)).toMatchObject({ level: 40, provider: adapter.name, failure: "refused" });
      expect(h.logOf(rows[0].id)?.cause).toMatch(/HTTP 4\d\d/);
    });

    it("our keys refused by the provider (401): 503 'not possible now, choose another way', logged as an error", async () => {
      const b = await h.book();
      h.stand.failNext({ status: 401, json: { message: "Unauthorized" } });
      const res = await h.startCheckout(b);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(enErrors.payment_provider_not_working.replace("{{provider}}", adapter.brand));
      const [row] = await h.onlinePayments(b.id);
      expect(h.logOf(row.id)).toMatchObject({ level: 50, failure: "config" });
    });

    if (adapter.currency === "IDR") {
      it("an amount in sen is refused on the amount (422), nothing written, the provider never asked", async () => {
        const b = await h.book();
        const asked = h.requestCount();
        const res = await h.startCheckout({ ...b, min_first_payment: b.min_first_payment + 50 });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.amount).toEqual([enErrors.payment_amount_whole_rupiah]);
        expect(await h.onlinePayments(b.id)).toEqual([]);
        expect(h.requestCount()).toBe(asked);
      });
    }

    if (adapter.phone) {
      const { typed, sent } = adapter.phone;
      it(`sends the customer's phone in the provider's documented form (${typed} as ${sent})`, async () => {
        await h.started();
        expect(h.stand.sentPhone?.()).toBe(sent);
      });
    }

    it("a good signature confirms the payment as an admin would, the provider in the history", async () => {
      const { b, p } = await h.started();
      h.stand.markPaid(p);
      const res = await h.post(h.stand.notification(p));
      expect(res).toEqual({ status: 200, outcome: "confirmed" });
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "confirmed" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
      const confirmed = (await h.eventsOf(b.id)).filter((e) => e.kind === "payment_confirmed");
      expect(confirmed).toHaveLength(1);
      expect(confirmed[0]).toMatchObject({ provider: adapter.name, actorId: null });
    });

    it("a bad signature is refused (400, decision 036) and changes nothing", async () => {
      const { b, p } = await h.started();
      h.stand.markPaid(p);
      const res = await h.post(h.stand.forged(p));
      expect(res.status).toBe(400);
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "pending" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
      const log = await h.t.db
        .select()
        .from(paymentNotifications)
        .where(eq(paymentNotifications.provider, adapter.name));
      expect(log.some((n) => n.outcome === "rejected_signature" && n.paymentId === null)).toBe(true);
    });

    it("a signed word for another amount is not confirmed", async () => {
      const { b, p } = await h.started();
      h.stand.markPaid(p);
      const res = await h.post(h.stand.notification(p, { amount: b.min_first_payment - 100_00 }));
      expect(res).toEqual({ status: 200, outcome: "amount_mismatch" });
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "pending" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
    });

    if (adapter.hasCurrency) {
      it("a signed word in another currency is not confirmed", async () => {
        const { b, p } = await h.started();
        h.stand.markPaid(p);
        const other = adapter.currency === "IDR" ? "MYR" : "IDR";
        const res = await h.post(h.stand.notification(p, { currency: other }));
        expect(res).toEqual({ status: 200, outcome: "amount_mismatch" });
        expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
      });
    }

    it("a replay gives one result", async () => {
      const { b, p } = await h.started();
      h.stand.markPaid(p);
      const n = h.stand.notification(p);
      expect(await h.post(n)).toEqual({ status: 200, outcome: "confirmed" });
      expect(await h.post(n)).toEqual({ status: 200, outcome: "duplicate" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
      expect((await h.eventsOf(b.id)).filter((e) => e.kind === "payment_confirmed")).toHaveLength(1);
    });

    it("ten identical notifications at once confirm once", async () => {
      const { b, p } = await h.started();
      h.stand.markPaid(p);
      const n = h.stand.notification(p);
      const results = await Promise.all(Array.from({ length: 10 }, () => h.post(n)));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(results.filter((r) => r.outcome === "confirmed")).toHaveLength(1);
      expect(results.filter((r) => r.outcome === "duplicate")).toHaveLength(9);
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
      expect((await h.eventsOf(b.id)).filter((e) => e.kind === "payment_confirmed")).toHaveLength(1);
    });

    it("out of order: a pending or closing word delivered after the paid one changes nothing", async () => {
      const { b, p } = await h.started();
      const pending = h.stand.pendingNotification(p);
      h.stand.markPaid(p);
      const paid = h.stand.notification(p);
      const closed = h.stand.closedNotification(p);
      expect(await h.post(paid)).toEqual({ status: 200, outcome: "confirmed" });
      expect((await h.post(closed)).status).toBe(200);
      expect((await h.post(pending)).status).toBe(200);
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "confirmed" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
    });

    it("a closing word closes an open checkout, and money after it is owed back, not counted", async () => {
      const { b, p } = await h.started();
      const closed = h.stand.closedNotification(p);
      const res = await h.post(closed);
      expect(res.status).toBe(200);
      const row = await h.paymentRow(p.paymentId);
      expect(["expired", "failed"]).toContain(row.status);
      h.stand.markPaid(p);
      expect(await h.post(h.stand.notification(p))).toEqual({ status: 200, outcome: "late" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(0);
      expect((await h.eventsOf(b.id)).some((e) => e.kind === "payment_late")).toBe(true);
    });

    it("a lost notification is recovered when the customer returns (refresh)", async () => {
      const { b, p } = await h.started();
      h.stand.markPaid(p);
      const res = await h.t.app.inject({
        method: "POST",
        url: `/api/payments/${p.paymentId}/refresh?lang=en`,
        headers: bearer(h.customer),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.status).toBe("confirmed");
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
    });

    it("a lost notification is recovered by the reconciliation round", async () => {
      const { b, p } = await h.started();
      h.stand.markPaid(p);
      await h.reconcile();
      expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "confirmed" });
      expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
      const log = await h.t.db
        .select()
        .from(paymentNotifications)
        .where(and(eq(paymentNotifications.paymentId, p.paymentId), eq(paymentNotifications.outcome, "confirmed")));
      expect(log).toHaveLength(1);
      expect(log[0].source).toBe("reconciliation");
    });

    extra?.(h);
  });
  return h;
}

/** Which env variable holds the stand-in's address (checkout URLs start there). */
function apiKeyOf(name: ProviderName): string {
  return {
    midtrans: "MIDTRANS_API_URL",
    xendit: "XENDIT_API_URL",
    billplz: "BILLPLZ_API_URL",
    stripe: "STRIPE_API_URL",
    sandbox: "",
  }[name];
}

export class Harness {
  t!: TestApp;
  stand!: StandIn;
  customer!: string;
  base = "";
  /** The app's log lines (warn and above), parsed. */
  logs: Record<string, unknown>[] = [];
  private pkg!: Awaited<ReturnType<typeof createPackage>>;

  constructor(readonly adapter: ProviderAdapter) {}

  async setUp() {
    this.stand = await this.adapter.start();
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    const logs = this.logs;
    const stream = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) logs.push(JSON.parse(line));
        done();
      },
    });
    this.t = await createTestApp(
      { ...this.stand.env, PAYMENT_SANDBOX: "off", PORT: String(port), PUBLIC_URL: this.base },
      { logger: { stream, level: "warn" } },
    );
    await this.t.app.listen({ port, host: "127.0.0.1" });
    this.stand.setNotifyUrl(`${this.base}/api/payments/notify/${this.adapter.name}`);
    await createSetting(this.t.db, { currency: this.adapter.currency });
    // The phone as customers type it (spaces, dashes, a national 0): each provider gets its documented form.
    this.customer = (await signInCustomer(this.t, { phone: this.adapter.phone?.typed ?? "+62 812 3456 7890" })).token;
    // 10,000,000 per pax, deposit 3,000,000 (minor units): whole rupiah and ringgit.
    this.pkg = await createPackage(this.t.db, {
      basePrice: 10_000_000,
      minPayment: 3_000_000,
      minPax: 1,
      maxPax: 5,
      departures: [{ startDate: day(60), endDate: day(69), capacity: 500 }],
    });
  }

  async tearDown() {
    await this.t?.close();
    await this.stand?.close();
  }

  /** A fresh booking (one pax, deposit). */
  async book() {
    const res = await postBooking(
      this.t.app,
      this.customer,
      checkoutBody(this.pkg.id, this.pkg.departures[0].id, { pax: 1, payment_type: "deposit" }),
    );
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: string; code: string; total: number; min_first_payment: number };
  }

  /**
   * The booking's online payments: a transfer booking also holds the exact transfer amount issued
   * at checkout (decision 058), which no online checkout touches.
   */
  onlinePayments(bookingId: string) {
    return this.t.db
      .select()
      .from(payments)
      .where(and(eq(payments.bookingId, bookingId), eq(payments.method, "online")));
  }

  /** POST /api/bookings/{id}/online-payments for the deposit with this provider. */
  startCheckout(b: { id: string; min_first_payment: number }) {
    return this.t.app.inject({
      method: "POST",
      url: `/api/bookings/${b.id}/online-payments?lang=en`,
      headers: bearer(this.customer),
      payload: { amount: b.min_first_payment, provider: this.adapter.name },
    });
  }

  /** A fresh booking with its deposit's online checkout opened at the provider. */
  async started() {
    const b = await this.book();
    const start = await this.startCheckout(b);
    expect(start.statusCode, start.body).toBe(201);
    const body = start.json();
    const row = await this.paymentRow(body.data.id);
    const p: Started = {
      paymentId: row.id,
      ref: row.providerRef ?? "",
      checkoutId: row.providerCheckoutId ?? "",
      checkoutUrl: body.checkout_url,
    };
    return { b, p };
  }

  /** One reconciliation round as server/jobs.ts runs it (its own providers), at `now`. */
  reconcile(now = new Date()) {
    const ctx: Ctx = {
      db: this.t.db,
      actor: null,
      locale: "en",
      requestId: `reconcile-${this.adapter.name}`,
      now: () => now,
      publicUrl: this.t.app.env.publicUrl,
    };
    return reconcileOnlinePayments({
      ctx,
      providers: createPaymentProviders(this.t.app.env),
      effects: bookingEffects,
      input: { batch: 500 },
    });
  }

  /** The log line the app wrote about this payment's provider failure. */
  logOf(paymentId: number) {
    return this.logs.findLast((l) => l.paymentId === paymentId) as
      | (Record<string, unknown> & { cause?: string })
      | undefined;
  }

  requestCount() {
    return this.stand.requestCount();
  }

  /** Posts a notification over HTTP to the listening app, as the provider's server does. */
  async post(n: Notification): Promise<{ status: number; outcome?: string }> {
    const res = await fetch(`${this.base}/api/payments/notify/${this.adapter.name}`, {
      method: "POST",
      headers: n.headers,
      body: n.body,
    });
    const json = (await res.json().catch(() => ({}))) as { outcome?: string };
    return res.status === 200 ? { status: 200, outcome: json.outcome } : { status: res.status };
  }

  async paymentRow(id: number) {
    return (await this.t.db.select().from(payments).where(eq(payments.id, id)))[0];
  }

  async bookingRow(id: string) {
    return (await this.t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  }

  eventsOf(bookingId: string) {
    return this.t.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, bookingId))
      .orderBy(bookingEvents.id);
  }
}
