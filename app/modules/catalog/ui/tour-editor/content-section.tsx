import { useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { localesWithErrors } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { TranslationTabs } from "#app/shared/ui/fields/translation-tabs";
import { FacilitiesEditor, ItineraryEditor, TourTextsEditor } from "./content-editors";
import type { TabbedSectionProps } from "./tour-form-schema";

/**
 * The translatable texts in a tab per language: name, description, itinerary days and
 * facilities. The tab is the editor's (a failed save opens the language with the error).
 */
export function ContentSection({ form, tab, onTabChange }: TabbedSectionProps) {
  const { t } = useTranslation("catalog_admin");
  const { control } = form;
  const { errors } = form.formState;
  const days = useFieldArray({ control, name: "itinerary" });
  const facilities = useFieldArray({ control, name: "facilities" });
  return (
    <FormSection title={t("section.content")} description={t("tour.content_intro")} testId="tour-content">
      <TranslationTabs
        value={tab}
        onValueChange={onTabChange}
        errorLocales={localesWithErrors(errors)}
        label={t("ui.language_tabs")}
      >
        {(locale) => (
          <>
            <TourTextsEditor locale={locale} form={form} />
            <ItineraryEditor locale={locale} form={form} days={days} />
            <FacilitiesEditor locale={locale} form={form} items={facilities} />
          </>
        )}
      </TranslationTabs>
    </FormSection>
  );
}
