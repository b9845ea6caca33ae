import { useMemo } from "react";
import { z } from "zod";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import { type FaqEditDto, type FaqInput, faqInput } from "#app/modules/content/content.contract";
import { emptyTranslations, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { LanguageRichTextField, LanguageTextField, SortOrderField } from "#app/shared/ui/record-fields";
import { RecordForm, useRecordWrites } from "#app/shared/ui/record-editor-page";
import { TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useTranslatableForm } from "#app/shared/ui/use-translatable-form";
import { useContentT } from "./use-content-t";

const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });
const faqForm = z
  .object({ question: tr, answer: tr, sort_order: z.string() })
  .transform((v): FaqInput => ({ question: v.question, answer: v.answer, sort_order: numberField(v.sort_order) }))
  .pipe(faqInput);
type FaqFormValues = z.input<typeof faqForm>;

const EMPTY: FaqFormValues = { question: emptyTranslations(), answer: emptyTranslations(), sort_order: "0" };
export const FAQ_LIST = "/panel/faq";

/** A question and its answer per language, and its order on the FAQ page. */
export function FaqEditor({ record }: { record?: FaqEditDto }) {
  const { t } = useContentT();
  const defaults = useMemo<FaqFormValues>(
    () =>
      record
        ? {
            question: toTranslationFields(record.question),
            answer: toTranslationFields(record.answer),
            sort_order: String(record.sort_order),
          }
        : EMPTY,
    [record],
  );
  const { form, tabs, onSubmit } = useTranslatableForm(faqForm, defaults);
  const { errors, isSubmitting } = form.formState;
  const writes = useRecordWrites({
    id: record?.id,
    writes: contentClient.faq,
    invalidate: contentKeys.all("faq"),
    listPath: FAQ_LIST,
  });

  return (
    <RecordForm
      testId="faq"
      onSubmit={onSubmit(writes.save)}
      saving={isSubmitting}
      cancelTo={FAQ_LIST}
      onDelete={record && writes.remove ? () => void writes.remove?.(record.question.id) : undefined}
    >
      <FormSection title={t("catalog_admin:section.content")} description={t("catalog_admin:section.content_intro")}>
        <TranslationTabs {...tabs}>
          {(locale) => (
            <div className="space-y-4">
              <LanguageTextField
                label={t("ui.fields.question")}
                locale={locale}
                registration={form.register(`question.${locale}`)}
                error={errors.question?.[locale]?.message}
                required={locale === "id"}
                testId={`faq-question-${locale}`}
              />
              <LanguageRichTextField
                control={form.control}
                name={`answer.${locale}`}
                label={t("ui.fields.answer")}
                locale={locale}
                error={errors.answer?.[locale]?.message}
                required={locale === "id"}
                rows={6}
                testId={`faq-answer-${locale}`}
              />
            </div>
          )}
        </TranslationTabs>
      </FormSection>
      <FormSection title={t("catalog_admin:section.settings")}>
        <SortOrderField
          registration={form.register("sort_order")}
          error={errors.sort_order?.message}
          className="max-w-xs"
          testId="faq-sort-order"
        />
      </FormSection>
    </RecordForm>
  );
}
