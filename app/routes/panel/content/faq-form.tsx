import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import { type FaqInput, type faqEditDto, faqInput } from "#app/modules/content/content.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions, FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { emptyTranslations, localesWithErrors, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { RichTextField } from "#app/shared/ui/rich-text-field";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/faq-form";
import { contentKey, useContentT } from "#app/shared/ui/list-kit";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "faq_id" in params ? t("ui.faq.edit_title") : t("ui.faq.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type FaqEdit = z.infer<typeof faqEditDto>;
const KEY = contentKey("faq");
const tr = z.object({ id: z.string(), en: z.string(), my: z.string() });

const faqForm = z
  .object({ question: tr, answer: tr, sort_order: z.string() })
  .transform((v): FaqInput => ({ question: v.question, answer: v.answer, sort_order: numberField(v.sort_order) }))
  .pipe(faqInput);
type FaqFormValues = z.input<typeof faqForm>;

const EMPTY: FaqFormValues = { question: emptyTranslations(), answer: emptyTranslations(), sort_order: "0" };

/** /panel/faq/create and /panel/faq/{id}: question and answer per language, order. */
export default function FaqForm() {
  const { faq_id } = useParams();
  const id = faq_id ? Number(faq_id) : undefined;
  const { t } = useContentT();
  const query = useQuery({
    queryKey: [...KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: FaqEdit }>(`/faq/${id}/edit`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={id ? t("ui.faq.edit_title") : t("ui.faq.create_title")}
        description={t("ui.faq.form_intro")}
        back={{ to: "/panel/faq", label: t("ui.faq.back") }}
      />
      {id === undefined ? (
        <FaqEditor />
      ) : query.data ? (
        <FaqEditor key={id} record={query.data.data} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/faq" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function FaqEditor({ record }: { record?: FaqEdit }) {
  const { t } = useContentT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo<FaqFormValues>(
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
  const form = useContractForm(faqForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string }>(record ? `/faq/${record.id}` : "/faq", {
          method: record ? "PUT" : "POST",
          body: input,
        });
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: KEY });
        if (!record) navigate("/panel/faq");
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
        if (await deleteRecord(`/faq/${record.id}`, { invalidate: [KEY], name: record.question.id }))
          navigate("/panel/faq");
      }
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="faq-form">
      <FormSection title={t("catalog_admin:section.content")} description={t("catalog_admin:section.content_intro")}>
        <TranslationTabs
          value={tab}
          onValueChange={setTab}
          errorLocales={localesWithErrors(errors)}
          label={t("catalog_admin:ui.language_tabs")}
        >
          {(locale) => (
            <div className="space-y-4">
              <FormField
                label={languageLabel(t("ui.fields.question"), locale)}
                error={errors.question?.[locale]?.message}
                required={locale === "id"}
                optionalLabel={t("catalog_admin:ui.optional")}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    {...form.register(`question.${locale}`)}
                    lang={langAttr(locale)}
                    type="text"
                    className={controlClass}
                    data-testid={`faq-question-${locale}`}
                  />
                )}
              </FormField>
              <FormField
                label={languageLabel(t("ui.fields.answer"), locale)}
                error={errors.answer?.[locale]?.message}
                hint={t("catalog_admin:fields.description_hint")}
                required={locale === "id"}
                optionalLabel={t("catalog_admin:ui.optional")}
              >
                {(a11y) => (
                  <Controller
                    control={form.control}
                    name={`answer.${locale}`}
                    render={({ field }) => (
                      <RichTextField
                        a11y={a11y}
                        value={field.value ?? ""}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        lang={langAttr(locale)}
                        rows={6}
                        testId={`faq-answer-${locale}`}
                      />
                    )}
                  />
                )}
              </FormField>
            </div>
          )}
        </TranslationTabs>
      </FormSection>
      <FormSection title={t("catalog_admin:section.settings")}>
        <FormField
          label={t("catalog_admin:fields.sort_order")}
          error={errors.sort_order?.message}
          hint={t("catalog_admin:fields.sort_order_hint")}
          className="max-w-xs"
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
              data-testid="faq-sort-order"
            />
          )}
        </FormField>
      </FormSection>
      <FormActions
        saving={isSubmitting}
        cancelTo="/panel/faq"
        onDelete={onDelete ? () => void onDelete() : undefined}
        saveTestId="faq-save"
        deleteTestId="faq-delete"
      />
    </form>
  );
}
