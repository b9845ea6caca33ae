import type { Env } from "#app/shared/env.server";
import type { PaymentProvider, ProviderEvent, ProviderPaymentStatus } from "./provider";
import {
  checkoutOf,
  eventOrIgnored,
  getObject,
  hmacSha256Hex,
  parseJsonObject,
  postTo,
  providerClock,
  type ProviderDeps,
  providerBase,
  safeEqual,
  str,
} from "./provider-kit";

/**
 * Stripe Checkout Sessions (docs.stripe.com: "Create a Checkout Session", "Check the webhook
 * signatures", "Supported currencies"). IDR, MYR and SGD are two-decimal currencies in Stripe's
 * API, so the product's minor units go as they are; rupiah must still be whole (decision 039).
 * Webhooks are signed: Stripe-Signature `t=<unix>,v1=<hex>` where v1 = HMAC-SHA256(webhook
 * secret, `${t}.${raw body}`); older than five minutes (by the injected clock) is refused. The
 * webhook endpoint is set once in Stripe's dashboard: /api/payments/notify/stripe.
 */
export const STRIPE_API = "https://api.stripe.com";
export const STRIPE_TOLERANCE_SECONDS = 300;
/**
 * The API version every request names (Stripe-Version), so what we send and read does not change
 * with the account's default version in Stripe's dashboard (decision 067). The webhook endpoint
 * must be created with the same version (README): its events are written in the endpoint's version.
 */
export const STRIPE_API_VERSION = "2024-06-20";

/** Whether a secret key is live (sk_live_, rk_live_) or test; null when it says neither. */
export function stripeKeyLive(secret: string): boolean | null {
  if (/^[sr]k_live_/.test(secret)) return true;
  if (/^[sr]k_test_/.test(secret)) return false;
  return null;
}

export type StripeEnv = Partial<Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL">>;

/** Checks a Stripe-Signature header against the raw body; true only for a v1 signature of ours within the tolerance. */
export function verifyStripeSignature(
  header: string | undefined,
  rawBody: string,
  secret: string,
  nowMs: number,
): boolean {
  if (!header) return false;
  let t: string | null = null;
  const v1: string[] = [];
  for (const part of header.split(",")) {
    const i = part.indexOf("=");
    if (i < 0) continue;
    const k = part.slice(0, i).trim();
    const v = part.slice(i + 1).trim();
    if (k === "t") t = v;
    else if (k === "v1") v1.push(v);
  }
  if (!t || !/^\d{1,12}$/.test(t) || v1.length === 0) return false;
  // A replayed old delivery is refused even with a good signature (either side of our clock).
  if (Math.abs(nowMs / 1000 - Number(t)) > STRIPE_TOLERANCE_SECONDS) return false;
  const expected = hmacSha256Hex(secret, `${t}.${rawBody}`);
  // Every v1 is compared (no early exit), so the timing does not tell which one matched.
  return v1.reduce((ok, sig) => safeEqual(sig, expected) || ok, false);
}

/** A webhook event type (and the session's payment_status) to the product's word; null: not acted on. */
export function stripeEventStatus(type: string, paymentStatus: string | null): ProviderPaymentStatus | null {
  switch (type) {
    case "checkout.session.completed":
      // Bank debits and the like complete "unpaid" and settle later (async_payment_succeeded).
      return paymentStatus === "paid" ? "paid" : paymentStatus === "unpaid" ? "pending" : null;
    case "checkout.session.async_payment_succeeded":
      return "paid";
    case "checkout.session.async_payment_failed":
      return "failed";
    case "checkout.session.expired":
      return "expired";
    default:
      return null;
  }
}

/** A session as GET answers it (status + payment_status) to the product's word. */
export function stripeSessionStatus(status: string, paymentStatus: string | null): ProviderPaymentStatus | null {
  if (status === "expired") return "expired";
  if (status === "complete") return paymentStatus === "paid" ? "paid" : "pending";
  if (status === "open") return "pending";
  return null;
}

function sessionEvent(s: Record<string, unknown>, status: ProviderPaymentStatus, raw: string): ProviderEvent | null {
  const meta = (s.metadata ?? {}) as Record<string, unknown>;
  const ref = str(s.client_reference_id) ?? str(meta.ref);
  const amount = s.amount_total;
  const currency = str(s.currency);
  if (!ref || typeof amount !== "number" || !Number.isInteger(amount) || !currency) return null;
  const intent =
    typeof s.payment_intent === "string"
      ? s.payment_intent
      : str((s.payment_intent as Record<string, unknown> | null)?.id);
  return {
    ref,
    checkoutId: str(s.id) ?? undefined,
    // The PaymentIntent is the money; a session paid without one (never for mode=payment) falls back to the session id.
    txnId: status === "paid" ? (intent ?? str(s.id)) : null,
    status,
    amount,
    currency: currency.toUpperCase(),
    rawStatus: raw,
  };
}

