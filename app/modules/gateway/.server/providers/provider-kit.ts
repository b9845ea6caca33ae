import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { ProviderEvent, VerifiedNotification } from "./provider";

/**
 * Small pieces the real providers share (decision 038): constant-time comparison, Basic auth, and
 * one HTTP call with a timeout whose error never carries a key or the provider's whole answer.
 */

/** Compares two secrets or signatures without leaking where they first differ. */
export function safeEqual(a: string, b: string): boolean {
  // Hashing first gives equal-length buffers, so a length difference is not timed either.
  const ha = createHash("sha256").update(a, "utf8").digest();
  const hb = createHash("sha256").update(b, "utf8").digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

export function sha512Hex(text: string): string {
  return createHash("sha512").update(text, "utf8").digest("hex");
}

export function hmacSha256Hex(key: string, text: string): string {
  return createHmac("sha256", key).update(text, "utf8").digest("hex");
}

/** HTTP Basic with the key as the user name and an empty password (Midtrans, Xendit, Billplz). */
export function basicAuth(user: string, password = ""): string {
  return `Basic ${Buffer.from(`${user}:${password}`, "utf8").toString("base64")}`;
}

export class ProviderHttpError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}

/**
 * Why a call to a provider failed, as the customer and the operator need it (decision 067):
 * - `down`: unreachable, timed out, 5xx or 429, or an answer we cannot read: try again later;
 * - `config`: the provider does not accept our keys or account (401, 403, 404 of the collection
 *   or endpoint): nothing the customer can do, the operator must fix the settings;
 * - `refused`: the provider read the request and refused this payment (400, 409, 422 ...):
 *   another way to pay, not a retry.
 */
export type ProviderFailure = "down" | "config" | "refused";

export function providerFailure(err: unknown): ProviderFailure {
  if (!(err instanceof ProviderHttpError)) return "down";
  const s = err.status;
  if (s === 0 || s === 429 || s >= 500) return "down";
  if (s === 401 || s === 403 || s === 404) return "config";
  return "refused";
}

export type FetchLike = typeof fetch;

/** What a real provider's factory may be given in tests: another fetch (a stand-in), another clock. */
export interface ProviderDeps {
  fetch?: FetchLike;
  now?: () => Date;
}

/** The clock a provider reads (expiries, signature ages): the injected one in tests. */
export function providerClock(deps: ProviderDeps): () => Date {
  return deps.now ?? (() => new Date());
}

/** The provider's address from the environment (a local stand-in in tests) or its documented one, no trailing "/". */
export function providerBase(configured: string | undefined, documented: string): string {
  return (configured ?? documented).replace(/\/+$/, "");
}

/** Headers of a JSON API with Basic auth (Midtrans, Xendit). */
export function jsonHeaders(authorization: string): Record<string, string> {
  return { Authorization: authorization, Accept: "application/json", "Content-Type": "application/json" };
}

/**
 * One call to a provider: JSON answer (and the headers, for rate-limit words), or a
 * ProviderHttpError naming only the status and the provider's short message.
 */
export async function providerRequest(
  provider: string,
  url: string,
  init: { method: "GET" | "POST" | "DELETE"; headers: Record<string, string>; body?: string },
  opts: { fetch?: FetchLike; timeoutMs?: number; okStatuses?: number[]; onAnswer?: (res: Response) => void } = {},
): Promise<{ status: number; body: unknown }> {
  const doFetch = opts.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
  } catch (e) {
    throw new ProviderHttpError(provider, 0, `unreachable (${(e as Error).name})`);
  }
  opts.onAnswer?.(res);
  const text = await res.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const ok = res.ok || (opts.okStatuses ?? []).includes(res.status);
  if (!ok) throw new ProviderHttpError(provider, res.status, `HTTP ${res.status} ${shortMessage(body)}`.trim());
  return { status: res.status, body };
}

/**
 * The checkout a create call answered: its id and payer address under the provider's own names
 * (Snap's token and redirect_url, an invoice's id and invoice_url ...); an answer without them is
 * an error naming what was missing ("midtrans: no token in the answer").
 */
export function checkoutOf(
  provider: string,
  body: unknown,
  names: { id: string; url: string; what: string },
): { checkoutId: string; url: string } {
  const b = (body ?? {}) as Record<string, unknown>;
  const checkoutId = str(b[names.id]);
  const url = str(b[names.url]);
  if (!checkoutId || !url) throw new Error(`${provider}: no ${names.what} in the answer`);
  return { checkoutId, url };
}

