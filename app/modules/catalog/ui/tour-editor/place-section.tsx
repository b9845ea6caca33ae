import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAllCategories, useAllDestinations } from "#app/modules/catalog/catalog.api-client";
import { controlClass, FormField, OptionalMark } from "#app/shared/ui/form-field";
import { FormSection } from "#app/shared/ui/page-header";
import { IdChoice, NoChoices } from "./id-choices";
import type { TourForm } from "./tour-form-schema";

/** Where the package goes (destination) and the categories it is listed under. */
export function PlaceSection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  const categories = useAllCategories();
  const destinations = useAllDestinations();
  const { control } = form;
  const { errors } = form.formState;
  return (
    <FormSection title={t("section.place")}>
      <FormField label={t("fields.destination")} error={errors.destination_id?.message} optional>
        {(a11y) => (
          // Controlled: the options arrive after the form's values and must still show the saved one.
          <Controller
            control={control}
            name="destination_id"
            render={({ field }) => (
              <select
                {...a11y}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ""}
                onChange={field.onChange}
                onBlur={field.onBlur}
                className={controlClass}
                data-testid="tour-destination"
              >
                <option value="">{t("tour.no_destination")}</option>
                {(destinations.data ?? []).map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.name}
                  </option>
                ))}
              </select>
            )}
          />
        )}
      </FormField>
      <Controller
        control={control}
        name="category_ids"
        render={({ field }) => (
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t("fields.categories")}
              <OptionalMark />
            </legend>
            {categories.data?.length ? (
              <ul className="max-h-64 space-y-1 overflow-y-auto">
                {categories.data.map((c) => (
                  <li key={c.id}>
                    <IdChoice
                      field={field}
                      id={c.id}
                      className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50"
                      inputClassName="size-5 accent-brand-700"
                      testId={`tour-category-${c.id}`}
                    >
                      <span className="text-sm text-slate-900">{c.name}</span>
                    </IdChoice>
                  </li>
                ))}
              </ul>
            ) : (
              <NoChoices
                pending={categories.isPending}
                none={t("tour.no_categories")}
                addTo="/panel/tour/category/create"
                addLabel={t("category.add")}
              />
            )}
            {errors.category_ids?.message ? (
              <p className="mt-1 text-sm text-red-700">{errors.category_ids.message}</p>
            ) : null}
          </fieldset>
        )}
      />
    </FormSection>
  );
}
