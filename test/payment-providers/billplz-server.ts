import { createHmac, randomBytes } from "node:crypto";
import { postNotification, type RecordedRequest, type Reply, startLocalServer } from "./local-server";

/**
 * A local stand-in for Billplz API v3: `POST /api/v3/bills` (form-encoded, Basic auth with the API
 * key, amount in sen), `GET /api/v3/bills/{id}`, and the form-encoded callback to the bill's
 * callback_url signed with the X Signature scheme (HMAC-SHA256 over the sorted key+value pairs
 * joined by "|"). Its signer is written here separately from the product's, from the docs.
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

export async function startBillplzServer(apiKey: string, collectionId: string, xSignatureKey: string) {
  const bills = new Map<string, Bill>();
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString("base64")}`;

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
      const bill = bills.get(decodeURIComponent(m[1]));
      if (!bill) return { status: 404, json: { error: { type: "RecordNotFound", message: "Bill not found" } } };
      return { status: 200, json: bill };
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
      fields.push(["x_signature", sign(fields, over.signWith ?? xSignatureKey)]);
      return new URLSearchParams(fields).toString();
    },
    /** Moves the bill and posts the signed callback to its callback_url; the app's HTTP status is returned. */
    async settle(id: string, state: Bill["state"] = "paid", over: { amount?: number; signWith?: string } = {}) {
      move(id, state);
      return postNotification(find(id).callback_url, this.notification(id, over), {
        "content-type": "application/x-www-form-urlencoded",
      });
    },
    close: server.close,
  };
}

export type BillplzServer = Awaited<ReturnType<typeof startBillplzServer>>;
