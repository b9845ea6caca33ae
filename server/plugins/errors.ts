import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError, errorTable, type FieldErrors } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { issueMessage } from "#app/shared/validation";

// Errors of a database that is down, restarting or too slow: the client gets 503, not 500.
// 57014: a statement past statement_timeout (the server's own limit, DB_STATEMENT_TIMEOUT_MS);
// 25P03: a session ended after idling in a transaction past idle_in_transaction_session_timeout.
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08006",
  "57014",
  "25P03",
]);

// Messages of errors without a code: pg and pg-pool ("timeout exceeded when trying to connect",
// "Connection terminated ...", a pool already ended at shutdown, a client whose connection broke
// earlier in the transaction: "... is not queryable", which hides the first error when the
// rollback fails), a query the server did not answer within query_timeout ("Query read timeout":
// a frozen or unreachable server) and a closed PGlite.
const DOWN_MESSAGES =
  /Connection terminated|Query read timeout|connection timeout|timeout exceeded when trying to connect|Cannot use a pool after calling end|is not queryable|PGlite is closed/i;

export function isDatabaseDown(err: unknown): boolean {
  for (
    let e = err as { code?: string; message?: string; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (typeof e.message === "string" && DOWN_MESSAGES.test(e.message)) return true;
  }
  return false;
}

// Values PostgreSQL cannot store, from the client: a NUL byte in a text value (22021), a \u0000
// escape in JSON (22P05), a date it cannot read such as year 0000 (22007, 22008), which the
// contracts' ISO-date check lets through, an id past the integer columns' range (22003, e.g.
// ?destination_id=1000000000000001). The query failed, so nothing was written: a bad request,
// not a 500 (found by test/security/fuzz.test.ts).
const UNSTORABLE_TEXT_CODES = new Set(["22021", "22P05", "22007", "22008", "22003"]);

function isUnstorableText(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++)
    if (e.code && UNSTORABLE_TEXT_CODES.has(e.code)) return true;
  return false;
}

/** Converts any error to the body of the one error table, translated to the caller's language. */
export function toErrorResponse(
  err: unknown,
  locale: FastifyRequest["locale"],
  validationKey = "validation",
): { status: number; body: Record<string, unknown>; log: boolean } {
  const t = serverT(locale ?? "id", "errors");
  const render = (fieldErrors: FieldErrors) =>
    Object.fromEntries(
      Object.entries(fieldErrors).map(([field, list]) => [field, list.map((m) => t(m.key, m.values))]),
    );

  if (err instanceof AppError) {
    const body: Record<string, unknown> = { message: t(err.key, err.values) };
    // A 422 always lists its fields; another status does when it has reasons to give (a 409
    // asking for a confirmation lists what is to be confirmed).
    if (err.status === 422 || err.fieldErrors) body.errors = render(err.fieldErrors ?? {});
    return { status: err.status, body, log: false };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const fieldErrors: FieldErrors = {};
    for (const v of err.validation) {
      const path = v.instancePath.replace(/^\//, "").replaceAll("/", ".") || "_";
      const message = issueMessage({ code: v.keyword, message: v.message, ...v.params } as never);
      fieldErrors[path] = [...(fieldErrors[path] ?? []), message];
    }
    return { status: 422, body: { message: t(validationKey), errors: render(fieldErrors) }, log: false };
  }
  // `throw null` or a thrown string must still answer a clean 500.
  const fe = (err ?? {}) as FastifyError;
  if (fe.statusCode === 429) return { status: 429, body: { message: t(errorTable.rate_limited.key) }, log: false };
  if (fe.statusCode === 413) return { status: 413, body: { message: t(errorTable.payload_too_large.key) }, log: false };
  if (fe.statusCode === 415 || fe.statusCode === 400)
    return { status: 400, body: { message: t(errorTable.bad_request.key) }, log: false };
  // A static file path the file server refuses (`..\` encoded as %5c, a NUL): as missing as any other.
  if (fe.code === "FST_STATIC_FORBIDDEN_PATH" || fe.statusCode === 404)
    return { status: 404, body: { message: t(errorTable.not_found.key) }, log: false };
  if (isUnstorableText(err)) return { status: 400, body: { message: t(errorTable.bad_request.key) }, log: false };
  if (isDatabaseDown(err)) return { status: 503, body: { message: t(errorTable.unavailable.key) }, log: true };
  return { status: 500, body: { message: t(errorTable.internal.key) }, log: true };
}

// What a read or write of a connection the client closed fails with: Node's "aborted" (ECONNRESET)
// on the request body, EPIPE on the answer, a stream ended early, a fetch Request's signal.
const ABORT_CODES = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE", "ABORT_ERR"]);

/**
 * The client went away (a closed tab, a cancelled fetch, a phone losing its network) and the
 * request failed because of it: nothing to answer and nothing wrong with the server. Both must
 * hold, so a real failure that happens to come after a disconnect is still an error, and the
 * client's ECONNRESET is never mistaken for the database's.
 */
export function isClientAbort(err: unknown, req: Pick<FastifyRequest, "raw">): boolean {
  const raw = req.raw as FastifyRequest["raw"] & { aborted?: boolean };
  const gone = raw.aborted === true || raw.socket?.destroyed === true;
  if (!gone) return false;
  for (let e = err as { code?: string; name?: string; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (e.name === "AbortError" || (e.code && ABORT_CODES.has(e.code))) return true;
    e = e.cause as typeof e;
  }
  return false;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err, req: FastifyRequest, reply: FastifyReply) => {
    // Not an error of ours: said at info level, for whoever follows a request id (issue 26).
    if (isClientAbort(err, req)) {
      const { code, message } = err as { code?: string; message?: string };
      req.log.info({ err: { code, message } }, "client closed the request");
      return reply.code(499).header("cache-control", "no-store").send();
    }
    const { status, body, log } = toErrorResponse(err, req.locale, req.routeOptions?.config?.validationKey);
    if (log) req.log.error({ err }, "request failed");
    return reply.code(status).header("cache-control", "no-store").send(body);
  });
}
