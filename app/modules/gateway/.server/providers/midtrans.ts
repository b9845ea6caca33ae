import type { Env } from "#app/shared/env.server";
import type { PaymentProvider, ProviderEvent, ProviderPaymentStatus, VerifiedNotification } from "./provider";
import {
  basicAuth,
  checkoutOf,
  decimalToMinor,
  jsonHeaders,
  parseJsonObject,
  postTo,
  providerClock,
  type ProviderDeps,
  providerBase,
  providerPhone,
  providerRequest,
  safeEqual,
  sha512Hex,
  str,
} from "./provider-kit";

/**
 * Midtrans Snap (docs.midtrans.com: "Snap API", "HTTP(S) Notification", "Get Transaction Status").
 * IDR only; amounts travel in whole rupiah. The notification and the status answer are both signed:
 * signature_key = SHA-512(order_id + status_code + gross_amount + server key), hex (decision 038).
 */
export const MIDTRANS_SANDBOX = {
  snap: "https://app.sandbox.midtrans.com/snap",
  api: "https://api.sandbox.midtrans.com",
};
export const MIDTRANS_PRODUCTION = { snap: "https://app.midtrans.com/snap", api: "https://api.midtrans.com" };

export type MidtransEnv = Partial<
  Pick<Env, "MIDTRANS_SERVER_KEY" | "MIDTRANS_PRODUCTION" | "MIDTRANS_SNAP_URL" | "MIDTRANS_API_URL">
>;

export function midtransSignature(orderId: string, statusCode: string, grossAmount: string, serverKey: string): string {
  return sha512Hex(orderId + statusCode + grossAmount + serverKey);
}

/**
 * transaction_status (+ fraud_status for card captures) to what the product acts on; null: not a
 * payment state we act on (refund, chargeback, authorize). A `deny` (the bank or the fraud check
 * refused that card or account) is one attempt: the payer may try again on the same Snap page,
 * and the same order can still settle, so it keeps the checkout open (decision 066). `cancel` and
 * `failure` end the order.
 */
export function midtransStatus(transactionStatus: string, fraudStatus: string | null): ProviderPaymentStatus | null {
  switch (transactionStatus) {
    case "settlement":
      return "paid";
    case "capture":
      // A card capture is money only when the fraud check accepted it; "challenge" waits for review.
      return fraudStatus === "accept" ? "paid" : fraudStatus === "deny" ? "declined" : "pending";
    case "pending":
      return "pending";
    case "deny":
      return "declined";
    case "cancel":
    case "failure":
      return "failed";
    case "expire":
      return "expired";
    default:
      return null;
  }
}

/** "2026-11-26 16:20:00 +0000": the only time format Snap's expiry.start_time takes. */
function snapTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())} +0000`;
}

/** A signed Midtrans transaction body (notification or status answer) to an event; null when the signature fails. */
function readSigned(body: Record<string, unknown>, serverKey: string): VerifiedNotification {
  const orderId = str(body.order_id);
  const statusCode = str(body.status_code);
  const gross = str(body.gross_amount);
  const signature = str(body.signature_key);
  if (!orderId || !statusCode || !gross || !signature) return { ok: false, reason: "bad_signature" };
  if (!safeEqual(signature.toLowerCase(), midtransSignature(orderId, statusCode, gross, serverKey))) {
    return { ok: false, reason: "bad_signature" };
  }
  const raw = str(body.transaction_status) ?? "";
  const status = midtransStatus(raw, str(body.fraud_status));
  if (!status) return { ok: false, reason: "ignored", rawStatus: raw };
  const amount = decimalToMinor(gross, 0);
  // gross_amount is whole rupiah ("150000.00"); a non-number is not a payment we can check.
  if (amount === null) return { ok: false, reason: "ignored", rawStatus: raw };
  const event: ProviderEvent = {
    ref: orderId,
    txnId: status === "paid" ? str(body.transaction_id) : null,
    status,
    amount: amount * 100,
    // Snap charges rupiah only; older notifications carry no currency field.
    currency: str(body.currency) ?? "IDR",
    rawStatus: raw,
  };
  return { ok: true, event };
}

export function createMidtransProvider(env: MidtransEnv, deps: ProviderDeps = {}): PaymentProvider | null {
  const serverKey = env.MIDTRANS_SERVER_KEY;
  if (!serverKey) return null;
  const base = env.MIDTRANS_PRODUCTION === "true" ? MIDTRANS_PRODUCTION : MIDTRANS_SANDBOX;
  const snap = providerBase(env.MIDTRANS_SNAP_URL, base.snap);
  const api = providerBase(env.MIDTRANS_API_URL, base.api);
  const now = providerClock(deps);
  const headers = jsonHeaders(basicAuth(serverKey));

  return {
    name: "midtrans",
    currencies: ["IDR"],

    async createCheckout(req) {
      if (req.currency !== "IDR") throw new Error("midtrans: IDR only");
      // Snap takes whole rupiah: a sen amount would be rounded by the payer's bank, so it is refused here.
      if (req.amount % 100 !== 0) throw new Error("midtrans: the amount must be whole rupiah");
      const gross = req.amount / 100;
      const minutes = Math.max(1, Math.ceil((req.expiresAt.getTime() - now().getTime()) / 60_000));
      const body = {
        transaction_details: { order_id: req.ref, gross_amount: gross },
        item_details: [{ id: req.ref, price: gross, quantity: 1, name: req.description.slice(0, 50) }],
        customer_details: {
          first_name: req.customer.name.slice(0, 255),
          email: req.customer.email,
          // As the docs' customer_details example writes it: "+628123456".
          phone: providerPhone(req.customer.phone, req.currency) ?? undefined,
        },
        callbacks: { finish: req.returnUrl },
        expiry: { start_time: snapTime(now()), unit: "minute", duration: minutes },
      };
      const res = await postTo(
        "midtrans",
        `${snap}/v1/transactions`,
        // X-Override-Notification: this checkout's notification goes to our URL, whatever the dashboard says.
        { ...headers, "X-Override-Notification": req.notifyUrl },
        body,
        deps,
      );
      return checkoutOf("midtrans", res.body, { id: "token", url: "redirect_url", what: "token" });
    },

    verifyNotification({ rawBody }) {
      const body = parseJsonObject(rawBody);
      if (!body) return { ok: false, reason: "bad_signature" };
      return readSigned(body, serverKey);
    },

    async fetchStatus({ ref }) {
      const res = await providerRequest(
        "midtrans",
        `${api}/v2/${encodeURIComponent(ref)}/status`,
        { method: "GET", headers },
        { fetch: deps.fetch, okStatuses: [404] },
      );
      const b = (res.body ?? {}) as Record<string, unknown>;
      // Midtrans answers an unknown order with status_code "404" (in the body, often with HTTP 200).
      if (res.status === 404 || str(b.status_code) === "404") return null;
      const read = readSigned(b, serverKey);
      if (!read.ok) {
        if (read.reason === "bad_signature") throw new Error("midtrans: the status answer is not signed with our key");
        return null;
      }
      return read.event;
    },
  };
}
