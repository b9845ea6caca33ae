import { AlertTriangle, Info, Star } from "lucide-react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { tourStatus } from "#app/modules/catalog/catalog.contract";
import { todayOf } from "#app/modules/catalog/catalog.rules";
import { belowReference, lowestPrice } from "#app/modules/catalog/regulator.rules";
import { useRootData } from "#app/modules/account/ui/root-data";
import { formatMoney } from "#app/shared/money";
import { InputField, TextareaField } from "#app/shared/ui/bound-fields";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { useFormatDate } from "#app/shared/ui/format-date";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourEdit, TourForm } from "./tour-form-schema";

/** Status, featured, and a word about existing bookings. */
export function PublishSection({ form, record }: { form: TourForm; record?: TourEdit }) {
  const { t } = useTranslation("catalog_admin");
  const { register } = form;
  const { errors } = form.formState;
  return (
    <FormSection title={t("section.publish")}>
      <FormField label={t("fields.status")} error={errors.status?.message} hint={t("tour.status_hint")} required>
        {(a11y) => (
          <select {...a11y} {...register("status")} className={controlClass} data-testid="tour-status">
            {tourStatus.options.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <label className="mt-4 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-amber-500 has-checked:bg-amber-50">
        <input
          type="checkbox"
          {...register("featured")}
          className="mt-0.5 size-5 accent-brand-700"
          data-testid="tour-featured"
        />
        <span>
          <span className="flex items-center gap-1 font-medium text-slate-900">
            <Star aria-hidden className="size-4 text-amber-600" />
            {t("fields.featured")}
          </span>
          <span className="block text-sm text-slate-600">{t("fields.featured_hint")}</span>
        </span>
      </label>
      <RegulatorFields form={form} record={record} />
      {record?.has_bookings ? (
        <p className="mt-4 flex gap-2 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("tour.has_bookings")}
        </p>
      ) : null}
    </FormSection>
  );
}

/**
 * An umrah package's advertisement approval serial, and the warning and reason field when its
 * lowest price is below the ministry's reference price (docs/product.md §Licences, reference price
 * and escrow): the server decides; this shows what it will ask before the save.
 */
function RegulatorFields({ form, record }: { form: TourForm; record?: TourEdit }) {
  const { t } = useTranslation("catalog_admin");
  const { setting, locale } = useRootData();
  const { fromField } = useSiteMoney();
  const day = useFormatDate();
  const [kind, status, base, discountType, discountValue] = useWatch({
    control: form.control,
    name: ["kind", "status", "base_price", "discount_type", "discount_value"],
  });
  if (kind !== "umrah") return null;
  const today = todayOf(new Date());
  const fares = (record?.departures ?? [])
    .filter((d) => d.start_date > today)
    .flatMap((d) => [...d.fares.map((f) => f.price), ...(d.price_override === null ? [] : [d.price_override])]);
  const discount =
    discountType === "fixed"
      ? { type: "fixed" as const, value: fromField(discountValue) ?? 0 }
      : discountType === "percentage"
        ? { type: "percentage" as const, value: Number(discountValue) || 0 }
        : null;
  const lowest = lowestPrice(fromField(base) ?? 0, fares, discount);
  const reference = setting.umrah_reference_price;
  const below = belowReference({ kind, currency: setting.currency, lowest, reference });
  const onFile = record?.price_reason;
  return (
    <div className="mt-4 space-y-4">
      <InputField
        form={form}
        name="ad_approval_serial"
        label={t("fields.ad_approval_serial")}
        hint={t("fields.ad_approval_serial_hint")}
        optional
        maxLength={60}
        spellCheck={false}
        data-testid="tour-ad-serial"
      />
      {below ? (
        <div
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-3"
          data-testid="tour-below-reference"
        >
          <p className="flex gap-2 text-sm text-amber-950">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("fields.below_reference_warning", {
              price: formatMoney(lowest, "IDR", locale),
              reference: formatMoney(reference, "IDR", locale),
            })}
          </p>
          {onFile ? (
            <p className="text-sm text-slate-700">
              {t("fields.below_reference_on_file", {
                date: day(onFile.created_at.slice(0, 10)),
                reason: onFile.reason,
              })}
            </p>
          ) : null}
          <TextareaField
            form={form}
            name="below_reference_reason"
            label={t("fields.below_reference_reason")}
            optional={Boolean(onFile) || status !== "published"}
            rows={2}
            maxLength={1000}
            data-testid="tour-below-reference-reason"
          />
        </div>
      ) : null}
    </div>
  );
}
