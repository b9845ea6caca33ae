import { ListPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { z } from "zod";
import { catalogClient, catalogKeys, catalogQueries } from "#app/modules/catalog/catalog.api-client";
import {
  type AttributeInput,
  attributeInput,
  type attributeEditDto,
  choiceRule,
} from "#app/modules/catalog/catalog.contract";
import { emptyTranslations, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { RecordEditorPage, RecordForm, useRecordEditor } from "#app/shared/ui/record-editor-page";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { RadioCards } from "#app/shared/ui/choice-group";
import { translationFields } from "#app/shared/translatable.contract";

type AttributeEdit = z.infer<typeof attributeEditDto>;

const attributeForm = z
  .object({
    name: translationFields,
    choice_rule: z.string(),
    sort_order: z.string(),
  })
  .transform(
    (v): AttributeInput => ({
      name: v.name,
      choice_rule: v.choice_rule as AttributeInput["choice_rule"],
      sort_order: numberField(v.sort_order),
    }),
  )
  .pipe(attributeInput);
type AttributeFormValues = z.input<typeof attributeForm>;

const EMPTY: AttributeFormValues = { name: emptyTranslations(), choice_rule: "single", sort_order: "0" };

function toFormValues(a: AttributeEdit): AttributeFormValues {
  return { name: toTranslationFields(a.name), choice_rule: a.choice_rule, sort_order: String(a.sort_order) };
}

const attributeWrites = {
  create: (input: AttributeInput) => catalogClient.saveAttribute(undefined, input),
  update: catalogClient.saveAttribute,
  remove: catalogClient.deleteAttribute,
};
const deleteName = (r: AttributeEdit) => r.name.id;
// A new group has no details yet: go and add them.
const afterCreate = (saved: { id: number }) => `/panel/tour/attribute/${saved.id}/detail`;

/**
 * /panel/tour/attribute/create and /{id}: an extra-price group ("Room type"), its name per
 * language and whether a booking may pick one or several of its details.
 */
export function AttributeEditorPage({ id }: { id: number | undefined }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <RecordEditorPage
      title={id ? t("attribute.edit_title") : t("attribute.create_title")}
      description={t("attribute.form_intro")}
      back={{ to: "/panel/tour/attribute", label: t("attribute.back") }}
      load={id === undefined ? undefined : catalogQueries.attributeEdit(id)}
      actions={
        id ? (
          <Link to={`/panel/tour/attribute/${id}/detail`} className={buttonClass.secondary}>
            <ListPlus aria-hidden className="size-5" />
            {t("attribute.manage_details")}
          </Link>
        ) : undefined
      }
    >
      {(record) => <AttributeEditor record={record} />}
    </RecordEditorPage>
  );
}

function AttributeEditor({ record }: { record?: AttributeEdit }) {
  const { t } = useTranslation("catalog_admin");
  const { form, tabs, formProps } = useRecordEditor({
    schema: attributeForm,
    record,
    empty: EMPTY,
    toValues: toFormValues,
    deleteName,
    writes: attributeWrites,
    invalidate: catalogKeys.attributes,
    listPath: "/panel/tour/attribute",
    afterCreate,
  });
  const { errors } = form.formState;

  return (
    <RecordForm testId="attribute" {...formProps}>
      <FormSection title={t("section.names")} description={t("attribute.name_intro")}>
        <TranslatedFields
          form={form}
          tabs={tabs}
          testId="attribute"
          fields={[{ name: "name", label: t("fields.name"), required: true }]}
        />
      </FormSection>

      <FormSection title={t("section.settings")}>
        <RadioCards
          legend={t("fields.choice_rule")}
          options={choiceRule.options}
          registration={form.register("choice_rule")}
          label={(rule) => t(`choice_rule.${rule}`)}
          help={(rule) => t(`choice_rule.${rule}_help`)}
          testId={(rule) => `attribute-choice-${rule}`}
          error={errors.choice_rule?.message}
          errorId="choice-rule-error"
        />
        <SortOrderField form={form} className="mt-4 max-w-xs" />
        {record ? (
          <p className="mt-4 text-sm text-slate-600">{t("attribute.tour_count", { count: record.tour_count })}</p>
        ) : null}
      </FormSection>
    </RecordForm>
  );
}
