import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFieldArrayReturn,
  type UseFormRegister,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { TourInputParsed } from "#app/modules/catalog/catalog.contract";
import type { Locale } from "#app/shared/i18n/config";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { RichTextField } from "#app/shared/ui/rich-text-field";
import { buttonClass } from "#app/shared/ui/page-header";
import { langAttr, languageLabel } from "#app/shared/ui/translation-tabs";
import { emptyDay, emptyFacility, type TourFormValues } from "./tour-form-schema";

type Out = TourInputParsed;

interface EditorProps {
  locale: Locale;
  control: Control<TourFormValues, unknown, Out>;
  register: UseFormRegister<TourFormValues>;
  errors: FieldErrors<TourFormValues>;
}

/** Name and description of the package in one language. */
export function TourTextsEditor({ locale, control, register, errors }: EditorProps) {
  const { t } = useTranslation("catalog_admin");
  return (
    <div className="space-y-4">
      <FormField
        label={languageLabel(t("fields.name"), locale)}
        error={errors.name?.[locale]?.message}
        required={locale === "id"}
        optionalLabel={t("ui.optional")}
      >
        {(a11y) => (
          <input
            {...a11y}
            {...register(`name.${locale}`)}
            lang={langAttr(locale)}
            type="text"
            className={controlClass}
            data-testid={`tour-name-${locale}`}
          />
        )}
      </FormField>
      <FormField
        label={languageLabel(t("fields.description"), locale)}
        error={errors.description?.[locale]?.message}
        hint={t("fields.description_hint")}
        optionalLabel={t("ui.optional")}
      >
        {(a11y) => (
          <Controller
            control={control}
            name={`description.${locale}`}
            render={({ field }) => (
              <RichTextField
                a11y={a11y}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                lang={langAttr(locale)}
                testId={`tour-description-${locale}`}
              />
            )}
          />
        )}
      </FormField>
    </div>
  );
}

/**
 * The itinerary in one language: the days are shared by every language (added, moved and
 * removed once for all); each language tab writes its own title and description.
 */
