import { createHmac, randomBytes } from "node:crypto";
import { postNotification, type RecordedRequest, type Reply, startLocalServer } from "./local-server";

/**
 * A local stand-in for Stripe Checkout: `POST /v1/checkout/sessions` (form-encoded with bracket
 * keys, Bearer secret key, Idempotency-Key honoured), `GET /v1/checkout/sessions/{id}`, and webhook
 * events posted to the dashboard's endpoint with `Stripe-Signature: t=…,v1=HMAC-SHA256(secret,
 * "t.body")`. The signing clock can be set, to test the five-minute tolerance. Every request is
 * served in the API version its Stripe-Version header names (an unknown form is refused, 400), or
 * in the account's default version when it names none; `servedVersions` records which. Sessions and
 * events carry `livemode`, true only for a live key (sk_live_).
 * Point the app at it with STRIPE_API_URL=url.
 */
interface Session {
  id: string;
  object: "checkout.session";
  mode: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid" | "no_payment_required";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  url: string | null;
  success_url: string;
  cancel_url: string | null;
  customer_email: string | null;
  expires_at: number;
  locale: string | null;
  livemode: boolean;
}

/** The account's default API version (the dashboard's): what a request without Stripe-Version gets. */
export const STRIPE_ACCOUNT_DEFAULT_VERSION = "2025-03-31.basil";

const TYPES: Record<string, { status: Session["status"]; payment: Session["payment_status"] }> = {
  "checkout.session.completed": { status: "complete", payment: "paid" },
  "checkout.session.async_payment_succeeded": { status: "complete", payment: "paid" },
  "checkout.session.async_payment_failed": { status: "complete", payment: "unpaid" },
  "checkout.session.expired": { status: "expired", payment: "unpaid" },
};

export async function startStripeServer(secretKey: string, webhookSecret: string) {
  const sessions = new Map<string, Session>();
  const byIdempotencyKey = new Map<string, Session>();
  let webhookUrl: string | null = null;
  let clock = () => Date.now();
  const livemode = secretKey.startsWith("sk_live_") || secretKey.startsWith("rk_live_");
  const servedVersions: string[] = [];

  function error(status: number, message: string, param?: string): Reply {
    return { status, json: { error: { type: "invalid_request_error", message, param } } };
  }

  function handle(req: RecordedRequest): Reply {
    if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, "Invalid API Key provided");
    const version = req.headers["stripe-version"];
    if (version !== undefined && (typeof version !== "string" || !/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(version)))
      return error(400, `Invalid Stripe API version: ${String(version)}`);
    servedVersions.push(typeof version === "string" ? version : STRIPE_ACCOUNT_DEFAULT_VERSION);
    if (req.method === "POST" && req.path === "/v1/checkout/sessions") {
      const key = req.headers["idempotency-key"];
      const again = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
      if (again) return { status: 200, json: again };
      const f = new URLSearchParams(req.body);
      const currency = f.get("line_items[0][price_data][currency]") ?? "";
      const unit = f.get("line_items[0][price_data][unit_amount]") ?? "";
      const qty = Number(f.get("line_items[0][quantity]") ?? "0");
      if (currency !== currency.toLowerCase() || !["idr", "myr", "sgd", "usd"].includes(currency)) {
        return error(400, "Invalid currency", "line_items[0][price_data][currency]");
      }
      if (!/^\d+$/.test(unit)) return error(400, "Invalid integer", "line_items[0][price_data][unit_amount]");
      if (!f.get("success_url")) return error(400, "Missing required param: success_url.", "success_url");
      const nowS = Math.floor(clock() / 1000);
      const expires = Number(f.get("expires_at") ?? nowS + 86400);
      if (expires < nowS + 1800 || expires > nowS + 86400) {
        return error(
          400,
          "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
          "expires_at",
        );
      }
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of f) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const s: Session = {
        id,
        object: "checkout.session",
        mode: f.get("mode") ?? "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(unit) * qty,
        currency,
        client_reference_id: f.get("client_reference_id"),
        metadata,
        payment_intent: null,
        url: `${server.url}/c/pay/${id}`,
        success_url: f.get("success_url") ?? "",
        cancel_url: f.get("cancel_url"),
        customer_email: f.get("customer_email"),
        expires_at: expires,
        locale: f.get("locale"),
        livemode,
      };
      sessions.set(id, s);
      if (typeof key === "string") byIdempotencyKey.set(key, s);
      return { status: 200, json: s };
    }
    const m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && m) {
      const s = sessions.get(decodeURIComponent(m[1]));
      if (!s) return error(404, `No such checkout.session: '${m[1]}'`, "session");
      return { status: 200, json: s };
    }
    return error(404, "Unrecognized request URL");
  }

  const server = await startLocalServer(handle);

  function find(id: string): Session {
    const s = sessions.get(id);
    if (!s) throw new Error(`stripe stand-in: no session ${id}`);
    return s;
  }

  function move(id: string, type: string) {
    const s = find(id);
    const to = TYPES[type];
    if (!to) throw new Error(`stripe stand-in: unknown event ${type}`);
    s.status = to.status;
    s.payment_status = to.payment;
    if (to.payment === "paid") s.payment_intent = s.payment_intent ?? `pi_${randomBytes(12).toString("hex")}`;
    if (to.status !== "open") s.url = null;
    return s;
  }

  function signedEvent(
    id: string,
    type: string,
    over: { amount?: number; currency?: string; secret?: string; atMs?: number; livemode?: boolean } = {},
  ) {
    const s = { ...find(id) };
    if (over.livemode !== undefined) s.livemode = over.livemode;
    if (over.amount !== undefined) s.amount_total = over.amount;
    if (over.currency !== undefined) s.currency = over.currency;
    const t = Math.floor((over.atMs ?? clock()) / 1000);
    const body = JSON.stringify({
      id: `evt_${randomBytes(12).toString("hex")}`,
      object: "event",
      api_version: "2024-06-20",
      created: t,
      livemode: over.livemode ?? livemode,
      type,
      data: { object: s },
    });
    const v1 = createHmac("sha256", over.secret ?? webhookSecret)
      .update(`${t}.${body}`)
      .digest("hex");
    return { body, headers: { "content-type": "application/json", "stripe-signature": `t=${t},v1=${v1}` } };
  }

  return {
    url: server.url,
    requests: server.requests,
    failNext: server.failNext,
    sessions,
    /** The API version each request was served in, in order. */
    servedVersions,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: server.url },
    /** The webhook endpoint set in Stripe's dashboard. */
    setWebhookUrl(url: string) {
      webhookUrl = url;
    },
    /** The clock the server signs and checks expires_at with (ms). */
    setClock(now: () => number) {
      clock = now;
    },
    /** Moves the session as the event would, without sending it (a lost webhook). */
    setState(id: string, type: string) {
      move(id, type);
    },
    /** A signed event for the session as it stands (optionally altered, signed with another secret or at another time). */
    event: signedEvent,
    /** Moves the session and posts the signed event to the webhook endpoint; the app's HTTP status is returned. */
    async send(
      id: string,
      type = "checkout.session.completed",
      over: { amount?: number; currency?: string; secret?: string; atMs?: number } = {},
    ) {
      move(id, type);
      if (!webhookUrl) throw new Error("stripe stand-in: no webhook URL set");
      const e = signedEvent(id, type, over);
      return postNotification(webhookUrl, e.body, e.headers);
    },
    close: server.close,
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
