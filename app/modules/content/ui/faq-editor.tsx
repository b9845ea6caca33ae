import { z } from "zod";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import { type FaqEditDto, type FaqInput, faqInput } from "#app/modules/content/content.contract";
import { emptyTranslations, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { RecordForm, useRecordEditor } from "#app/shared/ui/record-editor-page";
import { useContentT } from "./use-content-t";
import { translationFields } from "#app/shared/translatable.contract";

const tr = translationFields;
const faqForm = z
  .object({ question: tr, answer: tr, sort_order: z.string() })
  .transform((v): FaqInput => ({ question: v.question, answer: v.answer, sort_order: numberField(v.sort_order) }))
  .pipe(faqInput);
type FaqFormValues = z.input<typeof faqForm>;

const EMPTY: FaqFormValues = { question: emptyTranslations(), answer: emptyTranslations(), sort_order: "0" };
export const FAQ_LIST = "/panel/faq";

const toValues = (record: FaqEditDto): FaqFormValues => ({
  question: toTranslationFields(record.question),
  answer: toTranslationFields(record.answer),
  sort_order: String(record.sort_order),
});
const deleteName = (record: FaqEditDto) => record.question.id;

/** A question and its answer per language, and its order on the FAQ page. */
export function FaqEditor({ record }: { record?: FaqEditDto }) {
  const { t } = useContentT();
  const { form, tabs, formProps } = useRecordEditor({
    schema: faqForm,
    record,
    empty: EMPTY,
    toValues,
    deleteName,
    writes: contentClient.faq,
    invalidate: contentKeys.all("faq"),
    listPath: FAQ_LIST,
  });

  return (
    <RecordForm testId="faq" {...formProps}>
      <FormSection title={t("catalog_admin:section.content")} description={t("catalog_admin:section.content_intro")}>
        <TranslatedFields
          form={form}
          tabs={tabs}
          testId="faq"
          fields={[
            { name: "question", label: t("ui.fields.question"), required: true },
            { name: "answer", label: t("ui.fields.answer"), required: true, rich: true, rows: 6 },
          ]}
        />
      </FormSection>
      <FormSection title={t("catalog_admin:section.settings")}>
        <SortOrderField form={form} className="max-w-xs" testId="faq-sort-order" />
      </FormSection>
    </RecordForm>
  );
}