/** A verified notification read to an event, or acknowledged and ignored (a word we do not act on). */
export function eventOrIgnored(event: ProviderEvent | null, rawStatus: string | undefined): VerifiedNotification {
  return event ? { ok: true, event } : { ok: false, reason: "ignored", rawStatus };
}

/** A status answer's object; null when the provider does not know it (404) or answered no object. */
export function foundObject(res: { status: number; body: unknown }): Record<string, unknown> | null {
  if (res.status === 404 || !res.body || typeof res.body !== "object") return null;
  return res.body as Record<string, unknown>;
}

/**
 * A status GET (Xendit, Stripe, Billplz): the object the provider answered, or null when it does
 * not know the checkout (404) or answered no object.
 */
export async function getObject(
  provider: string,
  url: string,
  headers: Record<string, string>,
  deps: { fetch?: FetchLike },
  onAnswer?: (res: Response) => void,
): Promise<Record<string, unknown> | null> {
  const res = await providerRequest(
    provider,
    url,
    { method: "GET", headers },
    { fetch: deps.fetch, okStatuses: [404], onAnswer },
  );
  return foundObject(res);
}

/**
 * A create call's POST: a form form-encoded, its content type added to `headers` (Stripe,
 * Billplz); any other body as JSON under `headers` (jsonHeaders: Midtrans, Xendit).
 */
export function postTo(
  provider: string,
  url: string,
  headers: Record<string, string>,
  body: URLSearchParams | object,
  deps: { fetch?: FetchLike },
): Promise<{ status: number; body: unknown }> {
  const init =
    body instanceof URLSearchParams
      ? { headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded" }, body: body.toString() }
      : { headers, body: JSON.stringify(body) };
  return providerRequest(provider, url, { method: "POST", ...init }, { fetch: deps.fetch });
}

/** Country calling codes of the currencies the product charges: the agency's country. */
const CALLING_CODE: Record<string, string> = { IDR: "62", MYR: "60", SGD: "65" };

/**
 * A customer's phone as every provider documents it (decision 067): E.164, "+" and 8 to 15
 * digits, no spaces, dashes or brackets (Billplz "+60122345678", Midtrans "+628123456", Xendit
 * "+6285300000000"). Customers type "+62 812-3456 7890", "0062 812…" or the national "0812…":
 * a national number (one leading 0) is read as one of the agency's country, the country of the
 * booking's currency. Anything else (too short, letters) is not sent at all: the phone is
 * optional at every provider, and a wrong one would be refused.
 */
export function providerPhone(raw: string | null | undefined, currency: string): string | null {
  if (!raw) return null;
  const compact = raw.replace(/[\s().-]/g, "");
  let digits: string;
  if (/^\+\d+$/.test(compact)) digits = compact.slice(1);
  else if (/^00\d+$/.test(compact)) digits = compact.slice(2);
  else if (/^0\d+$/.test(compact) && CALLING_CODE[currency]) digits = CALLING_CODE[currency] + compact.slice(1);
  else return null;
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : null;
}

function shortMessage(body: unknown): string {
  if (!body || typeof body !== "object") return "";
  const b = body as Record<string, unknown>;
  const m = b.error_messages ?? b.message ?? (b.error as Record<string, unknown> | undefined)?.message ?? b.error;
  const s = Array.isArray(m) ? m.join("; ") : typeof m === "string" ? m : "";
  return s.slice(0, 200);
}

/**
 * A decimal amount as a provider writes it ("150000.00", "150000", 150000) to integer minor units
 * with `digits` decimals, exactly (no floating point); null when it is not a plain amount.
 */
export function decimalToMinor(value: unknown, digits: number): number | null {
  const text =
    typeof value === "number" ? (Number.isFinite(value) ? String(value) : "") : typeof value === "string" ? value : "";
  const m = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const frac = m[2] ?? "";
  // Extra decimals are accepted only when they are zeros ("150000.000").
  if (frac.length > digits && /[^0]/.test(frac.slice(digits))) return null;
  const cents = (frac + "0".repeat(digits)).slice(0, digits);
  return Number(m[1]) * 10 ** digits + (digits ? Number(cents) : 0);
}

/** Integer minor units to the provider's decimal text with `digits` decimals ("1500.50"). */
export function minorToDecimal(minor: number, digits: number): string {
  const whole = Math.trunc(minor / 10 ** digits);
  const rest = minor % 10 ** digits;
  return digits ? `${whole}.${String(rest).padStart(digits, "0")}` : String(whole);
}

/** A JSON object from a raw body, or null. */
export function parseJsonObject(raw: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(raw) as unknown;
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function str(v: unknown): string | null {
  return typeof v === "string" ? v : typeof v === "number" ? String(v) : null;
}
