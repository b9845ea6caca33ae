import { createHmac, randomBytes } from "node:crypto";
import { postNotification, type RecordedRequest, type Reply, startLocalServer } from "./local-server";

/**
 * A local stand-in for Billplz API v3: `POST /api/v3/bills` (form-encoded, Basic auth with the API
 * key, amount in sen, mobile "with country code, area code and number without spaces or dashes"),
 * `GET /api/v3/bills/{id}` (rate limited as documented: RateLimit-Limit/-Remaining/-Reset headers,
 * 429 past the window's limit; unlimited until a test sets one), `DELETE /api/v3/bills/{id}` ("only
 * due bill can be deleted": a paid or deleted one answers 422; a deleted bill can still be paid from
 * the bank's page), and the form-encoded callback to the bill's callback_url signed with the
 * X Signature scheme (HMAC-SHA256 over the sorted key+value pairs joined by "|"), with
 * transaction_id and transaction_status as an account with "Extra Payment Completion Information"
 * sends them. A failed attempt leaves the bill due ("a bill that catched payment failure will be in
 * due state"). Its signer is written here separately from the product's, from the docs.
 * Point the app at it with BILLPLZ_API_URL=url.
 */
interface Bill {
  id: string;
  collection_id: string;
  paid: boolean;
  state: "due" | "paid" | "deleted";
  amount: number;
  paid_amount: number;
  due_at: string;
  email: string;
  mobile: string | null;
  name: string;
  url: string;
  reference_1_label: string | null;
  reference_1: string | null;
  redirect_url: string | null;
  callback_url: string;
  description: string;
  paid_at: string | null;
}

function sign(fields: [string, string][], key: string): string {
  const source = fields
    .filter(([k]) => k !== "x_signature")
    .map(([k, v]) => `${k}${v}`)
    // PHP's sort(SORT_STRING | SORT_FLAG_CASE) as in Billplz's sample: bytes of the lower-cased strings.
    .map((p) => [p.toLowerCase(), p] as const)
    .sort(([a], [b]) => (a === b ? 0 : a < b ? -1 : 1))
    .map(([, p]) => p)
    .join("|");
  return createHmac("sha256", key).update(source).digest("hex");
}

/** The documented mobile form: +60122345678 or 60122345678. */
const MOBILE = /^\+?[0-9]{8,15}$/;
const WINDOW_MS = 5 * 60_000;

