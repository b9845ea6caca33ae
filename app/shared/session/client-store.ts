/**
 * What the spec keeps on the client (docs/product.md §Accounts and sessions: user, setting, locale). The session
 * token itself stays in an HttpOnly cookie (docs/product.md §Accounts and sessions); these copies are a
 * convenience for the UI, never a source of authority.
 */
const KEYS = { user: "user", setting: "setting", locale: "locale" } as const;
type Key = keyof typeof KEYS;

export function storeGet<T>(key: Key): T | null {
  if (typeof window === "undefined") return null;
  try {
    const raw = window.localStorage.getItem(KEYS[key]);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function storeSet(key: Key, value: unknown) {
  if (typeof window === "undefined") return;
  try {
    if (value === null || value === undefined) window.localStorage.removeItem(KEYS[key]);
    else window.localStorage.setItem(KEYS[key], JSON.stringify(value));
  } catch {
    // Private mode or full storage: the server-rendered state still works.
  }
}
