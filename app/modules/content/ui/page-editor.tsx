import { useWatch } from "react-hook-form";
import { z } from "zod";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import { type PageEditDto, type PageInput, pageInput } from "#app/modules/content/content.contract";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { numberField, optionalText } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { RecordForm, useRecordEditor } from "#app/shared/ui/record-editor-page";
import { EmbedMapField } from "#app/shared/ui/fields/embed-map-field";
import { type Locale, locales } from "#app/shared/i18n/config";
import { perLocale } from "#app/shared/translatable.contract";
import { useContentT } from "./use-content-t";

const GROUPS = ["none", "footer", "branch"] as const;
const lang = z.object({ title: z.string(), body: z.string() });

const pageForm = z
  .object({
    langs: perLocale(lang, lang),
    group: z.enum(GROUPS),
    address: z.string(),
    phone: z.string(),
    embed_map: z.string(),
    sort_order: z.string(),
  })
  .transform((v): PageInput => {
    const branch = v.group === "branch";
    return {
      langs: v.langs,
      group: v.group,
      address: branch ? (optionalText(v.address) ?? null) : null,
      phone: branch ? (optionalText(v.phone) ?? null) : null,
      embed_map: branch ? (optionalText(v.embed_map) ?? null) : null,
      sort_order: numberField(v.sort_order),
    };
  })
  .pipe(pageInput);
type PageFormValues = z.input<typeof pageForm>;

const emptyLang = () => ({ title: "", body: "" });
const EMPTY: PageFormValues = {
  langs: Object.fromEntries(locales.map((l) => [l, emptyLang()])) as Record<Locale, ReturnType<typeof emptyLang>>,
  group: "none",
  address: "",
  phone: "",
  embed_map: "",
  sort_order: "0",
};

export const PAGE_LIST = "/panel/page";

const toValues = (record: PageEditDto): PageFormValues => ({
  langs: record.langs,
  group: record.group,
  address: record.address ?? "",
  phone: record.phone ?? "",
  embed_map: record.embed_map ?? "",
  sort_order: String(record.sort_order),
});
const deleteName = (record: PageEditDto) => record.langs.id.title;

/** A page's title and body per language, its group and, for a branch, its address and map. */
export function PageEditor({ record }: { record?: PageEditDto }) {
  const { t } = useContentT();
  const { form, tabs, formProps } = useRecordEditor({
    schema: pageForm,
    record,
    empty: EMPTY,
    toValues,
    deleteName,
    writes: contentClient.page,
    invalidate: contentKeys.all("page"),
    listPath: PAGE_LIST,
  });
  const group = useWatch({ control: form.control, name: "group" });

  return (
    <RecordForm testId="page" {...formProps}>
      <FormSection title={t("catalog_admin:section.content")} description={t("catalog_admin:section.content_intro")}>
        <TranslatedFields
          form={form}
          tabs={tabs}
          testId="page"
          path={(name, locale) => `langs.${locale}.${name}`}
          fields={[
            { name: "title", label: t("ui.fields.title"), required: true },
            { name: "body", label: t("ui.fields.body"), rich: true, rows: 12 },
          ]}
        />
      </FormSection>

      <FormSection title={t("catalog_admin:section.settings")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            form={form}
            name="group"
            label={t("ui.fields.group")}
            hint={t("ui.page.group_hint")}
            options={GROUPS.map((g) => ({ value: g, label: t(`ui.group.${g}`) }))}
            data-testid="page-group"
          />
          <SortOrderField form={form} />
        </div>
      </FormSection>

      {group === "branch" ? (
        <FormSection title={t("ui.page.branch_section")} description={t("ui.page.branch_intro")}>
          <div className="space-y-4">
            <TextareaField
              form={form}
              name="address"
              label={t("ui.fields.address")}
              optional
              rows={3}
              data-testid="page-address"
            />
            <InputField
              form={form}
              name="phone"
              label={t("ui.fields.phone")}
              optional
              className="max-w-sm"
              type="tel"
              autoComplete="off"
              data-testid="page-phone"
            />
            <EmbedMapField form={form} name="embed_map" testId="page-embed-map" />
          </div>
        </FormSection>
      ) : null}
    </RecordForm>
  );
}
