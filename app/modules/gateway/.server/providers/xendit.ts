import type { Currency } from "#app/shared/money";
import type { Env } from "#app/shared/env.server";
import type { PaymentProvider, ProviderEvent, ProviderPaymentStatus } from "./provider";
import {
  basicAuth,
  checkoutOf,
  decimalToMinor,
  eventOrIgnored,
  getObject,
  jsonHeaders,
  minorToDecimal,
  parseJsonObject,
  providerClock,
  type ProviderDeps,
  providerBase,
  providerPhone,
  postTo,
  safeEqual,
  str,
} from "./provider-kit";

/**
 * Xendit Invoices (developers.xendit.co, "Create invoice", "Invoice callback"): IDR and MYR. The
 * callback is not signed: it carries the account's verification token in the `x-callback-token`
 * header, compared in constant time with XENDIT_CALLBACK_TOKEN. The callback URL is set once in
 * Xendit's dashboard (it cannot be given per invoice), so it must point at /api/payments/notify/xendit.
 */
export const XENDIT_API = "https://api.xendit.co";

export type XenditEnv = Partial<Pick<Env, "XENDIT_SECRET_KEY" | "XENDIT_CALLBACK_TOKEN" | "XENDIT_API_URL">>;

/** The invoice status words to the product's; null: a state we do not act on. */
export function xenditStatus(status: string): ProviderPaymentStatus | null {
  switch (status) {
    case "PAID":
    case "SETTLED":
      return "paid";
    case "PENDING":
      return "pending";
    case "EXPIRED":
      return "expired";
    default:
      return null;
  }
}

/** Xendit writes amounts in major units: rupiah are whole (it truncates decimals), ringgit have sen. */
const DIGITS: Record<string, number> = { IDR: 0, MYR: 2 };

function toEvent(body: Record<string, unknown>): ProviderEvent | null {
  const ref = str(body.external_id);
  const raw = str(body.status) ?? "";
  const status = xenditStatus(raw);
  const currency = str(body.currency) ?? "IDR";
  const digits = DIGITS[currency];
  if (!ref || !status || digits === undefined) return null;
  // A paid invoice says what was paid (paid_amount); otherwise the amount asked.
  const major = status === "paid" && body.paid_amount !== undefined ? body.paid_amount : body.amount;
  const amount = decimalToMinor(major, digits);
  if (amount === null) return null;
  return {
    ref,
    // The invoice id is the idempotency key: one invoice is paid once, and the notification and the
    // status answer both carry it (the callback's payment_id is absent from GET /v2/invoices).
    txnId: status === "paid" ? str(body.id) : null,
    status,
    amount: amount * 10 ** (2 - digits),
    currency,
    rawStatus: raw,
  };
}

export function createXenditProvider(env: XenditEnv, deps: ProviderDeps = {}): PaymentProvider | null {
  const secret = env.XENDIT_SECRET_KEY;
  const callbackToken = env.XENDIT_CALLBACK_TOKEN;
  // Without the callback token no notification could be believed: the provider stays off.
  if (!secret || !callbackToken) return null;
  const api = providerBase(env.XENDIT_API_URL, XENDIT_API);
  const now = providerClock(deps);
  const headers = jsonHeaders(basicAuth(secret));
  const currencies: readonly Currency[] = ["IDR", "MYR"];

  return {
    name: "xendit",
    currencies,

    async createCheckout(req) {
      const digits = DIGITS[req.currency];
      if (digits === undefined) throw new Error(`xendit: ${req.currency} is not charged`);
      if (digits === 0 && req.amount % 100 !== 0) throw new Error("xendit: the amount must be whole rupiah");
      const amount = Number(minorToDecimal(req.amount / 10 ** (2 - digits), digits));
      const seconds = Math.max(60, Math.ceil((req.expiresAt.getTime() - now().getTime()) / 1000));
      const body = {
        external_id: req.ref,
        amount,
        currency: req.currency,
        description: req.description,
        payer_email: req.customer.email,
        customer: {
          given_names: req.customer.name,
          email: req.customer.email,
          // E.164 ("+6285300000000"), as Xendit's customer object takes it.
          mobile_number: providerPhone(req.customer.phone, req.currency) ?? undefined,
        },
        success_redirect_url: req.returnUrl,
        failure_redirect_url: req.returnUrl,
        invoice_duration: seconds,
        // Xendit's checkout speaks Indonesian and English; Malay readers get English.
        locale: req.locale === "id" ? "id" : "en",
      };
      const res = await postTo("xendit", `${api}/v2/invoices`, headers, body, deps);
      return checkoutOf("xendit", res.body, { id: "id", url: "invoice_url", what: "invoice" });
    },

    verifyNotification({ rawBody, headers: h }) {
      const token = h["x-callback-token"];
      if (!token || !safeEqual(token, callbackToken)) return { ok: false, reason: "bad_signature" };
      const body = parseJsonObject(rawBody);
      if (!body) return { ok: false, reason: "ignored" };
      return eventOrIgnored(toEvent(body), str(body.status) ?? undefined);
    },

    async fetchStatus({ checkoutId }) {
      if (!checkoutId) return null;
      const b = await getObject("xendit", `${api}/v2/invoices/${encodeURIComponent(checkoutId)}`, headers, deps);
      return b && toEvent(b);
    },
  };
}
