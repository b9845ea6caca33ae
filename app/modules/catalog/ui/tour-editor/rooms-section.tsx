import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { type FieldError, type FieldErrors, get, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { MAX_ROOM_TYPES } from "#app/modules/catalog/catalog.contract";
import { InputField, NumberField } from "#app/shared/ui/bound-fields";
import { localesWithErrors } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { LanguageTextField } from "#app/shared/ui/record-fields";
import { TranslationTabs } from "#app/shared/ui/fields/translation-tabs";
import { ItemButton } from "./content-editors";
import { emptyRoomType, type TabbedSectionProps } from "./tour-form-schema";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

const MAX_HOTEL_CITIES = 6;

/**
 * The package's room types (docs/product.md §Rooms and travellers): code, beds and a name per
 * language tab (the rows are shared by every language, like the itinerary's days), in the order
 * the storefront and the fare grids show them; then the hotel cities of the rooming list.
 */
export function RoomsSection({ form, tab, onTabChange }: TabbedSectionProps) {
  const { t } = useTranslation("catalog_admin");
  const { control } = form;
  const { errors } = form.formState;
  const rooms = useFieldArray({ control, name: "room_types" });
  const cities = useFieldArray({ control, name: "hotel_cities" });
  // The refusals of the whole list (none left, one still in use...) are on the list itself.
  const listError = (errors.room_types as { message?: string; root?: { message?: string } } | undefined)?.message;
  const rowError = (i: number) => (get(errors, `room_types.${i}.id`) as FieldError | undefined)?.message;
  const citiesError = (errors.hotel_cities as { message?: string } | undefined)?.message;

  return (
    <FormSection title={t("room.title")} description={t("room.intro")} testId="room-types">
      {listError ? (
        <p role="alert" className="mb-3 rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="room-types-error">
          {listError}
        </p>
      ) : null}
      <TranslationTabs
        value={tab}
        onValueChange={onTabChange}
        errorLocales={localesWithErrors((errors.room_types ?? {}) as FieldErrors)}
        label={t("ui.language_tabs")}
        testIdPrefix="room-lang-tab"
      >
        {(locale) => (
          <ol className="space-y-3">
            {rooms.fields.map((field, i) => (
              <li
                key={field.id}
                className="rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4"
                data-testid="room-type"
              >
                <div className="mb-2 flex items-center justify-between gap-2">
                  <h3 className="font-semibold text-slate-900">{t("room.item", { n: i + 1 })}</h3>
                  <div className="flex">
                    <ItemButton
                      icon={ArrowUp}
                      label={t("room.move_up", { n: i + 1 })}
                      disabled={i === 0}
                      onClick={() => rooms.move(i, i - 1)}
                    />
                    <ItemButton
                      icon={ArrowDown}
                      label={t("room.move_down", { n: i + 1 })}
                      disabled={i === rooms.fields.length - 1}
                      onClick={() => rooms.move(i, i + 1)}
                    />
                    <ItemButton
                      icon={Trash2}
                      danger
                      label={t("room.remove", { n: i + 1 })}
                      onClick={() => rooms.remove(i)}
                      testId={`room-remove-${i}`}
                    />
                  </div>
                </div>
                <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_9rem_6rem]">
                  <LanguageTextField
                    label={t("room.name", { n: i + 1 })}
                    locale={locale}
                    form={form}
                    name={`room_types.${i}.name.${locale}`}
                    required={locale === "id"}
                    testId={`room-name-${i}-${locale}`}
                  />
                  <InputField
                    form={form}
                    name={`room_types.${i}.code`}
                    label={t("room.code")}
                    required
                    autoCapitalize="none"
                    spellCheck={false}
                    maxLength={20}
                    data-testid={`room-code-${i}`}
                  />
                  <NumberField
                    form={form}
                    name={`room_types.${i}.beds`}
                    label={t("room.beds")}
                    required
                    min={1}
                    max={6}
                    data-testid={`room-beds-${i}`}
                  />
                </div>
                {rowError(i) ? (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {rowError(i)}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </TranslationTabs>
      <ActionButton
        look="secondary"
        icon={Plus}
        className="mt-3"
        disabled={rooms.fields.length >= MAX_ROOM_TYPES}
        onClick={() => rooms.append(emptyRoomType(), { focusName: `room_types.${rooms.fields.length}.name.${tab}` })}
        data-testid="room-add"
      >
        {t("room.add")}
      </ActionButton>

      <fieldset className="mt-8" data-testid="hotel-cities">
        <legend className="text-base font-semibold text-slate-900">{t("room.cities")}</legend>
        <p className="mb-3 text-sm text-slate-600">{t("room.cities_intro")}</p>
        {citiesError ? (
          <p role="alert" className="mb-2 text-sm text-red-700">
            {citiesError}
          </p>
        ) : null}
        <ul className="space-y-2">
          {cities.fields.map((field, i) => (
            <li key={field.id} className="flex items-end gap-2">
              <InputField
                form={form}
                name={`hotel_cities.${i}.value`}
                label={t("room.city", { n: i + 1 })}
                className="min-w-0 flex-1"
                maxLength={40}
                data-testid={`hotel-city-${i}`}
              />
              <ItemButton
                icon={Trash2}
                danger
                label={t("room.city_remove", { n: i + 1 })}
                onClick={() => cities.remove(i)}
              />
            </li>
          ))}
        </ul>
        <ActionButton
          look="secondary"
          icon={Plus}
          className="mt-3"
          disabled={cities.fields.length >= MAX_HOTEL_CITIES}
          onClick={() => cities.append({ value: "" }, { focusName: `hotel_cities.${cities.fields.length}.value` })}
          data-testid="hotel-city-add"
        >
          {t("room.city_add")}
        </ActionButton>
      </fieldset>
    </FormSection>
  );
}
