import { data } from "react-router";
import type { z } from "zod";
import { AppError } from "#app/shared/errors";

/**
 * A route's loader maps what its use case says to a response in one way: a parameter that does
 * not parse and an unknown (or hidden: another customer's, unpublished) record are the same real
 * 404, rendered by the root error page; anything else is thrown on (the 401/403/503 handling of
 * server/plugins/react-router.ts and the error page take it from there).
 */
export function paramOr404<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data;
}

export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A record reached through its parent's URL (a departure under /panel/tour/{tour_id}): one
 * found under another parent is the same 404 as an unknown one, so a URL cannot reach it.
 */
export function childOr404<T>(parentId: number, load: () => Promise<T>, parentOf: (found: T) => number): Promise<T> {
  return orNotFound(async () => {
    const found = await load();
    if (parentOf(found) !== parentId) throw new AppError("not_found");
    return found;
  });
}
