import { afterAll, beforeAll, expect } from "vitest";
import type { CheckoutRequest, PaymentProvider, ProviderName } from "#app/modules/gateway/.server/providers/provider";
import { bearer } from "#test/factories/booking";
import type { Harness, StandIn } from "./provider-api-suite";
import type { RecordedRequest, Reply } from "./local-server";

/*
 * What the payment providers' tests (app/modules/booking/.server/providers/*.test.ts) set up alike:
 * a checkout request, a provider against its local stand-in for a describe block, and the plain
 * parts of a stand-in adapter for the scenarios through the real routes (provider-api-suite.ts).
 */

/**
 * A checkout request maker for one provider: a fresh reference each time, the provider's notify
 * address, a rupiah booking of Siti's by default (`base` for the provider's own), `over` last.
 */
export function checkoutRequests(provider: ProviderName, base: Partial<CheckoutRequest> = {}) {
  return (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
    ref: `PAY-${Math.random().toString(36).slice(2, 10)}`,
    amount: 150_000_00,
    currency: "IDR",
    description: "Booking ABC123 · Umrah Reguler 9 Hari",
    customer: { name: "Siti", email: "siti@example.com", phone: "+62811111111" },
    returnUrl: "http://localhost/payment/success?booking=1&payment=1",
    notifyUrl: `http://127.0.0.1:9/api/payments/notify/${provider}`,
    expiresAt: new Date("2026-11-26T12:00:00Z"),
    locale: "id",
    ...base,
    ...over,
  });
}

/** What verifyNotification answers for a signature (or callback token) that does not hold. */
export const BAD_SIGNATURE = { ok: false, reason: "bad_signature" } as const;

/**
 * Starts the stand-in before the block's tests and closes it after: `local.server` and
 * `local.provider` (built on it; a provider that stays off fails the set-up) inside the tests.
 */
export function withLocalProvider<S extends { close(): Promise<void>; requests: RecordedRequest[] }>(
  start: () => Promise<S>,
  create: (server: S) => PaymentProvider | null,
) {
  let server: S | undefined;
  let provider: PaymentProvider | null = null;
  beforeAll(async () => {
    server = await start();
    provider = create(server);
    if (!provider) throw new Error("provider off");
  });
  afterAll(() => server?.close());
  const ready = <T>(v: T | null | undefined): T => {
    if (v === null || v === undefined) throw new Error("the local provider is not set up");
    return v;
  };
  return {
    get server() {
      return ready(server);
    },
    get provider() {
      return ready(provider);
    },
    /** Creates a checkout and gives it with the request the stand-in received for it. */
    async createAndSent(req: CheckoutRequest) {
      const checkout = await ready(provider).createCheckout(req);
      return { checkout, sent: ready(server).requests.at(-1) };
    },
    /** A checkout opened at the stand-in, and the provider's status of it asked by our reference. */
    async opened(req: CheckoutRequest) {
      const p = ready(provider);
      const { checkoutId } = await p.createCheckout(req);
      return { checkoutId, status: () => p.fetchStatus({ ref: req.ref, checkoutId }) };
    },
  };
}
/** A stand-in server as the local-server.ts based ones all are. */
interface LocalStandIn {
  env: Record<string, string>;
  requests: RecordedRequest[];
  failNext(n?: number, reply?: Reply): void;
  close(): Promise<void>;
}

/**
 * The parts of a StandIn every provider's adapter writes the same way: its env, the next answer
 * an outage or the given one, the provider's own refusal (`refusal`), the request count, close.
 */
export function standInBasics(
  s: LocalStandIn,
  refusal: Reply,
): Pick<StandIn, "env" | "failNext" | "refuseNext" | "requestCount" | "close"> {
  return {
    env: s.env,
    failNext: (reply) => s.failNext(1, reply),
    refuseNext: () => s.failNext(1, refusal),
    requestCount: () => s.requests.length,
    close: s.close,
  };
}

/** The last request the stand-in received at `path` (and with `method`, when given). */
export function lastRequest(s: { requests: RecordedRequest[] }, path: string, method?: string) {
  return s.requests.filter((r) => r.path === path && (method === undefined || r.method === method)).at(-1);
}

/** The customer back from the provider's page: POST /api/payments/{id}/refresh, as the harness's customer. */
export function refreshAsCustomer(h: Harness, paymentId: number) {
  return h.t.app.inject({
    method: "POST",
    url: `/api/payments/${paymentId}/refresh?lang=en`,
    headers: bearer(h.customer),
  });
}

/**
 * After a declined attempt has been delivered (decision 066): our payment is still pending, the
 * customer back from the provider's page is told the attempt was declined, and the money of the
 * next attempt (`settle`, the stand-in's own delivery answered 200) confirms it and counts.
 */
export async function expectDeclinedThenPaid(
  h: Harness,
  { b, p }: Awaited<ReturnType<Harness["started"]>>,
  settle: () => Promise<number>,
) {
  expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "pending" });
  const back = await refreshAsCustomer(h, p.paymentId);
  expect(back.json()).toMatchObject({ data: { status: "pending" }, attempt_declined: true });
  expect(await settle()).toBe(200);
  expect(await h.paymentRow(p.paymentId)).toMatchObject({ status: "confirmed" });
  expect((await h.bookingRow(b.id)).paidTotal).toBe(b.min_first_payment);
}
