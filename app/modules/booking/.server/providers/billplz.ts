import type { Env } from "#app/shared/env.server";
import type {
  Checkout,
  CheckoutRequest,
  PaymentProvider,
  ProviderEvent,
  ProviderPaymentStatus,
  VerifiedNotification,
} from "./provider";
import { basicAuth, type FetchLike, hmacSha256Hex, providerRequest, safeEqual, str } from "./provider-kit";

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

/** A bill's paid flag and state (and, when the account sends it, transaction_status) to the product's word. */
export function billplzStatus(paid: string, state: string, transactionStatus: string | null): ProviderPaymentStatus {
  if (paid === "true" && state === "paid") return "paid";
  // A deleted bill can no longer be paid.
  if (state === "deleted") return "expired";
  if (transactionStatus === "failed") return "failed";
  return "pending";
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

export function createBillplzProvider(env: BillplzEnv, deps: { fetch?: FetchLike } = {}): PaymentProvider | null {
  const key = env.BILLPLZ_API_KEY;
  const collection = env.BILLPLZ_COLLECTION_ID;
  const xKey = env.BILLPLZ_X_SIGNATURE_KEY;
  if (!key || !collection || !xKey) return null;
  const api = (env.BILLPLZ_API_URL ?? BILLPLZ_API).replace(/\/+$/, "");
  const auth = basicAuth(key);

  return {
    name: "billplz",
    currencies: ["MYR"],

    async createCheckout(req: CheckoutRequest): Promise<Checkout> {
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
      if (req.customer.phone) form.set("mobile", req.customer.phone);
      const res = await providerRequest(
        "billplz",
        `${api}/api/v3/bills`,
        {
          method: "POST",
          headers: {
            Authorization: auth,
            Accept: "application/json",
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: form.toString(),
        },
        { fetch: deps.fetch },
      );
      const b = (res.body ?? {}) as Record<string, unknown>;
      const id = str(b.id);
      const url = str(b.url);
      if (!id || !url) throw new Error("billplz: no bill in the answer");
      return { checkoutId: id, url };
    },

    verifyNotification({ rawBody }): VerifiedNotification {
      const form = new URLSearchParams(rawBody);
      const signature = form.get("x_signature");
      if (!signature || !safeEqual(signature.toLowerCase(), billplzSignature(form.entries(), xKey))) {
        return { ok: false, reason: "bad_signature" };
      }
      const id = form.get("id");
      if (!id) return { ok: false, reason: "ignored" };
      const event = toEvent((k) => form.get(k), id, "");
      if (!event) return { ok: false, reason: "ignored", rawStatus: form.get("state") ?? undefined };
      return { ok: true, event };
    },

    async fetchStatus({ ref, checkoutId }) {
      if (!checkoutId) return null;
      const res = await providerRequest(
        "billplz",
        `${api}/api/v3/bills/${encodeURIComponent(checkoutId)}`,
        { method: "GET", headers: { Authorization: auth, Accept: "application/json" } },
        { fetch: deps.fetch, okStatuses: [404] },
      );
      if (res.status === 404 || !res.body || typeof res.body !== "object") return null;
      const b = res.body as Record<string, unknown>;
      // Our own reference comes back on GET (reference_1); a bill of another reference is not ours.
      const ref1 = str(b.reference_1);
      if (ref1 !== null && ref1 !== ref) return null;
      return toEvent((k) => (b[k] === null || b[k] === undefined ? null : String(b[k])), checkoutId, ref);
    },
  };
}
