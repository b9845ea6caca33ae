import { ArrowDown, ArrowUp, type LucideIcon, Plus, Trash2 } from "lucide-react";
import type { UseFieldArrayReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Locale } from "#app/shared/i18n/config";
import { buttonClass } from "#app/shared/ui/page-header";
import { LanguageRichTextField, LanguageTextField } from "#app/shared/ui/record-fields";
import { emptyDay, emptyFacility, type TourForm, type TourFormValues } from "./tour-form-schema";

interface EditorProps {
  locale: Locale;
  form: TourForm;
}

/** Name and description of the package in one language. */
export function TourTextsEditor({ locale, form }: EditorProps) {
  const { t } = useTranslation("catalog_admin");
  return (
    <div className="space-y-4">
      <LanguageTextField
        label={t("fields.name")}
        locale={locale}
        form={form}
        name={`name.${locale}`}
        required={locale === "id"}
        testId={`tour-name-${locale}`}
      />
      <LanguageRichTextField
        form={form}
        name={`description.${locale}`}
        label={t("fields.description")}
        locale={locale}
        rows={8}
        testId={`tour-description-${locale}`}
      />
    </div>
  );
}

/**
 * The itinerary in one language: the days are shared by every language (added, moved and
 * removed once for all); each language tab writes its own title and description.
 */
export function ItineraryEditor({
  locale,
  form,
  days,
}: EditorProps & { days: UseFieldArrayReturn<TourFormValues, "itinerary"> }) {
  const { t } = useTranslation("catalog_admin");
  const { fields, append, remove, move } = days;
  return (
    <RepeatedItems
      headingId={`itinerary-${locale}`}
      title={t("itinerary.title")}
      intro={t("itinerary.intro")}
      headerRow
      empty={fields.length === 0 ? t("itinerary.empty") : undefined}
      addLabel={t("itinerary.add")}
      addTestId="itinerary-add"
      onAdd={() => append(emptyDay(), { focusName: `itinerary.${fields.length}.title.${locale}` })}
    >
      <ol className="space-y-3">
        {fields.map((field, i) => (
          <li
            key={field.id}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
            data-testid="itinerary-day"
          >
            <div className="mb-2 flex items-center justify-between gap-2">
              <h4 className="font-semibold text-slate-900">{t("itinerary.day", { n: i + 1 })}</h4>
              <div className="flex">
                <ItemButton
                  icon={ArrowUp}
                  label={t("itinerary.move_up", { n: i + 1 })}
                  disabled={i === 0}
                  onClick={() => move(i, i - 1)}
                />
                <ItemButton
                  icon={ArrowDown}
                  label={t("itinerary.move_down", { n: i + 1 })}
                  disabled={i === fields.length - 1}
                  onClick={() => move(i, i + 1)}
                />
                <ItemButton
                  icon={Trash2}
                  danger
                  label={t("itinerary.remove", { n: i + 1 })}
                  onClick={() => remove(i)}
                  testId="itinerary-remove"
                />
              </div>
            </div>
            <div className="space-y-3">
              <LanguageTextField
                label={t("itinerary.day_title", { n: i + 1 })}
                locale={locale}
                form={form}
                name={`itinerary.${i}.title.${locale}`}
                required={locale === "id"}
                testId={`itinerary-title-${i}-${locale}`}
              />
              <LanguageTextField
                label={t("itinerary.day_description", { n: i + 1 })}
                locale={locale}
                form={form}
                name={`itinerary.${i}.description.${locale}`}
                rows={3}
                testId={`itinerary-description-${i}-${locale}`}
              />
            </div>
          </li>
        ))}
      </ol>
    </RepeatedItems>
  );
}

/** Facilities in one language: the items and their "included" marks are shared by every language. */
export function FacilitiesEditor({
  locale,
  form,
  items,
}: EditorProps & { items: UseFieldArrayReturn<TourFormValues, "facilities"> }) {
  const { t } = useTranslation("catalog_admin");
  const { fields, append, remove } = items;
  return (
    <RepeatedItems
      headingId={`facilities-${locale}`}
      title={t("facility.title")}
      intro={t("facility.intro")}
      empty={fields.length === 0 ? t("facility.empty") : undefined}
      addLabel={t("facility.add")}
      addTestId="facility-add"
      onAdd={() => append(emptyFacility(), { focusName: `facilities.${fields.length}.name.${locale}` })}
    >
      <ul className="space-y-2">
        {fields.map((field, i) => (
          <li
            key={field.id}
            className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:items-end"
            data-testid="facility-item"
          >
            <LanguageTextField
              label={t("facility.name", { n: i + 1 })}
              locale={locale}
              form={form}
              name={`facilities.${i}.name.${locale}`}
              required={locale === "id"}
              testId={`facility-name-${i}-${locale}`}
            />
            <div className="flex items-center justify-between gap-2 sm:contents">
              <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-800">
                <input
                  type="checkbox"
                  {...form.register(`facilities.${i}.included`)}
                  className="size-5 accent-brand-700"
                  data-testid={`facility-included-${i}`}
                />
                {t("facility.included")}
                <span className="sr-only">: {t("facility.name", { n: i + 1 })}</span>
              </label>
              <ItemButton icon={Trash2} danger label={t("facility.remove", { n: i + 1 })} onClick={() => remove(i)} />
            </div>
          </li>
        ))}
      </ul>
    </RepeatedItems>
  );
}

/**
 * A translatable list of the package (itinerary days, facilities) in one language tab: its
 * heading, the items (or a note while there are none) and the button that adds one.
 */
function RepeatedItems({
  headingId,
  title,
  intro,
  headerRow = false,
  empty,
  addLabel,
  addTestId,
  onAdd,
  children,
}: {
  headingId: string;
  title: string;
  intro: string;
  /** The heading sits in a row (the itinerary's); otherwise heading and intro stack. */
  headerRow?: boolean;
  /** The note shown instead of the items while there are none. */
  empty: string | undefined;
  addLabel: string;
  addTestId: string;
  onAdd: () => void;
  children: React.ReactNode;
}) {
  const heading = (
    <h3 id={headingId} className="text-base font-semibold text-slate-900">
      {title}
    </h3>
  );
  return (
    <section aria-labelledby={headingId} className="mt-8">
      {headerRow ? (
        <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
          <div>
            {heading}
            <p className="text-sm text-slate-600">{intro}</p>
          </div>
        </div>
      ) : (
        <>
          {heading}
          <p className="mb-3 text-sm text-slate-600">{intro}</p>
        </>
      )}
      {empty !== undefined ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600">{empty}</p>
      ) : (
        children
      )}
      <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={onAdd} data-testid={addTestId}>
        <Plus aria-hidden className="size-4" />
        {addLabel}
      </button>
    </section>
  );
}

/** An icon button of a list item; its label is both the tooltip and the accessible name. */
export function ItemButton({
  icon: Icon,
  label,
  onClick,
  danger = false,
  disabled,
  testId,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  return (
    <button
      type="button"
      className={danger ? buttonClass.iconDanger : buttonClass.icon}
      disabled={disabled}
      onClick={onClick}
      title={label}
      data-testid={testId}
    >
      <Icon aria-hidden className="size-4" />
      <span className="sr-only">{label}</span>
    </button>
  );
}
