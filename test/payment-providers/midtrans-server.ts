import { createHash, randomUUID } from "node:crypto";
import { postNotification, type RecordedRequest, type Reply, startLocalServer } from "./local-server";

/**
 * A local stand-in for Midtrans that speaks its documented protocol: Snap `POST /snap/v1/transactions`
 * (Basic auth with the server key, whole-rupiah gross_amount, X-Override-Notification), Core API
 * `GET /v2/{order_id}/status` (signed answer, "404" for an unknown order), and HTTP notifications
 * signed SHA-512(order_id + status_code + gross_amount + server key) posted to the notification URL.
 * A `deny` is one refused attempt: Snap lets the payer try again, so the same order may still
 * settle afterwards. The customer's phone is taken in the form of the docs' customer_details
 * example ("+628123456": country code and digits); a phone with spaces or dashes is refused.
 * Point the app at it with MIDTRANS_SNAP_URL=`${url}/snap` and MIDTRANS_API_URL=`${url}`.
 */
const STATUS_CODE: Record<string, string> = {
  capture: "200",
  settlement: "200",
  pending: "201",
  deny: "202",
  cancel: "200",
  expire: "407",
  failure: "202",
};

interface Txn {
  orderId: string;
  gross: number;
  token: string;
  notifyUrl: string | null;
  body: Record<string, unknown>;
  /** null until the payer chose a method (Snap creates no transaction before). */
  status: string | null;
  fraud: string | null;
  transactionId: string;
}

export async function startMidtransServer(serverKey: string) {
  const txns = new Map<string, Txn>();
  // A test may make the status answers signed with another key (a forged or misrouted answer).
  let statusSignKey: string | undefined;
  const expectedAuth = `Basic ${Buffer.from(`${serverKey}:`).toString("base64")}`;

  function sign(orderId: string, statusCode: string, gross: string) {
    return createHash("sha512")
      .update(orderId + statusCode + gross + serverKey)
      .digest("hex");
  }

  function transactionBody(t: Txn, over: { gross?: string; currency?: string; signWith?: string } = {}) {
    const status = t.status ?? "pending";
    const statusCode = STATUS_CODE[status] ?? "200";
    const gross = over.gross ?? `${t.gross}.00`;
    const body: Record<string, unknown> = {
      transaction_time: "2026-11-26 10:00:00",
      transaction_status: status,
      transaction_id: t.transactionId,
      status_message: "midtrans payment notification",
      status_code: statusCode,
      signature_key: over.signWith
        ? createHash("sha512")
            .update(t.orderId + statusCode + gross + over.signWith)
            .digest("hex")
        : sign(t.orderId, statusCode, gross),
      payment_type: "bank_transfer",
      order_id: t.orderId,
      merchant_id: "G000000000",
      gross_amount: gross,
      fraud_status: t.fraud ?? "accept",
      currency: over.currency ?? "IDR",
    };
    return body;
  }

  function handle(req: RecordedRequest): Reply {
    if (req.headers.authorization !== expectedAuth) {
      return {
        status: 401,
        json: {
          status_code: "401",
          error_messages: ["Access denied due to unauthorized transaction, please check client or server key"],
        },
      };
    }
    if (req.method === "POST" && req.path === "/snap/v1/transactions") {
      const b = JSON.parse(req.body) as {
        transaction_details?: { order_id?: string; gross_amount?: number };
        customer_details?: { phone?: unknown };
      };
      const phone = b.customer_details?.phone;
      if (phone !== undefined && (typeof phone !== "string" || !/^\+?[0-9]{6,15}$/.test(phone))) {
        return { status: 400, json: { error_messages: ["customer_details.phone format is invalid"] } };
      }
      const orderId = b.transaction_details?.order_id;
      const gross = b.transaction_details?.gross_amount;
      if (!orderId || typeof gross !== "number" || !Number.isInteger(gross) || gross < 1) {
        return { status: 400, json: { error_messages: ["transaction_details.gross_amount is not an integer"] } };
      }
      if (txns.has(orderId)) {
        return { status: 400, json: { error_messages: ["transaction_details.order_id sudah digunakan"] } };
      }
      const token = randomUUID();
      const notify = req.headers["x-override-notification"];
      txns.set(orderId, {
        orderId,
        gross,
        token,
        notifyUrl: typeof notify === "string" ? notify : null,
        body: b as Record<string, unknown>,
        status: null,
        fraud: null,
        transactionId: randomUUID(),
      });
      return { status: 201, json: { token, redirect_url: `${server.url}/snap/v4/redirection/${token}` } };
    }
    const m = /^\/v2\/([^/]+)\/status$/.exec(req.path);
    if (req.method === "GET" && m) {
      const t = txns.get(decodeURIComponent(m[1]));
      if (!t || t.status === null)
        return { status: 404, json: { status_code: "404", status_message: "Transaction doesn't exist." } };
      return { status: 200, json: transactionBody(t, { signWith: statusSignKey }) };
    }
    return { status: 404, json: { error_messages: ["not found"] } };
  }

  const server = await startLocalServer(handle);

  function find(orderId: string): Txn {
    const t = txns.get(orderId);
    if (!t) throw new Error(`midtrans stand-in: no order ${orderId}`);
    return t;
  }

  return {
    url: server.url,
    requests: server.requests,
    failNext: server.failNext,
    transactions: txns,
    /** The env a test app needs to talk to this server. */
    env: { MIDTRANS_SERVER_KEY: serverKey, MIDTRANS_SNAP_URL: `${server.url}/snap`, MIDTRANS_API_URL: server.url },
    /** Moves the order to a status ("settlement", "expire", ...) without telling anyone (a lost notification). */
    setStatus(orderId: string, status: string, fraud: string | null = null) {
      const t = find(orderId);
      t.status = status;
      t.fraud = fraud;
    },
    signStatusAnswersWith(key: string | undefined) {
      statusSignKey = key;
    },
    /** The notification body for the order's current status, as Midtrans would post it (optionally altered). */
    notification(orderId: string, over: { gross?: string; currency?: string; signWith?: string } = {}): string {
      return JSON.stringify(transactionBody(find(orderId), over));
    },
    /** Moves the order and posts the signed notification to its notification URL; the app's HTTP status is returned. */
    async settle(
      orderId: string,
      status = "settlement",
      over: { gross?: string; currency?: string; signWith?: string } = {},
    ) {
      const t = find(orderId);
      t.status = status;
      if (!t.notifyUrl) throw new Error("midtrans stand-in: no notification URL for this order");
      return postNotification(t.notifyUrl, JSON.stringify(transactionBody(t, over)), {
        "content-type": "application/json",
      });
    },
    close: server.close,
  };
}

export type MidtransServer = Awaited<ReturnType<typeof startMidtransServer>>;
