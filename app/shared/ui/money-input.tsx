import { useCallback, useMemo } from "react";
import { type Control, type FieldValues, type Path, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useRootBasics } from "#app/shared/ui/root-basics";
import { localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney, formatMoneyField, parseMoneyField, toMinor } from "#app/shared/money";
import type { ControlA11y } from "./form-field";
import { controlClass } from "./form-field";

/**
 * The site currency (setting `currency`) and the screen's language, with the conversions the
 * panel needs: staff type major units (34.500.000 rupiah on an Indonesian screen, 34,500,000 on an
 * English or Malay one, as the amounts printed around them), the API takes integer minor units.
 */
export function useSiteMoney() {
  const { setting, locale } = useRootBasics();
  const currency = setting.currency;
  const format = useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
  const symbol = useMemo(() => currencySymbol(currency, localeTag[locale]), [currency, locale]);
  // Stable functions, which change only with the currency and the language (a language change
  // loads the page again): forms build their schema and default values from them, and a new
  // function would reset the form.
  const toField = useCallback(
    (minor: number | null | undefined) =>
      minor === null || minor === undefined ? "" : formatMoneyField(minor, currency, locale),
    [currency, locale],
  );
  const fromField = useCallback(
    (text: string | null | undefined) => {
      const major = parseMoneyField(text ?? "", currency, locale);
      return major === undefined || Number.isNaN(major) ? major : toMinor(major, currency);
    },
    [currency, locale],
  );
  return useMemo(
    () => ({
      currency,
      locale,
      symbol,
      format,
      /** Minor units from the API to the text of a money field. */
      toField,
      /** The text of a money field to minor units: undefined when empty, NaN when unreadable. */
      fromField,
    }),
    [currency, locale, symbol, format, toField, fromField],
  );
}

function currencySymbol(currency: Currency, tag: string): string {
  const part = new Intl.NumberFormat(tag, { style: "currency", currency })
    .formatToParts(0)
    .find((p) => p.type === "currency");
  return part?.value ?? currency;
}

/**
 * An amount input in major units with the currency symbol in front and, under it, the amount as
 * customers will see it (or, `internal`, as it will be recorded). Registered with react-hook-form like any input (`{...register(name)}`);
 * `control` and `name` let it read the typed value for the preview.
 */
export function MoneyInput<T extends FieldValues, O = T>({
  control,
  name,
  a11y,
  testId,
  inputProps,
  internal = false,
}: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  a11y: ControlA11y;
  testId?: string;
  /** An amount customers never see (an agent's commission): the preview says "amount", not "customers see". */
  internal?: boolean;
  inputProps: React.InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
}) {
  const { t } = useTranslation("catalog_admin");
  const money = useSiteMoney();
  const typed = useWatch({ control, name }) as string | undefined;
  const minor = money.fromField(typed);
  const previewId = `${a11y.id}-preview`;
  return (
    <>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm font-medium text-slate-600"
        >
          {money.symbol}
        </span>
        <input
          {...a11y}
          {...inputProps}
          aria-describedby={[a11y["aria-describedby"], previewId].filter(Boolean).join(" ")}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`${controlClass} pl-12 tabular-nums`}
          data-testid={testId}
        />
      </div>
      <p id={previewId} className="mt-1 text-xs text-slate-600 tabular-nums">
        {minor !== undefined && !Number.isNaN(minor)
          ? t(internal ? "ui.money_preview_internal" : "ui.money_preview", { amount: money.format(minor) })
          : t("ui.money_hint", { currency: money.currency, example: money.toField(34_500_000_00) })}
      </p>
    </>
  );
}
