import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { type Locale, type Namespace, namespaces } from "./config";

// Only the visitor's locale is downloaded; each catalogue is its own small chunk.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

/**
 * Catalogues only the staff panel and its print screens use (about 20 KB gzipped per language):
 * storefront pages never download them; the panel loads them before its first render.
 */
export const panelNamespaces: readonly Namespace[] = [
  "panel",
  "errors_panel",
  "catalog_admin",
  "content_admin",
  "booking_panel",
  "customer_admin",
  "report",
  "dashboard",
  "booking_server",
  "refund",
  "schedule",
  "statement",
  "privacy",
  "retention",
  "document",
  "readiness",
  "branch",
  "staff",
  "agent",
  "commission",
  // The channel's panel screens and the template bodies; the opt-in box's words are whatsapp_consent.
  "whatsapp",
  // Departure operations' screens (decision 081).
  "operations",
  // The ministry's data (decision 081): the panel's booking page and boards; the storefront's
  // checkout of an umrah package fetches it with its lazy section (`loadCatalogues`).
  "ministry",
  // Savings plans (decision 084): the customer's page and the panel's.
  "savings",
];
/** Catalogues only the server speaks from (the API's refusals arrive already translated). */
export const serverNamespaces: readonly Namespace[] = ["errors_server"];
const browserNamespaces = namespaces.filter((ns) => !serverNamespaces.includes(ns));
const storefrontNamespaces = browserNamespaces.filter((ns) => !panelNamespaces.includes(ns));

/** Panel and print screens all live under /panel (app/shared/panel-route-table.ts). */
export const isPanelPath = (pathname: string) => pathname === "/panel" || pathname.startsWith("/panel/");

// The one client instance, and whether the panel's catalogues are wanted (once wanted, kept for
// every later language switch too).
let current: i18n | undefined;
let withPanel = false;
// Catalogues a lazy part of a storefront page asked for (`loadCatalogues`): kept on a language switch.
const extra = new Set<Namespace>();

const wanted = () => [...(withPanel ? browserNamespaces : storefrontNamespaces), ...extra];

async function loadLocale(instance: i18n, locale: Locale, list: readonly Namespace[] = wanted()) {
  await Promise.all(
    list.map(async (ns) => {
      if (instance.hasResourceBundle(locale, ns)) return;
      const load = catalogues[`../../locales/${locale}/${ns}.json`];
      if (load) instance.addResourceBundle(locale, ns, (await load()).default, true, true);
    }),
  );
}

/**
 * The browser's i18next, with the catalogues the first page needs. No fallback language is
 * downloaded: test/i18n-keys.test.ts keeps every key in all three languages.
 */
export async function createClientI18n(locale: Locale, pathname: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    ns: [...namespaces],
    defaultNS: "common",
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  withPanel = isPanelPath(pathname);
  await loadLocale(instance, locale);
  current = instance;
  return instance;
}

/** Before a panel screen renders after a client-side navigation: its catalogues. */
export async function loadPanelCatalogues() {
  withPanel = true;
  if (current) await loadLocale(current, current.language as Locale, panelNamespaces);
}

/**
 * A lazily loaded part of a page fetches the catalogues only it speaks from (the umrah checkout's
 * ministry section: `ministry`), before it renders; they stay loaded for later language switches.
 */
export async function loadCatalogues(list: readonly Namespace[]) {
  for (const ns of list) extra.add(ns);
  if (current) await loadLocale(current, current.language as Locale, list);
}

/** Loads a locale's catalogues, then switches to it. */
export async function switchLocale(instance: i18n, locale: Locale) {
  await loadLocale(instance, locale);
  await instance.changeLanguage(locale);
}
