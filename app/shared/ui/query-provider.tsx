import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";

const newClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } });

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