export function ItineraryEditor({
  locale,
  register,
  errors,
  days,
}: EditorProps & { days: UseFieldArrayReturn<TourFormValues, "itinerary"> }) {
  const { t } = useTranslation("catalog_admin");
  const { fields, append, remove, move } = days;
  return (
    <section aria-labelledby={`itinerary-${locale}`} className="mt-8">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h3 id={`itinerary-${locale}`} className="text-base font-semibold text-slate-900">
            {t("itinerary.title")}
          </h3>
          <p className="text-sm text-slate-600">{t("itinerary.intro")}</p>
        </div>
      </div>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t("itinerary.empty")}
        </p>
      ) : (
        <ol className="space-y-3">
          {fields.map((field, i) => {
            const dayLabel = t("itinerary.day", { n: i + 1 });
            return (
              <li
                key={field.id}
                className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
                data-testid="itinerary-day"
              >
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h4 className="font-semibold text-slate-900">{dayLabel}</h4>
                  <div className="flex">
                    <button
                      type="button"
                      className={buttonClass.icon}
                      disabled={i === 0}
                      onClick={() => move(i, i - 1)}
                      title={t("itinerary.move_up", { n: i + 1 })}
                    >
                      <ArrowUp aria-hidden className="size-4" />
                      <span className="sr-only">{t("itinerary.move_up", { n: i + 1 })}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass.icon}
                      disabled={i === fields.length - 1}
                      onClick={() => move(i, i + 1)}
                      title={t("itinerary.move_down", { n: i + 1 })}
                    >
                      <ArrowDown aria-hidden className="size-4" />
                      <span className="sr-only">{t("itinerary.move_down", { n: i + 1 })}</span>
                    </button>
                    <button
                      type="button"
                      className={buttonClass.iconDanger}
                      onClick={() => remove(i)}
                      title={t("itinerary.remove", { n: i + 1 })}
                      data-testid="itinerary-remove"
                    >
                      <Trash2 aria-hidden className="size-4" />
                      <span className="sr-only">{t("itinerary.remove", { n: i + 1 })}</span>
                    </button>
                  </div>
                </div>
                <div className="space-y-3">
                  <FormField
                    label={languageLabel(t("itinerary.day_title", { n: i + 1 }), locale)}
                    error={errors.itinerary?.[i]?.title?.[locale]?.message}
                    required={locale === "id"}
                    optionalLabel={t("ui.optional")}
                  >
                    {(a11y) => (
                      <input
                        {...a11y}
                        {...register(`itinerary.${i}.title.${locale}`)}
                        lang={langAttr(locale)}
                        type="text"
                        className={controlClass}
                        data-testid={`itinerary-title-${i}-${locale}`}
                      />
                    )}
                  </FormField>
                  <FormField
                    label={languageLabel(t("itinerary.day_description", { n: i + 1 }), locale)}
                    error={errors.itinerary?.[i]?.description?.[locale]?.message}
                    optionalLabel={t("ui.optional")}
                  >
                    {(a11y) => (
                      <textarea
                        {...a11y}
                        {...register(`itinerary.${i}.description.${locale}`)}
                        lang={langAttr(locale)}
                        rows={3}
                        className={controlClass}
                        data-testid={`itinerary-description-${i}-${locale}`}
                      />
                    )}
                  </FormField>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <button
        type="button"
        className={`${buttonClass.secondary} mt-3`}
        onClick={() => append(emptyDay(), { focusName: `itinerary.${fields.length}.title.${locale}` })}
        data-testid="itinerary-add"
      >
        <Plus aria-hidden className="size-4" />
        {t("itinerary.add")}
      </button>
    </section>
  );
}

/** Facilities in one language: the items and their "included" marks are shared by every language. */
export function FacilitiesEditor({
  locale,
  register,
  errors,
  items,
}: EditorProps & { items: UseFieldArrayReturn<TourFormValues, "facilities"> }) {
  const { t } = useTranslation("catalog_admin");
  const { fields, append, remove } = items;
  return (
    <section aria-labelledby={`facilities-${locale}`} className="mt-8">
      <h3 id={`facilities-${locale}`} className="text-base font-semibold text-slate-900">
        {t("facility.title")}
      </h3>
      <p className="mb-3 text-sm text-slate-600">{t("facility.intro")}</p>
      {fields.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">
          {t("facility.empty")}
        </p>
      ) : (
        <ul className="space-y-2">
          {fields.map((field, i) => (
            <li
              key={field.id}
              className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
              data-testid="facility-item"
            >
              <FormField
                label={languageLabel(t("facility.name", { n: i + 1 }), locale)}
                error={errors.facilities?.[i]?.name?.[locale]?.message}
                required={locale === "id"}
                optionalLabel={t("ui.optional")}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    {...register(`facilities.${i}.name.${locale}`)}
                    lang={langAttr(locale)}
                    type="text"
                    className={controlClass}
                    data-testid={`facility-name-${i}-${locale}`}
                  />
                )}
              </FormField>
              <div className="flex items-center justify-between gap-2 sm:contents">
                <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    {...register(`facilities.${i}.included`)}
                    className="size-5 accent-brand-700"
                    data-testid={`facility-included-${i}`}
                  />
                  {t("facility.included")}
                  <span className="sr-only">: {t("facility.name", { n: i + 1 })}</span>
                </label>
                <button
                  type="button"
                  className={buttonClass.iconDanger}
                  onClick={() => remove(i)}
                  title={t("facility.remove", { n: i + 1 })}
                >
                  <Trash2 aria-hidden className="size-4" />
                  <span className="sr-only">{t("facility.remove", { n: i + 1 })}</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className={`${buttonClass.secondary} mt-3`}
        onClick={() => append(emptyFacility(), { focusName: `facilities.${fields.length}.name.${locale}` })}
        data-testid="facility-add"
      >
        <Plus aria-hidden className="size-4" />
        {t("facility.add")}
      </button>
    </section>
  );
}