export async function startBillplzServer(apiKey: string, collectionId: string, xSignatureKey: string) {
  const bills = new Map<string, Bill>();
  // The last transaction of each bill (Extra Payment Completion Information).
  const transactions = new Map<string, { id: string; status: "completed" | "failed" }>();
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;
  // GET rate limit: null = unlimited (the headers say so); else that many per 5-minute window.
  const limit = { max: null as number | null, windowStart: 0, used: 0, refused: 0 };

  /** Counts a GET in the window: its headers, or the 429 when the window is used up. */
  function countGet(): { headers: Record<string, string>; refused?: Reply } {
    if (limit.max === null)
      return {
        headers: { "RateLimit-Limit": "unlimited", "RateLimit-Remaining": "unlimited", "RateLimit-Reset": "unlimited" },
      };
    const now = Date.now();
    if (now - limit.windowStart >= WINDOW_MS) {
      limit.windowStart = now;
      limit.used = 0;
    }
    const reset = String(Math.ceil((limit.windowStart + WINDOW_MS - now) / 1000));
    if (limit.used >= limit.max) {
      limit.refused++;
      const headers = { "RateLimit-Limit": String(limit.max), "RateLimit-Remaining": "0", "RateLimit-Reset": reset };
      return {
        headers,
        refused: { status: 429, json: { error: { type: "RateLimit", message: ["Too many requests"] } }, headers },
      };
    }
    limit.used++;
    return {
      headers: {
        "RateLimit-Limit": String(limit.max),
        "RateLimit-Remaining": String(limit.max - limit.used),
        "RateLimit-Reset": reset,
      },
    };
  }

  function handle(req: RecordedRequest): Reply {
    if (req.headers.authorization !== expectedAuth) {
      return { status: 401, json: { error: { type: "Unauthorized", message: "Invalid access" } } };
    }
    if (req.method === "POST" && req.path === "/api/v3/bills") {
      const f = new URLSearchParams(req.body);
      const amount = f.get("amount") ?? "";
      if (f.get("collection_id") !== collectionId) {
        return { status: 404, json: { error: { type: "RecordNotFound", message: "Collection not found" } } };
      }
      if (
        !/^\d+$/.test(amount) ||
        !f.get("email") ||
        !f.get("name") ||
        !f.get("callback_url") ||
        !f.get("description")
      ) {
        return {
          status: 422,
          json: { error: { type: "Unprocessable Entity", message: ["Amount must be an integer in sen"] } },
        };
      }
      const mobile = f.get("mobile");
      if (mobile !== null && !MOBILE.test(mobile)) {
        return { status: 422, json: { error: { type: "Unprocessable Entity", message: ["Mobile is invalid"] } } };
      }
      const id = randomBytes(5).toString("hex");
      const bill: Bill = {
        id,
        collection_id: collectionId,
        paid: false,
        state: "due",
        amount: Number(amount),
        paid_amount: 0,
        due_at: "2026-12-31",
        email: f.get("email") ?? "",
        mobile: f.get("mobile"),
        name: (f.get("name") ?? "").toUpperCase(),
        url: `${server.url}/bills/${id}`,
        reference_1_label: f.get("reference_1_label"),
        reference_1: f.get("reference_1"),
        redirect_url: f.get("redirect_url"),
        callback_url: f.get("callback_url") ?? "",
        description: f.get("description") ?? "",
        paid_at: null,
      };
      bills.set(id, bill);
      return { status: 200, json: bill };
    }
    const m = /^\/api\/v3\/bills\/([^/]+)$/.exec(req.path);
    if (req.method === "GET" && m) {
      const { headers, refused } = countGet();
      if (refused) return refused;
      const bill = bills.get(decodeURIComponent(m[1]));
      if (!bill)
        return { status: 404, json: { error: { type: "RecordNotFound", message: "Bill not found" } }, headers };
      return { status: 200, json: bill, headers };
    }
    if (req.method === "DELETE" && m) {
      const bill = bills.get(decodeURIComponent(m[1]));
      if (!bill) return { status: 404, json: { error: { type: "RecordNotFound", message: "Bill not found" } } };
      if (bill.state !== "due") {
        return {
          status: 422,
          json: { error: { type: "Unprocessable Entity", message: ["Only due bill can be deleted"] } },
        };
      }
      bill.state = "deleted";
      return { status: 200, json: {} };
    }
    return { status: 404, json: { error: { type: "RecordNotFound", message: "not found" } } };
  }

  const server = await startLocalServer(handle);

  function find(id: string): Bill {
    const b = bills.get(id);
    if (!b) throw new Error(`billplz stand-in: no bill ${id}`);
    return b;
  }

  function move(id: string, state: Bill["state"]) {
    const b = find(id);
    b.state = state;
    b.paid = state === "paid";
    if (b.paid) {
      b.paid_amount = b.amount;
      b.paid_at = "2026-11-26 18:00:00 +0800";
    }
  }

  return {
    url: server.url,
    requests: server.requests,
    failNext: server.failNext,
    bills,
    env: {
      BILLPLZ_API_KEY: apiKey,
      BILLPLZ_COLLECTION_ID: collectionId,
      BILLPLZ_X_SIGNATURE_KEY: xSignatureKey,
      BILLPLZ_API_URL: server.url,
    },
    /** Moves the bill without a callback (a lost notification). */
    setState(id: string, state: Bill["state"]) {
      move(id, state);
      if (state === "paid")
        transactions.set(id, { id: randomBytes(6).toString("hex").toUpperCase(), status: "completed" });
    },
    /** Limits GETs to `max` per 5-minute window from now (null: unlimited again). */
    rateLimit(max: number | null) {
      Object.assign(limit, { max, windowStart: Date.now(), used: 0, refused: 0 });
    },
    /** How many GETs were answered 429 since the limit was set. */
    get rateLimited() {
      return limit.refused;
    },
    /** The form-encoded callback body for the bill as it stands (optionally altered or signed with another key). */
    notification(id: string, over: { amount?: number; signWith?: string } = {}): string {
      const b = find(id);
      const fields: [string, string][] = [
        ["id", b.id],
        ["collection_id", b.collection_id],
        ["paid", String(b.paid)],
        ["state", b.state],
        ["amount", String(over.amount ?? b.amount)],
        ["paid_amount", String(over.amount !== undefined && b.paid ? over.amount : b.paid_amount)],
        ["due_at", b.due_at],
        ["email", b.email],
        ["mobile", b.mobile ?? ""],
        ["name", b.name],
        ["url", b.url],
        ["paid_at", b.paid_at ?? ""],
      ];
      const txn = transactions.get(id);
      if (txn) fields.push(["transaction_id", txn.id], ["transaction_status", txn.status]);
      fields.push(["x_signature", sign(fields, over.signWith ?? xSignatureKey)]);
      return new URLSearchParams(fields).toString();
    },
    /** Moves the bill and posts the signed callback to its callback_url; the app's HTTP status is returned. */
    async settle(id: string, state: Bill["state"] = "paid", over: { amount?: number; signWith?: string } = {}) {
      this.setState(id, state);
      return postNotification(find(id).callback_url, this.notification(id, over), {
        "content-type": "application/x-www-form-urlencoded",
      });
    },
    /** A payment attempt that failed at the bank: the bill stays due; its callback says so. */
    async failAttempt(id: string) {
      const b = find(id);
      if (b.state !== "due") throw new Error(`billplz stand-in: bill ${id} is ${b.state}`);
      transactions.set(id, { id: randomBytes(6).toString("hex").toUpperCase(), status: "failed" });
      return postNotification(b.callback_url, this.notification(id), {
        "content-type": "application/x-www-form-urlencoded",
      });
    },
    close: server.close,
  };
}

export type BillplzServer = Awaited<ReturnType<typeof startBillplzServer>>;
