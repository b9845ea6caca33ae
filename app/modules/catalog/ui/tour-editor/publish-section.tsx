import { Info, Star } from "lucide-react";
import { useTranslation } from "react-i18next";
import { tourStatus } from "#app/modules/catalog/catalog.contract";
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
      {record?.has_bookings ? (
        <p className="mt-4 flex gap-2 rounded-md bg-sky-50 p-3 text-sm text-sky-900">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {t("tour.has_bookings")}
        </p>
      ) : null}
    </FormSection>
  );
}
