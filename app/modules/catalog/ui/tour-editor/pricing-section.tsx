import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { discountTypeEnum } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { InputField, MoneyField, SelectField, NumberField } from "#app/shared/ui/bound-fields";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { numberField } from "#app/shared/ui/form-values";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourForm } from "./tour-form-schema";

/** The pax limits and the capacity new departures get, side by side: whole numbers from 1. */
const PAX_FIELDS = [
  { name: "min_pax", label: "fields.min_pax", hint: undefined, required: true, testId: "tour-min-pax" },
  { name: "max_pax", label: "fields.max_pax", hint: "fields.max_pax_hint", required: false, testId: "tour-max-pax" },
  {
    name: "default_capacity",
    label: "fields.default_capacity",
    hint: "fields.default_capacity_hint",
    required: true,
    testId: "tour-default-capacity",
  },
] as const;

/** Base price, deposit and discount (with the price a visitor will see), pax limits, capacity, card link. */
export function PricingSection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  const { t: ts } = useTranslation("schedule");
  const money = useSiteMoney();
  const { fromField, format } = money;
  const { register, control } = form;
  const { errors } = form.formState;
  const [discountType, basePriceText, discountText] = useWatch({
    control,
    name: ["discount_type", "base_price", "discount_value"],
  });
  const preview = useMemo(() => {
    const base = fromField(basePriceText);
    if (base === undefined || Number.isNaN(base)) return undefined;
    const value = discountType === "fixed" ? fromField(discountText) : numberField(discountText);
    if (!discountType || value === undefined || Number.isNaN(value)) return base;
    return displayPrice(base, { type: discountType as "fixed" | "percentage", value });
  }, [basePriceText, discountType, discountText, fromField]);

  return (
    <FormSection title={t("section.pricing")} description={t("section.pricing_intro", { currency: money.currency })}>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField
          form={form}
          name="base_price"
          label={t("fields.base_price")}
          hint={t("fields.base_price_hint")}
          required
          testId="tour-base-price"
        />
        <MoneyField
          form={form}
          name="min_payment"
          label={t("fields.min_payment")}
          hint={t("fields.min_payment_hint")}
          testId="tour-min-payment"
        />
        <SelectField
          form={form}
          name="discount_type"
          label={t("fields.discount_type")}
          emptyOption={t("discount.none")}
          options={discountTypeEnum.options.map((type) => ({ value: type, label: t(`discount.${type}`) }))}
          data-testid="tour-discount-type"
        />
        {discountType === "fixed" ? (
          <MoneyField
            form={form}
            name="discount_value"
            label={t("fields.discount_value")}
            hint={t("discount.fixed_hint")}
            required
            testId="tour-discount-value"
          />
        ) : discountType === "percentage" ? (
          <FormField
            label={t("fields.discount_percent")}
            error={errors.discount_value?.message}
            hint={t("discount.percentage_hint")}
            required
          >
            {(a11y) => (
              <div className="relative">
                <input
                  {...a11y}
                  {...register("discount_value")}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  step={1}
                  className={`${controlClass} pr-10`}
                  data-testid="tour-discount-value"
                />
                <span
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-slate-600"
                >
                  %
                </span>
              </div>
            )}
          </FormField>
        ) : (
          <div className="hidden sm:block" />
        )}
      </div>
      {preview !== undefined ? (
        <p
          className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700"
          aria-live="polite"
          data-testid="tour-price-preview"
        >
          {t("tour.price_preview", { price: format(preview) })}
        </p>
      ) : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {PAX_FIELDS.map(({ name, label, hint, required, testId }) => (
          <NumberField
            key={name}
            form={form}
            name={name}
            label={t(label)}
            hint={hint && t(hint)}
            required={required}
            optional={!required}
            min={1}
            data-testid={testId}
          />
        ))}
      </div>
      <InputField
        form={form}
        name="card_payment_link"
        label={t("fields.card_payment_link")}
        hint={t("fields.card_payment_link_hint")}
        optional
        className="mt-4"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://"
        data-testid="tour-card-link"
      />
      <NumberField
        form={form}
        name="full_payment_days"
        label={ts("tour.full_payment_days")}
        hint={ts("tour.full_payment_days_hint")}
        className="mt-4 sm:max-w-xs"
        min={0}
        max={365}
        data-testid="tour-full-payment-days"
      />
    </FormSection>
  );
}
