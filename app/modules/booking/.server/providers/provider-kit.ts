import { createHash, createHmac, timingSafeEqual } from "node:crypto";

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

export type FetchLike = typeof fetch;

/** One call to a provider: JSON answer, or a ProviderHttpError naming only the status and the provider's short message. */
export async function providerRequest(
  provider: string,
  url: string,
  init: { method: "GET" | "POST"; headers: Record<string, string>; body?: string },
  opts: { fetch?: FetchLike; timeoutMs?: number; okStatuses?: number[] } = {},
): Promise<{ status: number; body: unknown }> {
  const doFetch = opts.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url, { ...init, signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000) });
  } catch (e) {
    throw new ProviderHttpError(provider, 0, `unreachable (${(e as Error).name})`);
  }
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
