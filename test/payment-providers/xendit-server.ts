import { randomBytes } from "node:crypto";
import { postNotification, type RecordedRequest, type Reply, startLocalServer } from "./local-server";

/**
 * A local stand-in for Xendit Invoices: `POST /v2/invoices` (Basic auth with the secret key),
 * `GET /v2/invoices/{id}`, and the invoice callback posted to the dashboard's callback URL with the
 * account's verification token in `x-callback-token`. Amounts in major units as Xendit writes them.
 * The customer's mobile_number must be E.164 ("+6285300000000"), as Xendit's customer object takes it.
 * Point the app at it with XENDIT_API_URL=url.
 */
interface Invoice {
  id: string;
  external_id: string;
  user_id: string;
  status: string;
  merchant_name: string;
  amount: number;
  paid_amount?: number;
  currency: string;
  description?: string;
  invoice_url: string;
  expiry_date: string;
  success_redirect_url?: string;
  payment_id?: string;
  paid_at?: string;
}

export async function startXenditServer(secretKey: string, callbackToken: string) {
  const invoices = new Map<string, Invoice>();
  const expectedAuth = `Basic ${Buffer.from(`${secretKey}:`).toString("base64")}`;
  let callbackUrl: string | null = null;

  function handle(req: RecordedRequest): Reply {
    if (req.headers.authorization !== expectedAuth) {
      return {
        status: 401,
        json: { error_code: "INVALID_API_KEY", message: "API key is not authorized for this API service" },
      };
    }
    if (req.method === "POST" && req.path === "/v2/invoices") {
      const b = JSON.parse(req.body) as Record<string, unknown>;
      const currency = (b.currency as string | undefined) ?? "IDR";
      if (typeof b.external_id !== "string" || typeof b.amount !== "number" || b.amount <= 0) {
        return {
          status: 400,
          json: { error_code: "API_VALIDATION_ERROR", message: "external_id and amount are required" },
        };
      }
      const mobile = (b.customer as { mobile_number?: unknown } | undefined)?.mobile_number;
      if (mobile !== undefined && (typeof mobile !== "string" || !/^\+[1-9][0-9]{7,14}$/.test(mobile))) {
        return {
          status: 400,
          json: { error_code: "API_VALIDATION_ERROR", message: "customer.mobile_number must be in E.164 format" },
        };
      }
      if (!["IDR", "MYR", "PHP", "THB", "VND"].includes(currency)) {
        return { status: 400, json: { error_code: "UNSUPPORTED_CURRENCY", message: "currency is not supported" } };
      }
      const id = randomBytes(12).toString("hex");
      const duration = Number(b.invoice_duration ?? 86400);
      const inv: Invoice = {
        id,
        external_id: b.external_id,
        user_id: "5f0000000000000000000001",
        status: "PENDING",
        merchant_name: "Travel Test",
        // Xendit truncates rupiah decimals.
        amount: currency === "IDR" ? Math.trunc(b.amount) : b.amount,
        currency,
        description: b.description as string | undefined,
        invoice_url: `${server.url}/web/${id}`,
        expiry_date: new Date(Date.now() + duration * 1000).toISOString(),
        success_redirect_url: b.success_redirect_url as string | undefined,
      };
      invoices.set(id, inv);
      return { status: 200, json: inv };
    }
    const m = /^\/v2\/invoices\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && m) {
      const inv = invoices.get(decodeURIComponent(m[1]));
      if (!inv)
        return { status: 404, json: { error_code: "INVOICE_NOT_FOUND_ERROR", message: "Could not find invoice" } };
      return { status: 200, json: inv };
    }
    return { status: 404, json: { error_code: "NOT_FOUND", message: "not found" } };
  }

  const server = await startLocalServer(handle);

  function find(id: string): Invoice {
    const inv = invoices.get(id);
    if (!inv) throw new Error(`xendit stand-in: no invoice ${id}`);
    return inv;
  }

  function move(id: string, status: string) {
    const inv = find(id);
    inv.status = status;
    if (status === "PAID" || status === "SETTLED") {
      inv.paid_amount = inv.amount;
      inv.payment_id = inv.payment_id ?? `pay-${randomBytes(6).toString("hex")}`;
      inv.paid_at = new Date().toISOString();
    }
    return inv;
  }

  function callbackBody(inv: Invoice, over: { amount?: number; currency?: string } = {}) {
    const body: Record<string, unknown> = {
      id: inv.id,
      external_id: inv.external_id,
      user_id: inv.user_id,
      is_high: false,
      status: inv.status,
      merchant_name: inv.merchant_name,
      amount: over.amount ?? inv.amount,
      currency: over.currency ?? inv.currency,
      created: new Date().toISOString(),
      updated: new Date().toISOString(),
    };
    if (inv.paid_amount !== undefined) {
      body.paid_amount = over.amount ?? inv.paid_amount;
      body.payment_id = inv.payment_id;
      body.paid_at = inv.paid_at;
      body.payment_method = "BANK_TRANSFER";
      body.bank_code = "BCA";
      body.payment_channel = "BCA";
    }
    return body;
  }

  return {
    url: server.url,
    requests: server.requests,
    failNext: server.failNext,
    invoices,
    env: { XENDIT_SECRET_KEY: secretKey, XENDIT_CALLBACK_TOKEN: callbackToken, XENDIT_API_URL: server.url },
    /** The callback URL set in Xendit's dashboard. */
    setCallbackUrl(url: string) {
      callbackUrl = url;
    },
    /** Moves the invoice without a callback (a lost notification). */
    setStatus(id: string, status: string) {
      move(id, status);
    },
    /** The callback body for the invoice as it stands (optionally altered), and the headers Xendit sends. */
    notification(id: string, over: { amount?: number; currency?: string; token?: string } = {}) {
      return {
        body: JSON.stringify(callbackBody(find(id), over)),
        headers: { "content-type": "application/json", "x-callback-token": over.token ?? callbackToken },
      };
    },
    /** Moves the invoice and posts the callback; the app's HTTP status is returned. */
    async settle(id: string, status = "PAID", over: { amount?: number; currency?: string; token?: string } = {}) {
      move(id, status);
      if (!callbackUrl) throw new Error("xendit stand-in: no callback URL set");
      const n = this.notification(id, over);
      return postNotification(callbackUrl, n.body, n.headers);
    },
    close: server.close,
  };
}

export type XenditServer = Awaited<ReturnType<typeof startXenditServer>>;
