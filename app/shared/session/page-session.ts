import { useSyncExternalStore } from "react";

/**
 * A storefront page is rendered once for everyone (server/plugins/page-cache.ts); a signed-in
 * visitor is served that page with who they are in `window.__pageSession` (server/plugins/
 * page-session.ts). The page hydrates as rendered (no session: the server's snapshot below), then
 * re-renders with the user, so the header shows their account menu. The session itself stays in
 * the HttpOnly cookie; this copy only says what to show.
 */
export const PAGE_SESSION_GLOBAL = "__pageSession";

type Holder = { [PAGE_SESSION_GLOBAL]?: unknown };

const listeners = new Set<() => void>();
let forgotten = false;

function current(): unknown {
  if (forgotten || typeof window === "undefined") return null;
  return (window as unknown as Holder)[PAGE_SESSION_GLOBAL] ?? null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user the page was served to: null while hydrating, on the server and for visitors. */
export function usePageUser<T>(): T | null {
  return useSyncExternalStore(subscribe, current, () => null) as T | null;
}

/** After a logout or an ended session: the page's user is gone, the login button shows again. */
export function forgetPageUser(): void {
  if (typeof window === "undefined") return;
  forgotten = true;
  delete (window as unknown as Holder)[PAGE_SESSION_GLOBAL];
  delete document.documentElement.dataset.session;
  for (const listener of listeners) listener();
}
