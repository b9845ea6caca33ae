/**
 * PostgreSQL error details, wherever the driver put them: pg throws them directly, Drizzle
 * wraps them in `cause`. Both engines (PGlite and PostgreSQL) use the same SQLSTATE codes.
 */
function pgError(err: unknown): { code?: string; constraint?: string } | undefined {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code)) return e as { code: string; constraint?: string };
  }
  return undefined;
}

/** The unique index a write collided with (two requests racing for one slug or code), if that was the error. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = pgError(err);
  return e?.code === "23505" ? (e.constraint ?? "") : undefined;
}

/**
 * Whether a write or delete broke a foreign key (a row still referenced elsewhere): 23503, or
 * 23001 when the key is declared ON DELETE RESTRICT.
 */
export function isForeignKeyViolation(err: unknown): boolean {
  const code = pgError(err)?.code;
  return code === "23503" || code === "23001";
}