const LOCALES = { id: "id", en: "en", my: "ms" } as const;

export function createStripeProvider(env: StripeEnv, deps: ProviderDeps = {}): PaymentProvider | null {
  const secret = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!secret || !webhookSecret) return null;
  const api = providerBase(env.STRIPE_API_URL, STRIPE_API);
  const now = providerClock(deps);
  const auth = `Bearer ${secret}`;
  const live = stripeKeyLive(secret);
  // Live money is only believed with live keys, test money only with test keys: an object whose
  // livemode says the other mode is another account's world (a misrouted endpoint, mixed keys).
  const otherMode = (o: Record<string, unknown> | null | undefined) =>
    live !== null && typeof o?.livemode === "boolean" && o.livemode !== live;

  return {
    name: "stripe",
    currencies: ["IDR", "MYR", "SGD"],

    async createCheckout(req) {
      if (!["IDR", "MYR", "SGD"].includes(req.currency)) throw new Error(`stripe: ${req.currency} is not charged`);
      // Stripe takes IDR with two decimals, but rupiah cards and banks have no sen.
      if (req.currency === "IDR" && req.amount % 100 !== 0) throw new Error("stripe: the amount must be whole rupiah");
      const nowS = Math.floor(now().getTime() / 1000);
      // Stripe accepts expires_at between 30 minutes and 24 hours after creation.
      const expires = Math.min(
        nowS + 24 * 3600,
        Math.max(nowS + 30 * 60 + 5, Math.floor(req.expiresAt.getTime() / 1000)),
      );
      const form = new URLSearchParams({
        mode: "payment",
        client_reference_id: req.ref,
        "metadata[ref]": req.ref,
        "payment_intent_data[metadata][ref]": req.ref,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": req.currency.toLowerCase(),
        "line_items[0][price_data][unit_amount]": String(req.amount),
        "line_items[0][price_data][product_data][name]": req.description,
        success_url: req.returnUrl,
        cancel_url: req.returnUrl,
        customer_email: req.customer.email,
        expires_at: String(expires),
        locale: LOCALES[req.locale],
      });
      const res = await postTo(
        "stripe",
        `${api}/v1/checkout/sessions`,
        {
          Authorization: auth,
          "Stripe-Version": STRIPE_API_VERSION,
          // A retried create (timeout) gives the same session, never a second one.
          "Idempotency-Key": `checkout-${req.ref}`,
        },
        form,
        deps,
      );
      return checkoutOf("stripe", res.body, { id: "id", url: "url", what: "session" });
    },

    verifyNotification({ rawBody, headers }) {
      if (!verifyStripeSignature(headers["stripe-signature"], rawBody, webhookSecret, now().getTime())) {
        return { ok: false, reason: "bad_signature" };
      }
      const evt = parseJsonObject(rawBody);
      if (otherMode(evt)) return { ok: false, reason: "wrong_mode" };
      const type = str(evt?.type) ?? "";
      const session = ((evt?.data as Record<string, unknown> | undefined)?.object ?? null) as Record<
        string,
        unknown
      > | null;
      if (!session || str(session.object) !== "checkout.session")
        return { ok: false, reason: "ignored", rawStatus: type };
      const status = stripeEventStatus(type, str(session.payment_status));
      if (!status) return { ok: false, reason: "ignored", rawStatus: type };
      return eventOrIgnored(sessionEvent(session, status, type), type);
    },

    async fetchStatus({ ref, checkoutId }) {
      if (!checkoutId) return null;
      const s = await getObject(
        "stripe",
        `${api}/v1/checkout/sessions/${encodeURIComponent(checkoutId)}`,
        { Authorization: auth, "Stripe-Version": STRIPE_API_VERSION },
        deps,
      );
      if (!s) return null;
      if (otherMode(s)) throw new Error("stripe: the session is of the other mode than our key");
      const raw = `${str(s.status) ?? ""}/${str(s.payment_status) ?? ""}`;
      const status = stripeSessionStatus(str(s.status) ?? "", str(s.payment_status));
      if (!status) return null;
      const event = sessionEvent(s, status, raw);
      // A session of another reference is not this payment's.
      return event && event.ref === ref ? event : null;
    },
  };
}
