import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import type { Env } from "#app/shared/env.server";

/*
 * One JSON line per event on stdout (pino, through Fastify). Nothing secret may reach a log line:
 * credentials ride in headers (never serialized, and redacted should someone log them), reset
 * links carry a token in the URL (masked), and a failed query's message lists its parameters,
 * which can be password hashes or passport numbers (masked). See docs/operations.md, "Logs".
 */

const CENSOR = "[redacted]";

// Body fields of the contracts that hold secrets or passport data, down to a checkout's
// `guests[i].passport_number` (a logged `{ body }` is three levels down).
const SECRET_FIELDS = [
  "password",
  "password_confirmation",
  "current_password",
  "token",
  "passport_number",
  "ic_number",
];
const DEPTHS = ["", "*.", "*.*.", "*.*.*."];

export const redactPaths = [
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  "headers.authorization",
  "headers.cookie",
  'headers["set-cookie"]',
  ...DEPTHS.flatMap((prefix) => SECRET_FIELDS.map((f) => `${prefix}${f}`)),
];

/** Masks the token of `/reset-password/{token}` and any `token=` query parameter. */
export function scrubUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/g, `$1${CENSOR}`)
    .replace(/([?&](?:token|access_token)=)[^&#]*/gi, `$1${CENSOR}`);
}

/** Drizzle's "Failed query: … params: …" names every bound value: keep the SQL, drop the values. */
function scrubText(text: string): string {
  return text.replace(/\nparams: .*(?:\n(?! {4}at ).*)*/g, `\nparams: ${CENSOR}`);
}

type LoggedError = { type: string; message: string; stack: string; [key: string]: unknown };

/**
 * Like pino's error serializer but with an allow-list of fields: pino's copies every enumerable
 * property (Drizzle's `params`, pg's `detail` with the offending values) into the log.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubText(String(err)), stack: "" };
  const e = err as Error & Record<string, unknown>;
  const out: LoggedError = {
    type: e.constructor?.name ?? "Error",
    message: scrubText(e.message),
    stack: scrubText(e.stack ?? ""),
  };
  for (const key of ["code", "statusCode", "constraint", "table", "column"]) {
    if (e[key] !== undefined) out[key] = e[key];
  }
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** Fastify's request serializer with the URL scrubbed (and no headers, as before). */
function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: scrubUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

export function loggerOptions(env: Pick<Env, "LOG_LEVEL">) {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactPaths, censor: CENSOR },
    serializers: { req: serializeRequest, err: (e: unknown) => serializeError(e) },
  };
}

/**
 * Request ids unique across instances (Fastify's default counts from 1 in every process, so two
 * replicas would both log "req-1"). A client-sent id is ignored (requestIdHeader: false).
 */
export const newRequestId = () => randomUUID();
