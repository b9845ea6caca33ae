import i18next, { type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultLocale, type Locale, namespaces } from "./config";

// Only the visitor's locale is downloaded; each catalogue is its own small chunk.
const catalogues = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json");

async function loadLocale(instance: i18n, locale: Locale) {
  await Promise.all(
    namespaces.map(async (ns) => {
      if (instance.hasResourceBundle(locale, ns)) return;
      const load = catalogues[`../../locales/${locale}/${ns}.json`];
      if (load) instance.addResourceBundle(locale, ns, (await load()).default, true, true);
    }),
  );
}

export async function createClientI18n(locale: Locale): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    ns: [...namespaces],
    defaultNS: "common",
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadLocale(instance, locale);
  if (locale !== defaultLocale) await loadLocale(instance, defaultLocale);
  return instance;
}

/** Loads a locale's catalogues, then switches to it. */
export async function switchLocale(instance: i18n, locale: Locale) {
  await loadLocale(instance, locale);
  await instance.changeLanguage(locale);
}
