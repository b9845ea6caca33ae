import type { Env } from "#app/shared/env.server";
import type { PaymentProvider, ProviderEvent, ProviderPaymentStatus } from "./provider";
import {
  basicAuth,
  checkoutOf,
  eventOrIgnored,
  type FetchLike,
  getObject,
  hmacSha256Hex,
  postTo,
  ProviderHttpError,
  providerBase,
  providerPhone,
  providerRequest,
  safeEqual,
  str,
} from "./provider-kit";

/**
 * Billplz API v3 bills (billplz.com/api: "Create a Bill", "Get a Bill", "X Signature"). Ringgit only,
 * amounts in sen. The callback is form-encoded and signed: x_signature = HMAC-SHA256(X Signature
 * key, every other field as key+value, sorted case-insensitively, joined by "|"), hex. The callback
 * names the bill (id) but not our reference, so its event carries checkoutId and an empty ref.
 */
export const BILLPLZ_API = "https://www.billplz.com";

export type BillplzEnv = Partial<
  Pick<Env, "BILLPLZ_API_KEY" | "BILLPLZ_COLLECTION_ID" | "BILLPLZ_X_SIGNATURE_KEY" | "BILLPLZ_API_URL">
>;

/** The X Signature source string: "key"+"value" of every field but x_signature, sorted case-insensitively, joined by "|". */
export function billplzSourceString(fields: Iterable<[string, string]>): string {
  const pairs: string[] = [];
  for (const [k, v] of fields) if (k !== "x_signature") pairs.push(`${k}${v}`);
  pairs.sort((a, b) => {
    const la = a.toLowerCase();
    const lb = b.toLowerCase();
    return la < lb ? -1 : la > lb ? 1 : 0;
  });
  return pairs.join("|");
}

export function billplzSignature(fields: Iterable<[string, string]>, xSignatureKey: string): string {
  return hmacSha256Hex(xSignatureKey, billplzSourceString(fields));
}

/**
 * A bill's paid flag and state (and, when the account sends it, transaction_status) to the
 * product's word. A failed transaction leaves the bill `due` ("a bill that catched payment failure
 * will be in due state"): the customer may pay it again, so it is a declined attempt, not the end
 * of the checkout (decision 066). Only a deleted bill can no longer be paid.
 */
export function billplzStatus(paid: string, state: string, transactionStatus: string | null): ProviderPaymentStatus {
  if (paid === "true" && state === "paid") return "paid";
  if (state === "deleted") return "expired";
  if (transactionStatus === "failed") return "declined";
  return "pending";
}

/** Billplz's documented GET limit: 100 requests per 5-minute window, per account or IP. */
export const BILLPLZ_GET_LIMIT = 100;
export const BILLPLZ_WINDOW_MS = 5 * 60_000;

/** A rate-limit header as a number; absent or "unlimited": NaN. */
const headerNumber = (h: Headers, name: string) => {
  const v = h.get(name);
  return v === null || v.trim() === "" ? Number.NaN : Number(v);
};

/**
 * Keeps our GETs inside Billplz's rate limit (API reference, "Rate Limit"; decision 067): every
 * GET counts, 100 per 5-minute window (10 when Billplz judges the use abusive), cumulative per
 * account or IP, 429 past it; each answer says RateLimit-Limit, -Remaining and -Reset. We send at
 * most the limit in any 5 minutes by our own count, never more than Billplz says remain, and
 * nothing until its window resets after a 429. The reconciliation round (background) leaves a
 * fifth of the budget to customers coming back from the bill page. One budget per account in a
 * process (the routes' and the jobs' providers share it); several processes on one account share
 * Billplz's window without sharing ours (README).
 */
export class BillplzGetBudget {
  private sent: number[] = [];
  private limit = BILLPLZ_GET_LIMIT;
  private remaining: number | null = null;
  private windowEnds = 0;
  private blockedUntil = 0;

  constructor(private readonly now: () => number) {}

  /** Whether a GET may go now (it is counted if so). */
  take(background: boolean): boolean {
    const t = this.now();
    if (t < this.blockedUntil) return false;
    this.sent = this.sent.filter((at) => at > t - BILLPLZ_WINDOW_MS);
    const told = this.remaining !== null && t < this.windowEnds ? this.remaining : Number.POSITIVE_INFINITY;
    const left = Math.min(this.limit - this.sent.length, told);
    const reserve = background ? Math.ceil(this.limit / 5) : 0;
    if (left <= reserve) return false;
    this.sent.push(t);
    if (this.remaining !== null) this.remaining--;
    return true;
  }

  /** What Billplz's answer said about the window. */
  learn(status: number, headers: Headers) {
    const t = this.now();
    const limit = headerNumber(headers, "ratelimit-limit");
    const remaining = headerNumber(headers, "ratelimit-remaining");
    const reset = headerNumber(headers, "ratelimit-reset");
    const resetMs =
      Number.isFinite(reset) && reset >= 0 ? Math.min(reset * 1000, BILLPLZ_WINDOW_MS) : BILLPLZ_WINDOW_MS;
    // "unlimited" leaves our own count of the documented 100; a lower limit is kept.
    if (Number.isFinite(limit) && limit > 0) this.limit = Math.min(BILLPLZ_GET_LIMIT, limit);
    if (Number.isFinite(remaining)) {
      this.remaining = remaining;
      this.windowEnds = t + resetMs;
    }
    if (status === 429) this.blockedUntil = t + resetMs;
  }
}

