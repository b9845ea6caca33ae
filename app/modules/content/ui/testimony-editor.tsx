import { ChoiceGroup } from "#app/shared/ui/choice-group";
import { Star } from "lucide-react";
import { z } from "zod";
import { type TestimonyEditDto, type TestimonyInput, testimonyInput } from "#app/modules/content/content.contract";
import { ImageField, type ImageDto } from "#app/modules/media/ui/image-upload";
import { emptyTranslations, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { CheckboxField } from "#app/shared/ui/list-kit";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import { FormSection } from "#app/shared/ui/page-header";
import { RecordForm, useRecordEditor } from "#app/shared/ui/record-editor-page";
import { SortOrderField, TranslatedFields } from "#app/shared/ui/record-fields";
import { NameField } from "./content-fields";
import { useContentT } from "./use-content-t";
import { translationFields } from "#app/shared/translatable.contract";

const RATINGS = [1, 2, 3, 4, 5] as const;

const testimonyForm = z
  .object({
    name: z.string(),
    photo: z.custom<ImageDto | null>(),
    text: translationFields,
    rating: z.string(),
    visible: z.boolean(),
    sort_order: z.string(),
  })
  .transform(
    (v): TestimonyInput => ({
      name: v.name,
      photo_image_id: v.photo?.id ?? null,
      text: v.text,
      rating: numberField(v.rating) as number,
      visible: v.visible,
      sort_order: numberField(v.sort_order),
    }),
  )
  .pipe(testimonyInput);
type TestimonyFormValues = z.input<typeof testimonyForm>;

const EMPTY: TestimonyFormValues = {
  name: "",
  photo: null,
  text: emptyTranslations(),
  rating: "5",
  visible: true,
  sort_order: "0",
};

export const TESTIMONY_LIST = "/panel/tour/testimony";

const toValues = (record: TestimonyEditDto): TestimonyFormValues => ({
  name: record.name,
  photo: record.photo,
  text: toTranslationFields(record.text),
  rating: String(record.rating),
  visible: record.visible,
  sort_order: String(record.sort_order),
});
const deleteName = (record: TestimonyEditDto) => record.name;

/** A customer's testimony: name, photo, text per language, rating, visibility and order. */
export function TestimonyEditor({ record }: { record?: TestimonyEditDto }) {
  const { t } = useContentT();
  const { form, tabs, formProps } = useRecordEditor({
    schema: testimonyForm,
    record,
    empty: EMPTY,
    toValues,
    deleteName,
    writes: contentClient.testimony,
    invalidate: contentKeys.all("testimony"),
    listPath: TESTIMONY_LIST,
  });
  const { errors } = form.formState;

  return (
    <RecordForm testId="testimony" {...formProps}>
      <FormSection title={t("ui.testimony.section_customer")}>
        <div className="space-y-4">
          <NameField form={form} testId="testimony-name" autoComplete="off" />
          <ImageField
            control={form.control}
            name="photo"
            errorPath="photo_image_id"
            label={t("ui.fields.photo")}
            testId="testimony-photo"
          />
        </div>
      </FormSection>
      <FormSection title={t("ui.fields.text")} description={t("catalog_admin:section.content_intro")}>
        <TranslatedFields
          form={form}
          tabs={tabs}
          testId="testimony"
          fields={[{ name: "text", label: t("ui.fields.text"), required: true, rows: 5 }]}
        />
      </FormSection>
      <FormSection title={t("catalog_admin:section.settings")}>
        <div className="space-y-4">
          <ChoiceGroup legend={t("ui.fields.rating")} error={errors.rating?.message} required>
            <div className="flex flex-wrap gap-2">
              {RATINGS.map((n) => (
                <label
                  key={n}
                  className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-checked:border-brand-600 has-checked:bg-brand-50"
                >
                  <input
                    type="radio"
                    value={String(n)}
                    {...form.register("rating")}
                    className="size-5 accent-brand-700"
                    data-testid={`testimony-rating-${n}`}
                  />
                  <Star aria-hidden className="size-4 fill-amber-400 text-amber-500" />
                  <span>{t("ui.testimony.rating_value", { rating: n })}</span>
                </label>
              ))}
            </div>
          </ChoiceGroup>
          <div className="grid gap-4 sm:grid-cols-2">
            <CheckboxField
              label={t("ui.fields.visible")}
              hint={t("ui.testimony.visible_hint")}
              inputProps={form.register("visible")}
              testId="testimony-visible"
            />
            <SortOrderField form={form} />
          </div>
        </div>
      </FormSection>
    </RecordForm>
  );
}
