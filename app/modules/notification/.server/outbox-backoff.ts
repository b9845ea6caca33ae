/**
 * Delivery rules of the mail outbox (docs/decisions/007-mail-delivery.md), pure so they are
 * tested without a mail server or a clock.
 */

/** Wait after the n-th failed attempt (index n - 1); the last entry repeats. */
export const RETRY_DELAYS_MS = [
  30_000, // 30 s
  2 * 60_000, // 2 min
  10 * 60_000, // 10 min
  30 * 60_000, // 30 min
  2 * 3_600_000, // 2 h
  6 * 3_600_000, // 6 h, then every 6 h
] as const;

/**
 * Attempts before a message is given up (status `failed`): with the delays above the last one
 * happens about 27 hours after the first, so a mail server down for a day loses nothing.
 */
export const MAX_ATTEMPTS = 10;

/**
 * How long a claimed row is reserved for the worker that claimed it. Much longer than one send
 * can take (the mailer's timeouts add up to under 2 minutes), so a live worker never loses its
 * row; a worker that died mid-send releases it when the lease runs out.
 */
export const LEASE_MS = 5 * 60_000;

/** When the next attempt may start after `attempts` failed ones. */
export function nextAttemptAt(attempts: number, now: Date): Date {
  const i = Math.min(Math.max(attempts, 1), RETRY_DELAYS_MS.length) - 1;
  return new Date(now.getTime() + RETRY_DELAYS_MS[i]);
}

/** What a failed send tells us, from the error nodemailer raises (or any other error). */
export interface SendFailure {
  /** True when sending the same message again would fail the same way. */
  permanent: boolean;
  /** Kept in `last_error`: code, SMTP command and the server's answer, never credentials. */
  error: string;
}

interface MailErrorLike {
  message?: unknown;
  code?: unknown;
  responseCode?: unknown;
  command?: unknown;
  permanent?: unknown;
}

/**
 * Permanent: the server refused this message or its recipient with a 5xx answer to RCPT TO or
 * DATA (550 user unknown, 552 too big, 554 rejected), or the message cannot be sent at all (no
 * valid recipient). Everything else is temporary and retried with back-off: no connection,
 * timeouts, TLS, 4xx answers, and 5xx answers to the greeting, AUTH or MAIL FROM — those are about
 * the server or our settings, not this message, and fixing the settings should deliver it.
 */
export function classifySendError(err: unknown): SendFailure {
  const e = (typeof err === "object" && err !== null ? err : { message: String(err) }) as MailErrorLike;
  const code = typeof e.code === "string" ? e.code : "";
  const command = typeof e.command === "string" ? e.command : "";
  const responseCode = typeof e.responseCode === "number" ? e.responseCode : 0;
  const message = typeof e.message === "string" ? e.message : String(err);
  const refused = responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  const permanent =
    (refused && (command === "RCPT TO" || command === "DATA")) ||
    (code === "EENVELOPE" && command === "API") ||
    code === "EINVALIDRECIPIENT";
  const label = [code, command].filter(Boolean).join(" ");
  const error = (label ? `${label}: ${message}` : message).replace(/\s+/g, " ").trim().slice(0, 500);
  return { permanent, error };
}