// One budget per Billplz account (address and key) per environment: the routes' providers and the
// background jobs' are built from the same env object (server/serve.ts), so they share it; another
// app (a test's) starts with its own, and it goes with its env.
const budgets = new WeakMap<object, Map<string, BillplzGetBudget>>();
function budgetFor(env: object, account: string, now: () => number): BillplzGetBudget {
  let byAccount = budgets.get(env);
  if (!byAccount) {
    byAccount = new Map();
    budgets.set(env, byAccount);
  }
  let b = byAccount.get(account);
  if (!b) {
    b = new BillplzGetBudget(now);
    byAccount.set(account, b);
  }
  return b;
}

function toEvent(get: (k: string) => string | null, checkoutId: string, ref: string): ProviderEvent | null {
  const paid = get("paid") ?? "";
  const state = get("state") ?? "";
  const status = billplzStatus(paid, state, get("transaction_status"));
  const text = (status === "paid" ? get("paid_amount") : null) ?? get("amount") ?? "";
  if (!/^\d{1,15}$/.test(text)) return null;
  return {
    ref,
    checkoutId,
    // The bill id is the idempotency key: a bill is paid once, and both the callback and GET name it.
    txnId: status === "paid" ? checkoutId : null,
    status,
    amount: Number(text),
    currency: "MYR",
    rawStatus: `${state}${get("transaction_status") ? `/${get("transaction_status")}` : ""}`,
  };
}

export function createBillplzProvider(
  env: BillplzEnv,
  deps: { fetch?: FetchLike; now?: () => number } = {},
): PaymentProvider | null {
  const key = env.BILLPLZ_API_KEY;
  const collection = env.BILLPLZ_COLLECTION_ID;
  const xKey = env.BILLPLZ_X_SIGNATURE_KEY;
  if (!key || !collection || !xKey) return null;
  const api = providerBase(env.BILLPLZ_API_URL, BILLPLZ_API);
  const auth = basicAuth(key);
  const budget = budgetFor(env, `${api}|${key}`, deps.now ?? Date.now);
  const billUrl = (id: string) => `${api}/api/v3/bills/${encodeURIComponent(id)}`;

  return {
    name: "billplz",
    currencies: ["MYR"],

    async createCheckout(req) {
      if (req.currency !== "MYR") throw new Error("billplz: MYR only");
      const form = new URLSearchParams({
        collection_id: collection,
        email: req.customer.email,
        name: req.customer.name.slice(0, 255),
        amount: String(req.amount),
        callback_url: req.notifyUrl,
        redirect_url: req.returnUrl,
        description: req.description.slice(0, 200),
        reference_1_label: "Reference",
        reference_1: req.ref,
      });
      // "country code, area code and number without spaces or dashes" (+60122345678).
      const mobile = providerPhone(req.customer.phone, req.currency);
      if (mobile) form.set("mobile", mobile);
      const res = await postTo(
        "billplz",
        `${api}/api/v3/bills`,
        { Authorization: auth, Accept: "application/json" },
        form,
        deps,
      );
      return checkoutOf("billplz", res.body, { id: "id", url: "url", what: "bill" });
    },

    verifyNotification({ rawBody }) {
      const form = new URLSearchParams(rawBody);
      const signature = form.get("x_signature");
      if (!signature || !safeEqual(signature.toLowerCase(), billplzSignature(form.entries(), xKey))) {
        return { ok: false, reason: "bad_signature" };
      }
      const id = form.get("id");
      if (!id) return { ok: false, reason: "ignored" };
      return eventOrIgnored(
        toEvent((k) => form.get(k), id, ""),
        form.get("state") ?? undefined,
      );
    },

    async fetchStatus({ ref, checkoutId, background = false }) {
      if (!checkoutId) return null;
      if (!budget.take(background))
        throw new ProviderHttpError("billplz", 429, "our GET budget is spent (asked later)");
      const b = await getObject(
        "billplz",
        billUrl(checkoutId),
        { Authorization: auth, Accept: "application/json" },
        deps,
        (r) => budget.learn(r.status, r.headers),
      );
      if (!b) return null;
      // Our own reference comes back on GET (reference_1); a bill of another reference is not ours.
      const ref1 = str(b.reference_1);
      if (ref1 !== null && ref1 !== ref) return null;
      return toEvent((k) => (b[k] === null || b[k] === undefined ? null : String(b[k])), checkoutId, ref);
    },

    // "Only due bill can be deleted ... useful in a scenario where there's a time limitation to
    // payment"; a paid bill answers 422. Not subject to the GET rate limit.
    async closeCheckout({ checkoutId }) {
      if (!checkoutId) return "closed";
      const res = await providerRequest(
        "billplz",
        billUrl(checkoutId),
        { method: "DELETE", headers: { Authorization: auth, Accept: "application/json" } },
        { fetch: deps.fetch, okStatuses: [404, 422] },
      );
      // 422: no longer due (paid meanwhile, or deleted already): the caller reads which.
      return res.status === 422 ? "not_open" : "closed";
    },
  };
}
