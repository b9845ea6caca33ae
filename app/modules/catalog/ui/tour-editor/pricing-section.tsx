import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { discountTypeEnum } from "#app/modules/catalog/catalog.contract";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { numberField } from "#app/shared/ui/form-values";
import { MoneyInput, useSiteMoney } from "#app/shared/ui/money-input";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourForm } from "./tour-form-schema";

/** Base price, deposit and discount (with the price a visitor will see), pax limits, capacity, card link. */
export function PricingSection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  const money = useSiteMoney();
  const { fromField, format } = money;
  const { register, control } = form;
  const { errors } = form.formState;
  const optional = t("ui.optional");
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
        <FormField
          label={t("fields.base_price")}
          error={errors.base_price?.message}
          hint={t("fields.base_price_hint")}
          required
        >
          {(a11y) => (
            <MoneyInput
              control={control}
              name="base_price"
              a11y={a11y}
              inputProps={register("base_price")}
              testId="tour-base-price"
            />
          )}
        </FormField>
        <FormField
          label={t("fields.min_payment")}
          error={errors.min_payment?.message}
          hint={t("fields.min_payment_hint")}
        >
          {(a11y) => (
            <MoneyInput
              control={control}
              name="min_payment"
              a11y={a11y}
              inputProps={register("min_payment")}
              testId="tour-min-payment"
            />
          )}
        </FormField>
        <FormField label={t("fields.discount_type")} error={errors.discount_type?.message}>
          {(a11y) => (
            <select {...a11y} {...register("discount_type")} className={controlClass} data-testid="tour-discount-type">
              <option value="">{t("discount.none")}</option>
              {discountTypeEnum.options.map((type) => (
                <option key={type} value={type}>
                  {t(`discount.${type}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {discountType === "fixed" ? (
          <FormField
            label={t("fields.discount_value")}
            error={errors.discount_value?.message}
            hint={t("discount.fixed_hint")}
            required
          >
            {(a11y) => (
              <MoneyInput
                control={control}
                name="discount_value"
                a11y={a11y}
                inputProps={register("discount_value")}
                testId="tour-discount-value"
              />
            )}
          </FormField>
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
        <FormField label={t("fields.min_pax")} error={errors.min_pax?.message} required>
          {(a11y) => (
            <input
              {...a11y}
              {...register("min_pax")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={controlClass}
              data-testid="tour-min-pax"
            />
          )}
        </FormField>
        <FormField
          label={t("fields.max_pax")}
          error={errors.max_pax?.message}
          hint={t("fields.max_pax_hint")}
          optionalLabel={optional}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register("max_pax")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={controlClass}
              data-testid="tour-max-pax"
            />
          )}
        </FormField>
        <FormField
          label={t("fields.default_capacity")}
          error={errors.default_capacity?.message}
          hint={t("fields.default_capacity_hint")}
          required
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register("default_capacity")}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={controlClass}
              data-testid="tour-default-capacity"
            />
          )}
        </FormField>
      </div>
      <FormField
        label={t("fields.card_payment_link")}
        error={errors.card_payment_link?.message}
        hint={t("fields.card_payment_link_hint")}
        optionalLabel={optional}
        className="mt-4"
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register("card_payment_link")}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            className={controlClass}
            data-testid="tour-card-link"
          />
        )}
      </FormField>
    </FormSection>
  );
}
