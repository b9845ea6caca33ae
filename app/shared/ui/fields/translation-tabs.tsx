import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { type Locale, localeNames, locales, localeTag } from "#app/shared/i18n/config";

/**
 * One tab per language for the translatable fields of a panel form (docs/product.md §Languages, dates and money):
 * Indonesian is required (marked), English and Malay optional. A tab whose fields have errors
 * says so, so a problem in a hidden tab is never missed. Only the open tab's fields are
 * mounted; react-hook-form keeps the others' values.
 */
export function TranslationTabs({
  value,
  onValueChange,
  errorLocales = [],
  label,
  children,
  testIdPrefix = "lang-tab",
}: {
  value: Locale;
  onValueChange: (locale: Locale) => void;
  /** Languages whose fields have errors. */
  errorLocales?: Locale[];
  /** Accessible name of the tab list, e.g. "Content language". */
  label: string;
  children: (locale: Locale) => React.ReactNode;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <Tabs.Root value={value} onValueChange={(v) => onValueChange(v as Locale)}>
      <Tabs.List aria-label={label} className="-mx-1 mb-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-1">
        {locales.map((locale) => {
          const hasError = errorLocales.includes(locale);
          return (
            <Tabs.Trigger
              key={locale}
              value={locale}
              className="-mb-px inline-flex min-h-11 shrink-0 items-center gap-1.5 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
              data-testid={`${testIdPrefix}-${locale}`}
            >
              <span lang={langAttr(locale)}>{localeNames[locale]}</span>
              {locale === "id" ? (
                <>
                  <span aria-hidden="true" className="text-red-700">
                    *
                  </span>
                  <span className="sr-only">{t("ui.required_language")}</span>
                </>
              ) : (
                <span className="text-xs font-normal text-slate-600">({t("common:optional")})</span>
              )}
              {hasError ? (
                <>
                  <span aria-hidden="true" className="size-2 rounded-full bg-red-700" />
                  <span className="sr-only">{t("ui.tab_has_errors")}</span>
                </>
              ) : null}
            </Tabs.Trigger>
          );
        })}
      </Tabs.List>
      {locales.map((locale) => (
        <Tabs.Content key={locale} value={locale} className="rounded-md focus-visible:outline-2">
          {value === locale ? children(locale) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** The label suffix of a translated field in a language tab: "Name (English)". */
export function languageLabel(label: string, locale: Locale): string {
  return `${label} (${localeNames[locale]})`;
}

/** The `lang` attribute of a field holding text in this language (`my` is Malay: `ms`). */
export function langAttr(locale: Locale): string {
  return localeTag[locale];
}
