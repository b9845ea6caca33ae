import type { FieldValues, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { catalogClient, catalogKeys, catalogQueries } from "#app/modules/catalog/catalog.api-client";
import {
  type CategoryInput,
  categoryInput,
  type categoryEditDto,
  type DestinationInput,
  destinationInput,
  type destinationEditDto,
} from "#app/modules/catalog/catalog.contract";
import { ImageField, type ImageDto } from "#app/modules/media/ui/image-upload";
import type { Locale } from "#app/shared/i18n/config";
import { emptyTranslations, numberField, optionalText, toTranslationFields } from "#app/shared/ui/form-values";
import { FormSection } from "#app/shared/ui/page-header";
import { RecordEditorPage, RecordForm, useRecordEditor } from "#app/shared/ui/record-editor-page";
import { LanguageTextField, SlugField, SortOrderField } from "#app/shared/ui/record-fields";
import { TranslationTabs } from "#app/shared/ui/fields/translation-tabs";
import { translationFields } from "#app/shared/translatable.contract";

/** The two ways a package is grouped: categories (a name) and destinations (a name, a text, a picture). */
export type TaxonomyKind = "category" | "destination";
type Edit = z.infer<typeof categoryEditDto> | z.infer<typeof destinationEditDto>;

const translations = translationFields;
/** The form's fields (texts as typed), turned into the kind's contract input, then checked by it. */
const fields = z.object({
  name: translations,
  description: translations,
  slug: z.string(),
  image: z.custom<ImageDto | null>(),
  sort_order: z.string(),
});
type Values = z.input<typeof fields>;
const forms = {
  category: fields
    .transform(
      (v): CategoryInput => ({ name: v.name, slug: optionalText(v.slug), sort_order: numberField(v.sort_order) }),
    )
    .pipe(categoryInput),
  destination: fields
    .transform(
      (v): DestinationInput => ({
        name: v.name,
        description: v.description,
        slug: optionalText(v.slug),
        image_id: v.image?.id ?? null,
        sort_order: numberField(v.sort_order),
      }),
    )
    .pipe(destinationInput),
};

const EMPTY: Values = {
  name: emptyTranslations(),
  description: emptyTranslations(),
  slug: "",
  image: null,
  sort_order: "0",
};

function toValues(r: Edit): Values {
  return {
    name: toTranslationFields(r.name),
    description: "description" in r ? toTranslationFields(r.description) : emptyTranslations(),
    slug: r.slug,
    image: "image" in r ? r.image : null,
    sort_order: String(r.sort_order),
  };
}

const KINDS = {
  category: {
    width: "max-w-3xl",
    listPath: "/panel/tour/category",
    queryKey: catalogKeys.categories,
    query: catalogQueries.categoryEdit,
    writes: {
      create: (input: unknown) => catalogClient.saveCategory(undefined, input as CategoryInput),
      update: (id: number, input: unknown) => catalogClient.saveCategory(id, input as CategoryInput),
      remove: catalogClient.deleteCategory,
    },
    text: {
      edit_title: "category.edit_title",
      create_title: "category.create_title",
      form_intro: "category.form_intro",
      back: "category.back",
    },
    textsTitle: "section.names",
    textsIntro: "section.names_intro",
    withText: false,
  },
  destination: {
    width: "max-w-4xl",
    listPath: "/panel/tour/destination",
    queryKey: catalogKeys.destinations,
    query: catalogQueries.destinationEdit,
    writes: {
      create: (input: unknown) => catalogClient.saveDestination(undefined, input as DestinationInput),
      update: (id: number, input: unknown) => catalogClient.saveDestination(id, input as DestinationInput),
      remove: catalogClient.deleteDestination,
    },
    text: {
      edit_title: "destination.edit_title",
      create_title: "destination.create_title",
      form_intro: "destination.form_intro",
      back: "destination.back",
    },
    textsTitle: "section.content",
    textsIntro: "section.content_intro",
    withText: true,
  },
} as const;

const deleteName = (r: Edit) => r.name.id;

/**
 * /panel/tour/category/... and /panel/tour/destination/...: create and edit pages of a category
 * (name per language, slug, order) or a destination (also a description per language and a
 * picture).
 */
export function TaxonomyEditorPage({ kind, id }: { kind: TaxonomyKind; id: number | undefined }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <RecordEditorPage<Edit>
      width={KINDS[kind].width}
      title={id ? t(KINDS[kind].text.edit_title) : t(KINDS[kind].text.create_title)}
      description={t(KINDS[kind].text.form_intro)}
      back={{ to: KINDS[kind].listPath, label: t(KINDS[kind].text.back) }}
      load={id === undefined ? undefined : (KINDS[kind].query(id) as never)}
    >
      {(record) => <TaxonomyEditor kind={kind} record={record} />}
    </RecordEditorPage>
  );
}

function TaxonomyEditor({ kind, record }: { kind: TaxonomyKind; record?: Edit }) {
  const { t } = useTranslation("catalog_admin");
  const config = KINDS[kind];
  const { form, tabs, formProps } = useRecordEditor({
    schema: forms[kind] as z.ZodType<FieldValues, Values>,
    record,
    empty: EMPTY,
    toValues,
    deleteName,
    writes: config.writes,
    invalidate: config.queryKey,
    listPath: config.listPath,
  });

  return (
    <RecordForm testId={kind} {...formProps}>
      <FormSection title={t(config.textsTitle)} description={t(config.textsIntro)}>
        <TranslationTabs {...tabs}>
          {(locale) =>
            config.withText ? (
              <div className="space-y-4">
                <NameInput form={form} kind={kind} locale={locale} />
                <LanguageTextField
                  form={form}
                  name={`description.${locale}`}
                  locale={locale}
                  label={t("fields.description")}
                  testId={`${kind}-description-${locale}`}
                  rows={5}
                />
              </div>
            ) : (
              <NameInput form={form} kind={kind} locale={locale} />
            )
          }
        </TranslationTabs>
      </FormSection>

      {config.withText ? (
        <FormSection title={t("section.image")}>
          <ImageField
            control={form.control}
            name="image"
            label={t("fields.destination_image")}
            testId="destination-image"
          />
        </FormSection>
      ) : null}

      <FormSection title={t("section.settings")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SlugField form={form} testId={`${kind}-slug`} />
          <SortOrderField form={form} testId={`${kind}-sort-order`} />
        </div>
        {/* Only a category counts its packages on its form. */}
        {record && "tour_count" in record ? (
          <p className="mt-4 text-sm text-slate-600">{t("category.tour_count", { count: record.tour_count })}</p>
        ) : null}
      </FormSection>
    </RecordForm>
  );
}

function NameInput({
  form,
  kind,
  locale,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  kind: TaxonomyKind;
  locale: Locale;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <LanguageTextField
      form={form}
      name={`name.${locale}`}
      locale={locale}
      label={t("fields.name")}
      testId={`${kind}-name-${locale}`}
      required={locale === "id"}
    />
  );
}
