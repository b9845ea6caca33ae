/**
 * The one error table: every failure a use case can report, its HTTP status and its
 * translated message key (namespace `errors`). Transports map AppError through this table;
 * anything else is a 500 whose body never carries internals.
 */
export const errorTable = {
  bad_request: { status: 400, key: "bad_request" },
  // A body whose bytes are not UTF-8 (server/plugins/input-text.ts): refused, never repaired.
  invalid_encoding: { status: 400, key: "invalid_encoding" },
  validation: { status: 422, key: "validation" },
  payload_too_large: { status: 413, key: "payload_too_large" },
  invalid_credentials: { status: 422, key: "invalid_credentials" },
  unauthenticated: { status: 401, key: "unauthenticated" },
  forbidden: { status: 403, key: "forbidden" },
  customer_only: { status: 403, key: "customer_only" },
  not_found: { status: 404, key: "not_found" },
  conflict: { status: 409, key: "conflict" },
  bad_origin: { status: 403, key: "bad_origin" },
  rate_limited: { status: 429, key: "rate_limited" },
  unavailable: { status: 503, key: "unavailable" },
  // A payment provider read the request and refused this payment (decision 067): not an outage,
  // another way to pay ({{provider}} in the message).
  payment_refused: { status: 422, key: "payment_provider_refused" },
  // A payment provider refused our keys or account: nothing the customer can retry (decision 067).
  payment_unavailable: { status: 503, key: "payment_provider_not_working" },
  internal: { status: 500, key: "internal" },
} as const;

export type ErrorCode = keyof typeof errorTable;

/** Field errors carry message keys (namespace `errors`) with their interpolation values. */
export type FieldErrors = Record<string, { key: string; values?: Record<string, unknown> }[]>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly key: string;
  readonly values?: Record<string, unknown>;
  readonly fieldErrors?: FieldErrors;

  constructor(
    code: ErrorCode,
    options: { key?: string; values?: Record<string, unknown>; fieldErrors?: FieldErrors } = {},
  ) {
    super(options.key ?? errorTable[code].key);
    this.name = "AppError";
    this.code = code;
    this.key = options.key ?? errorTable[code].key;
    this.values = options.values;
    this.fieldErrors = options.fieldErrors;
  }

  get status(): number {
    return errorTable[this.code].status;
  }
}

/** A 422 for one field, with a message key of the `errors` namespace. */
export function fieldError(field: string, key: string, values?: Record<string, unknown>): AppError {
  return new AppError("validation", { fieldErrors: { [field]: [{ key, values }] } });
}
