import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "#app/shared/http/client";

/**
 * One more try after a network failure or a 5xx, never after the server's refusal (4xx): asking
 * again gets the same 401/403/404, and each attempt toasted the message once more (a 403 showed
 * the same toast twice).
 */
export function retryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

const newClient = () =>
  new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: retryQuery, refetchOnWindowFocus: false } },
  });

// One cache for the browser tab, so going from the panel to the checkout and back keeps what
// was fetched; the server renders with a fresh one per request (never shared between visitors).
let browserClient: QueryClient | undefined;

/**
 * TanStack Query for the screens that fetch on the client (the panel and the checkout) only:
 * the library stays out of the other storefront pages' JavaScript.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(() => {
    if (typeof window === "undefined") return newClient();
    browserClient ??= newClient();
    return browserClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
