import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "#app/shared/ui/toast";
import { ApiError, isAbort } from "./client";

/**
 * The query of an operation as a screen sends it, from the contract's input type: coerced fields
 * (numbers, ids) may be written as strings or numbers, every field may be left out or "".
 */
export type QueryParams<T> = { [K in keyof T]?: unknown extends T[K] ? string | number : T[K] | "" };

/** A query string from a record, leaving out empty values. */
export function toQuery(params: Record<string, string | number | boolean | null | undefined>): string {
  const q = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    q.set(key, String(value));
  }
  const s = q.toString();
  return s ? `?${s}` : "";
}

/**
 * After a failed write: the shared handler (app/root.tsx) already toasted the server's message
 * (each 422 message, or the 409/404 text), so nothing is toasted twice here. Network failures
 * never reach that handler: they get a toast of their own. 422 field messages are also put under
 * the fields of the form they belong to.
 */
export function handleWriteError<T extends FieldValues, O>(
  err: unknown,
  unavailableMessage: string,
  form?: UseFormReturn<T, unknown, O>,
) {
  if (isAbort(err)) return;
  if (!(err instanceof ApiError)) {
    toast.error(unavailableMessage);
    return;
  }
  if (form && err.status === 422) {
    for (const [field, messages] of Object.entries(err.body.errors ?? {})) {
      if (!messages[0] || field === "_") continue;
      form.setError(field as Path<T>, { type: "server", message: messages[0] });
    }
  }
}
