/**
 * The browser's door to the JSON API: same-origin cookie session, the visitor's language,
 * every request cancelled when the user navigates away (docs/product.md §Errors and input), and the error
 * behaviour of docs/product.md §Errors and input applied in one place.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]> },
  ) {
    super(body.message ?? `HTTP ${status}`);
    this.name = "ApiError";
  }
}

type ErrorListener = (error: ApiError) => void;
const listeners = new Set<ErrorListener>();
/** The layout subscribes once to turn errors into toasts and redirects. */
export function onApiError(listener: ErrorListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let navigation = new AbortController();
/** Called on every navigation: pending requests of the previous screen are dropped. */
export function cancelPendingRequests() {
  navigation.abort();
  navigation = new AbortController();
}

export function isAbort(err: unknown): boolean {
  return err instanceof DOMException && err.name === "AbortError";
}

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the shared error effects (the caller handles the error itself). */
  quiet?: boolean;
}

export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const signals = [navigation.signal, ...(opts.signal ? [opts.signal] : [])];
  const isForm = typeof FormData !== "undefined" && opts.body instanceof FormData;
  const headers: Record<string, string> = {
    accept: "application/json",
    "accept-language": document.documentElement.dataset.locale ?? "id",
    ...opts.headers,
  };
  if (opts.body !== undefined && !isForm) headers["content-type"] = "application/json";
  const res = await fetch(`/api${path}`, {
    method: opts.method ?? "GET",
    headers,
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    credentials: "same-origin",
    signal: AbortSignal.any(signals),
  });
  const text = await res.text();
  const data = text ? JSON.parse(text) : {};
  if (!res.ok) {
    const error = new ApiError(res.status, data);
    if (!opts.quiet) for (const l of listeners) l(error);
    throw error;
  }
  return data as T;
}
