import { useMemo } from "react";
import { Controller, useWatch } from "react-hook-form";
import { z } from "zod";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import { type PageEditDto, type PageInput, pageInput } from "#app/modules/content/content.contract";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { numberField, optionalText } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { LanguageRichTextField, LanguageTextField, SortOrderField } from "#app/shared/ui/record-fields";
import { RecordForm, useRecordWrites } from "#app/shared/ui/record-editor-page";
import { TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useTranslatableForm } from "#app/shared/ui/use-translatable-form";
import { EmbedMapField } from "#app/shared/ui/embed-map-field";
import { useContentT } from "./use-content-t";

const GROUPS = ["none", "footer", "branch"] as const;
const lang = z.object({ title: z.string(), body: z.string() });

const pageForm = z
  .object({
    langs: z.object({ id: lang, en: lang, my: lang }),
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
  langs: { id: emptyLang(), en: emptyLang(), my: emptyLang() },
  group: "none",
  address: "",
  phone: "",
  embed_map: "",
  sort_order: "0",
};

export const PAGE_LIST = "/panel/page";

/** A page's title and body per language, its group and, for a branch, its address and map. */
export function PageEditor({ record }: { record?: PageEditDto }) {
  const { t } = useContentT();
  const defaults = useMemo<PageFormValues>(
    () =>
      record
        ? {
            langs: record.langs,
            group: record.group,
            address: record.address ?? "",
            phone: record.phone ?? "",
            embed_map: record.embed_map ?? "",
            sort_order: String(record.sort_order),
          }
        : EMPTY,
    [record],
  );
  const { form, tabs, onSubmit } = useTranslatableForm(pageForm, defaults);
  const { errors, isSubmitting } = form.formState;
  const group = useWatch({ control: form.control, name: "group" });
  const writes = useRecordWrites({
    id: record?.id,
    writes: contentClient.page,
    invalidate: contentKeys.all("page"),
    listPath: PAGE_LIST,
  });

  return (
    <RecordForm
      testId="page"
      onSubmit={onSubmit(writes.save)}
      saving={isSubmitting}
      cancelTo={PAGE_LIST}
      onDelete={record && writes.remove ? () => void writes.remove?.(record.langs.id.title) : undefined}
    >
      <FormSection title={t("catalog_admin:section.content")} description={t("catalog_admin:section.content_intro")}>
        <TranslationTabs {...tabs}>
          {(locale) => (
            <div className="space-y-4">
              <LanguageTextField
                label={t("ui.fields.title")}
                locale={locale}
                registration={form.register(`langs.${locale}.title`)}
                error={errors.langs?.[locale]?.title?.message}
                required={locale === "id"}
                testId={`page-title-${locale}`}
              />
              <LanguageRichTextField
                control={form.control}
                name={`langs.${locale}.body`}
                label={t("ui.fields.body")}
                locale={locale}
                error={errors.langs?.[locale]?.body?.message}
                rows={12}
                testId={`page-body-${locale}`}
              />
            </div>
          )}
        </TranslationTabs>
      </FormSection>

      <FormSection title={t("catalog_admin:section.settings")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("ui.fields.group")} error={errors.group?.message} hint={t("ui.page.group_hint")}>
            {(a11y) => (
              <select {...a11y} {...form.register("group")} className={controlClass} data-testid="page-group">
                {GROUPS.map((g) => (
                  <option key={g} value={g}>
                    {t(`ui.group.${g}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <SortOrderField registration={form.register("sort_order")} error={errors.sort_order?.message} />
        </div>
      </FormSection>

      {group === "branch" ? (
        <FormSection title={t("ui.page.branch_section")} description={t("ui.page.branch_intro")}>
          <div className="space-y-4">
            <FormField
              label={t("ui.fields.address")}
              error={errors.address?.message}
              optionalLabel={t("catalog_admin:ui.optional")}
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  {...form.register("address")}
                  rows={3}
                  className={controlClass}
                  data-testid="page-address"
                />
              )}
            </FormField>
            <FormField
              label={t("ui.fields.phone")}
              error={errors.phone?.message}
              optionalLabel={t("catalog_admin:ui.optional")}
              className="max-w-sm"
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.register("phone")}
                  type="tel"
                  autoComplete="off"
                  className={controlClass}
                  data-testid="page-phone"
                />
              )}
            </FormField>
            <Controller
              control={form.control}
              name="embed_map"
              render={({ field }) => (
                <EmbedMapField
                  value={field.value ?? ""}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.embed_map?.message}
                  testId="page-embed-map"
                />
              )}
            />
          </div>
        </FormSection>
      ) : null}
    </RecordForm>
  );
}
