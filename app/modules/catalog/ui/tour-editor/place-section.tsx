import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useAllCategories, useAllDestinations } from "#app/modules/catalog/catalog.api-client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourForm } from "./tour-form-schema";

/** Where the package goes (destination) and the categories it is listed under. */
export function PlaceSection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  const categories = useAllCategories();
  const destinations = useAllDestinations();
  const { control } = form;
  const { errors } = form.formState;
  const optional = t("ui.optional");
  return (
    <FormSection title={t("section.place")}>
      <FormField label={t("fields.destination")} error={errors.destination_id?.message} optionalLabel={optional}>
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
              {t("fields.categories")} <span className="font-normal text-slate-600">({optional})</span>
            </legend>
            {categories.data?.length ? (
              <ul className="max-h-64 space-y-1 overflow-y-auto">
                {categories.data.map((c) => {
                  const checked = (field.value ?? []).includes(c.id);
                  return (
                    <li key={c.id}>
                      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          checked={checked}
                          onChange={() =>
                            field.onChange(
                              checked ? (field.value ?? []).filter((x) => x !== c.id) : [...(field.value ?? []), c.id],
                            )
                          }
                          onBlur={field.onBlur}
                          className="size-5 accent-brand-700"
                          data-testid={`tour-category-${c.id}`}
                        />
                        <span className="text-sm text-slate-900">{c.name}</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">
                {categories.isPending ? t("ui.loading") : t("tour.no_categories")}{" "}
                {!categories.isPending ? (
                  <Link to="/panel/tour/category/create" className="font-medium text-brand-700 underline">
                    {t("category.add")}
                  </Link>
                ) : null}
              </p>
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
