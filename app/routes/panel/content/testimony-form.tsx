import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Star } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import { type TestimonyInput, type testimonyEditDto, testimonyInput } from "#app/modules/content/content.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions, FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { emptyTranslations, localesWithErrors, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { type ImageDto, ImageUpload } from "#app/modules/media/ui/image-upload";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/testimony-form";
import { CheckboxField, contentKey, pathError, useContentT } from "#app/shared/ui/list-kit";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "testimony_id" in params ? t("ui.testimony.edit_title") : t("ui.testimony.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type TestimonyEdit = z.infer<typeof testimonyEditDto>;
const KEY = contentKey("testimony");
const RATINGS = [1, 2, 3, 4, 5] as const;

const testimonyForm = z
  .object({
    name: z.string(),
    photo: z.custom<ImageDto | null>(),
    text: z.object({ id: z.string(), en: z.string(), my: z.string() }),
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

/** /panel/tour/testimony/create and /panel/tour/testimony/{id}. */
export default function TestimonyForm() {
  const { testimony_id } = useParams();
  const id = testimony_id ? Number(testimony_id) : undefined;
  const { t } = useContentT();
  const query = useQuery({
    queryKey: [...KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: TestimonyEdit }>(`/testimony/${id}/edit`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={id ? t("ui.testimony.edit_title") : t("ui.testimony.create_title")}
        description={t("ui.testimony.form_intro")}
        back={{ to: "/panel/tour/testimony", label: t("ui.testimony.back") }}
      />
      {id === undefined ? (
        <TestimonyEditor />
      ) : query.data ? (
        <TestimonyEditor key={id} record={query.data.data} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/tour/testimony" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function TestimonyEditor({ record }: { record?: TestimonyEdit }) {
  const { t } = useContentT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo<TestimonyFormValues>(
    () =>
      record
        ? {
            name: record.name,
            photo: record.photo,
            text: toTranslationFields(record.text),
            rating: String(record.rating),
            visible: record.visible,
            sort_order: String(record.sort_order),
          }
        : EMPTY,
    [record],
  );
  const form = useContractForm(testimonyForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string }>(record ? `/testimony/${record.id}` : "/testimony", {
          method: record ? "PUT" : "POST",
          body: input,
        });
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: KEY });
        if (!record) navigate("/panel/tour/testimony");
      } catch (err) {
        handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
      }
    },
    (errs) => {
      const locs = localesWithErrors(errs);
      if (locs.length && !locs.includes(tab)) setTab(locs[0]);
    },
  );

  const onDelete = record
    ? async () => {
        if (await deleteRecord(`/testimony/${record.id}`, { invalidate: [KEY], name: record.name }))
          navigate("/panel/tour/testimony");
      }
    : undefined;
  const ratingError = errors.rating?.message;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="testimony-form">
      <FormSection title={t("ui.testimony.section_customer")}>
        <div className="space-y-4">
          <FormField label={t("catalog_admin:fields.name")} error={errors.name?.message} required>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("name")}
                type="text"
                autoComplete="off"
                className={controlClass}
                data-testid="testimony-name"
              />
            )}
          </FormField>
          <Controller
            control={form.control}
            name="photo"
            render={({ field }) => (
              <ImageUpload
                label={t("ui.fields.photo")}
                hint={t("catalog_admin:image.hint")}
                value={field.value ?? null}
                onChange={field.onChange}
                error={pathError(errors, "photo_image_id")}
                testId="testimony-photo"
              />
            )}
          />
        </div>
      </FormSection>
      <FormSection title={t("ui.fields.text")} description={t("catalog_admin:section.content_intro")}>
        <TranslationTabs
          value={tab}
          onValueChange={setTab}
          errorLocales={localesWithErrors(errors)}
          label={t("catalog_admin:ui.language_tabs")}
        >
          {(locale) => (
            <FormField
              label={languageLabel(t("ui.fields.text"), locale)}
              error={errors.text?.[locale]?.message}
              required={locale === "id"}
              optionalLabel={t("catalog_admin:ui.optional")}
            >
              {(a11y) => (
                <textarea
                  {...a11y}
                  {...form.register(`text.${locale}`)}
                  lang={langAttr(locale)}
                  rows={5}
                  className={controlClass}
                  data-testid={`testimony-text-${locale}`}
                />
              )}
            </FormField>
          )}
        </TranslationTabs>
      </FormSection>
      <FormSection title={t("catalog_admin:section.settings")}>
        <div className="space-y-4">
          <fieldset aria-describedby={ratingError ? "testimony-rating-error" : undefined}>
            <legend className="mb-2 text-sm font-medium text-slate-800">
              {t("ui.fields.rating")}
              <span aria-hidden="true" className="text-red-700">
                {" "}
                *
              </span>
            </legend>
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
            {ratingError ? (
              <p id="testimony-rating-error" className="mt-1 text-sm text-red-700">
                {ratingError}
              </p>
            ) : null}
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <CheckboxField
              label={t("ui.fields.visible")}
              hint={t("ui.testimony.visible_hint")}
              inputProps={form.register("visible")}
              testId="testimony-visible"
            />
            <FormField
              label={t("catalog_admin:fields.sort_order")}
              error={errors.sort_order?.message}
              hint={t("catalog_admin:fields.sort_order_hint")}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.register("sort_order")}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  className={controlClass}
                />
              )}
            </FormField>
          </div>
        </div>
      </FormSection>
      <FormActions
        saving={isSubmitting}
        cancelTo="/panel/tour/testimony"
        onDelete={onDelete ? () => void onDelete() : undefined}
        saveTestId="testimony-save"
        deleteTestId="testimony-delete"
      />
    </form>
  );
}
