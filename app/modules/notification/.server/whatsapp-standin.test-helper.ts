import { createHmac, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface StandinMessage {
  /** The wamid it answered. */
  id: string;
  /** As sent: digits, with or without a leading +. */
  to: string;
  type: "template" | "text";
  /** Body parameters' text in order; the URL button's parameter text or null. */
  template?: { name: string; language: string; params: string[]; button: string | null };
  text?: string;
  raw: unknown;
  at: Date;
}

export interface StandinFailure {
  status: number;
  code: number;
  message: string;
  type?: string;
}

export interface SignedWebhook {
  /** The raw JSON, byte for byte what the signature covers. */
  body: string;
  /** "sha256=<hex>", the X-Hub-Signature-256 header. */
  signature: string;
}

export interface StandinStatus {
  id: string;
  status: "sent" | "delivered" | "read" | "failed";
  recipient: string;
  timestamp?: number;
  error?: { code: number; title: string };
}

export interface StandinInbound {
  from: string;
  id: string;
  text: string;
  timestamp?: number;
  name?: string;
}

export interface WhatsappStandin {
  /** The API base URL the product is configured with (WHATSAPP_API_URL). */
  url: string;
  token: string;
  phoneNumberId: string;
  appSecret: string;
  version: string;
  /** Every accepted send, in order. */
  messages: StandinMessage[];
  /** Every POST to /messages, accepted or not (retries are visible). */
  requests: number;
  /** The next `n` sends answer this failure instead of accepting (then back to normal). */
  failNext(n: number, failure: StandinFailure): void;
  /** Waits until a message matching `pred` was accepted (polls; rejects after timeoutMs, default 10 s). */
  waitFor(pred: (m: StandinMessage) => boolean, timeoutMs?: number): Promise<StandinMessage>;
  statusWebhook(statuses: StandinStatus[]): SignedWebhook;
  inboundWebhook(msg: StandinInbound): SignedWebhook;
  /** POSTs a signed webhook to `webhookUrl` as Meta does; resolves to the response status. */
  deliver(webhookUrl: string, webhook: SignedWebhook): Promise<number>;
  close(): Promise<void>;
}

/** Where a request body is wrong: answered as Meta answers a bad parameter (400, code 100). */
class Malformed extends Error {}

const wabaId = "100200399";
const displayPhoneNumber = "15550001111";

const fbtraceId = () => randomBytes(9).toString("base64url");

const graphError = (message: string, type: string, code: number, extra: Record<string, unknown> = {}) => ({
  error: { message, type, code, ...extra, fbtrace_id: fbtraceId() },
});

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** One `{ type: "text", text }` parameter. Meta refuses line breaks, tabs and long runs of spaces in template parameters. */
function textParam(p: unknown, where: string): string {
  if (!isObject(p) || p.type !== "text") throw new Malformed(`${where}: expected { type: "text", text }`);
  if (typeof p.text !== "string" || p.text === "") throw new Malformed(`${where}.text: a non-empty string is required`);
  if (/[\n\t]| {5}/.test(p.text))
    throw new Malformed(
      `${where}.text: Param text cannot have new-line/tab characters or more than 4 consecutive spaces`,
    );
  return p.text;
}

/** Checks a send as the Cloud API would and keeps what a test wants to assert on; throws Malformed. */
function parseSend(raw: unknown): Omit<StandinMessage, "id" | "at"> {
  if (!isObject(raw)) throw new Malformed("body: a JSON object is required");
  if (raw.messaging_product !== "whatsapp") throw new Malformed('messaging_product: must be "whatsapp"');
  if (typeof raw.to !== "string" || !/^\+?\d{5,15}$/.test(raw.to))
    throw new Malformed("to: a phone number of digits (optionally a leading +) is required");
  if (raw.recipient_type !== undefined && raw.recipient_type !== "individual")
    throw new Malformed('recipient_type: only "individual" is supported');
  const to = raw.to;

  if (raw.type === "text") {
    const t = raw.text;
    if (!isObject(t)) throw new Malformed("text: an object { body } is required for type text");
    if (typeof t.body !== "string" || t.body.trim() === "")
      throw new Malformed("text.body: a non-empty string is required");
    if (t.body.length > 4096) throw new Malformed("text.body: at most 4096 characters");
    if (t.preview_url !== undefined && typeof t.preview_url !== "boolean")
      throw new Malformed("text.preview_url: must be a boolean");
    return { to, type: "text", text: t.body, raw };
  }

  if (raw.type === "template") {
    const t = raw.template;
    if (!isObject(t)) throw new Malformed("template: an object { name, language } is required for type template");
    if (typeof t.name !== "string" || t.name === "")
      throw new Malformed("template.name: a non-empty string is required");
    if (!isObject(t.language) || typeof t.language.code !== "string" || t.language.code === "")
      throw new Malformed("template.language.code: a non-empty string is required");
    let params: string[] = [];
    let button: string | null = null;
    let seenBody = false;
    let seenButton = false;
    if (t.components !== undefined) {
      if (!Array.isArray(t.components)) throw new Malformed("template.components: must be an array");
      t.components.forEach((c: unknown, i: number) => {
        const where = `template.components[${i}]`;
        if (!isObject(c)) throw new Malformed(`${where}: must be an object`);
        if (c.type === "body") {
          if (seenBody) throw new Malformed(`${where}: a second body component`);
          seenBody = true;
          if (!Array.isArray(c.parameters)) throw new Malformed(`${where}.parameters: must be an array`);
          params = c.parameters.map((p: unknown, j: number) => textParam(p, `${where}.parameters[${j}]`));
        } else if (c.type === "button") {
          // The product's templates have one URL button with a dynamic suffix; anything else here is a bug.
          if (seenButton) throw new Malformed(`${where}: a second button component`);
          seenButton = true;
          if (c.sub_type !== "url") throw new Malformed(`${where}.sub_type: only "url" is supported`);
          if (c.index !== "0" && c.index !== 0) throw new Malformed(`${where}.index: must be "0"`);
          if (!Array.isArray(c.parameters) || c.parameters.length !== 1)
            throw new Malformed(`${where}.parameters: exactly one text parameter is required`);
          button = textParam(c.parameters[0], `${where}.parameters[0]`);
        } else {
          // Header and other components are valid at Meta but not recorded here: refusing them makes a
          // product change that starts sending them fail loudly instead of going unchecked.
          throw new Malformed(`${where}.type: ${JSON.stringify(c.type)} is not supported by the stand-in`);
        }
      });
    }
    return { to, type: "template", template: { name: t.name, language: t.language.code, params, button }, raw };
  }

  throw new Malformed('type: must be "template" or "text"');
}

const sign = (body: string, secret: string) => `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

const seconds = (t: number | undefined) => String(t ?? Math.floor(Date.now() / 1000));

/**
 * A local stand-in for the WhatsApp Business Cloud API (Graph API `POST /{version}/{phone-number-id}/messages`)
 * on 127.0.0.1, so that no test ever calls Meta. It checks sends as strictly as the real API where a product
 * bug would show (token, path, body shape) and records what it accepts; it also builds and signs the webhook
 * bodies Meta posts back (statuses, inbound messages).
 */
export async function startWhatsappStandin(
  opts: { token?: string; phoneNumberId?: string; appSecret?: string; version?: string } = {},
): Promise<WhatsappStandin> {
  const token = opts.token ?? "standin-token";
  const phoneNumberId = opts.phoneNumberId ?? "100200300";
  const appSecret = opts.appSecret ?? "standin-app-secret";
  const version = opts.version ?? "v21.0";
  let failures: { left: number; failure: StandinFailure } | null = null;

  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const handle = (req: http.IncomingMessage, res: http.ServerResponse, rawBody: string) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    // The browser journeys' door (test/e2e/global.ts runs the stand-in in another process than
    // the tests): what was accepted, and "WhatsApp reports a status" as Meta would, signed.
    if (req.method === "GET" && path === "/_standin/messages") return answer(res, 200, standin.messages);
    if (req.method === "POST" && path === "/_standin/status") {
      const ask = JSON.parse(rawBody) as { webhook: string; id: string; status: StandinStatus["status"] };
      const sent = standin.messages.find((x) => x.id === ask.id);
      if (!sent) return answer(res, 404, { error: "no such message" });
      const webhook = standin.statusWebhook([
        { id: ask.id, status: ask.status, recipient: sent.to.replace(/\D/g, "") },
      ]);
      void standin.deliver(ask.webhook, webhook).then(
        (status) => answer(res, 200, { delivered: status }),
        (err) => answer(res, 502, { error: String(err) }),
      );
      return;
    }
    const m = /^\/([^/]+)\/([^/]+)\/messages\/?$/.exec(path);
    if (req.method !== "POST" || !m)
      return answer(res, 404, graphError("Unknown path components", "OAuthException", 2500));
    standin.requests++;

    // Meta checks the token before anything else.
    if (req.headers.authorization !== `Bearer ${token}`)
      return answer(res, 401, graphError("Invalid OAuth access token.", "OAuthException", 190));
    if (m[1] !== version || m[2] !== phoneNumberId)
      return answer(
        res,
        400,
        graphError(
          `Unsupported post request. Object with ID '${m[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation (stand-in serves ${version}/${phoneNumberId}).`,
          "GraphMethodException",
          100,
          { error_subcode: 33 },
        ),
      );

    let send: Omit<StandinMessage, "id" | "at">;
    try {
      let raw: unknown;
      try {
        raw = JSON.parse(rawBody);
      } catch {
        throw new Malformed("body: not valid JSON");
      }
      send = parseSend(raw);
    } catch (err) {
      if (!(err instanceof Malformed)) throw err;
      return answer(
        res,
        400,
        graphError(`(#100) Invalid parameter: ${err.message}`, "OAuthException", 100, {
          error_data: { messaging_product: "whatsapp", details: err.message },
        }),
      );
    }

    // A scripted failure takes the place of an acceptance: a malformed send still gets its 400 and
    // does not use one up.
    if (failures && failures.left > 0) {
      const { failure } = failures;
      if (--failures.left === 0) failures = null;
      return answer(
        res,
        failure.status,
        graphError(failure.message, failure.type ?? "OAuthException", failure.code, {
          error_data: { messaging_product: "whatsapp", details: failure.message },
        }),
      );
    }

    const message: StandinMessage = { id: `wamid.${randomBytes(24).toString("base64url")}`, ...send, at: new Date() };
    standin.messages.push(message);
    answer(res, 200, {
      messaging_product: "whatsapp",
      contacts: [{ input: message.to, wa_id: message.to.replace(/\D/g, "") }],
      messages: [{ id: message.id }],
    });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      try {
        handle(req, res, Buffer.concat(chunks).toString("utf8"));
      } catch (err) {
        answer(res, 500, graphError(`stand-in failure: ${String(err)}`, "OAuthException", 1));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  server.on("error", () => {});
  const { port } = server.address() as AddressInfo;

  const webhook = (value: Record<string, unknown>): SignedWebhook => {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: wabaId,
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: displayPhoneNumber, phone_number_id: phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    return { body, signature: sign(body, appSecret) };
  };

  const standin: WhatsappStandin = {
    url: `http://127.0.0.1:${port}`,
    token,
    phoneNumberId,
    appSecret,
    version,
    messages: [],
    requests: 0,

    failNext(n, failure) {
      failures = n > 0 ? { left: n, failure } : null;
    },

    async waitFor(pred, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = standin.messages.find(pred);
        if (found) return found;
        if (Date.now() >= deadline)
          throw new Error(
            `WhatsApp stand-in: no matching message after ${timeoutMs} ms (${standin.messages.length} accepted, ${standin.requests} requests)`,
          );
        await new Promise((r) => setTimeout(r, 20));
      }
    },

    statusWebhook(statuses) {
      return webhook({
        statuses: statuses.map((s) => ({
          id: s.id,
          status: s.status,
          timestamp: seconds(s.timestamp),
          recipient_id: s.recipient,
          // Meta only sends errors with a failed status.
          ...(s.status === "failed"
            ? { errors: [{ code: s.error?.code ?? 131026, title: s.error?.title ?? "Message undeliverable" }] }
            : {}),
        })),
      });
    },

    inboundWebhook(msg) {
      return webhook({
        contacts: [{ profile: { name: msg.name ?? "Standin User" }, wa_id: msg.from }],
        messages: [
          { from: msg.from, id: msg.id, timestamp: seconds(msg.timestamp), type: "text", text: { body: msg.text } },
        ],
      });
    },

    deliver(webhookUrl, { body, signature }) {
      return new Promise<number>((resolve, reject) => {
        const req = http.request(
          webhookUrl,
          {
            method: "POST",
            headers: {
              "content-type": "application/json",
              "content-length": Buffer.byteLength(body),
              "x-hub-signature-256": signature,
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode ?? 0));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    },

    close() {
      // Keep-alive connections (fetch, undici) would otherwise hold close() open.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standin;
}
