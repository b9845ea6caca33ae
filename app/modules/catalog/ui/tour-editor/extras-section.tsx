import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useAllAttributes } from "#app/modules/catalog/catalog.api-client";
import { useSiteMoney } from "#app/shared/ui/money-input";
import { FormSection } from "#app/shared/ui/page-header";
import { IdChoice, NoChoices } from "./id-choices";
import type { TourForm } from "./tour-form-schema";

/** The extra-price groups the package offers, each shown with its details and prices. */
export function ExtrasSection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  const { format } = useSiteMoney();
  const attributes = useAllAttributes();
  const { control } = form;
  return (
    <FormSection title={t("section.extras")} description={t("tour.extras_intro")}>
      <Controller
        control={control}
        name="attribute_ids"
        render={({ field }) => (
          <fieldset>
            <legend className="sr-only">{t("section.extras")}</legend>
            {attributes.data?.length ? (
              <ul className="space-y-2">
                {attributes.data.map((a) => (
                  <li key={a.id}>
                    <IdChoice
                      field={field}
                      id={a.id}
                      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
                      inputClassName="mt-0.5 size-5 shrink-0 accent-brand-700"
                      testId={`tour-attribute-${a.id}`}
                    >
                      <span className="min-w-0">
                        <span className="block font-medium text-slate-900">{a.name}</span>
                        <span className="block text-xs text-slate-600">{t(`choice_rule.${a.choice_rule}`)}</span>
                        {a.details.length ? (
                          <span className="mt-1 block text-sm text-slate-700">
                            {a.details.map((d) => (
                              <span key={d.id} className="block">
                                {d.name}: <span className="tabular-nums">{format(d.price)}</span>{" "}
                                <span className="text-slate-600">{t(`per.${d.per}`)}</span>
                              </span>
                            ))}
                          </span>
                        ) : (
                          <span className="mt-1 block text-sm text-slate-600">{t("attribute.no_details")}</span>
                        )}
                      </span>
                    </IdChoice>
                  </li>
                ))}
              </ul>
            ) : (
              <NoChoices
                pending={attributes.isPending}
                none={t("tour.no_attributes")}
                addTo="/panel/tour/attribute/create"
                addLabel={t("attribute.add")}
              />
            )}
          </fieldset>
        )}
      />
    </FormSection>
  );
}
