import i18next, { type i18n, type TFunction } from "i18next";
import { resources } from "#app/locales/resources";
import { defaultLocale, type Locale, namespaces, type Namespace } from "./config";

const base: i18n = i18next.createInstance();
base.init({
  resources,
  lng: defaultLocale,
  fallbackLng: defaultLocale,
  ns: [...namespaces],
  defaultNS: "common",
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** A translator bound to a locale and namespace, for API messages and mails. */
export function serverT(locale: Locale, ns: Namespace = "errors"): TFunction {
  // An error's key is in `errors` (the forms' messages too), `errors_panel` (the panel's forms' alone)
  // or `errors_server` (the API's alone).
  return base.getFixedT(locale, ns === "errors" ? ["errors", "errors_panel", "errors_server"] : ns);
}

/** A per-request instance for server rendering (cloning shares the loaded resources). */
export function serverI18n(locale: Locale): i18n {
  return base.cloneInstance({ lng: locale, initAsync: false });
}
