import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type CategoryDto,
  type CategoryInput,
  categoryInput,
  type categoryEditDto,
} from "#app/modules/catalog/catalog.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions, FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import {
  emptyTranslations,
  localesWithErrors,
  numberField,
  optionalText,
  toTranslationFields,
} from "#app/shared/ui/form-values";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/category-form";
import { CATEGORY_KEY } from "#app/modules/catalog/ui/query-keys";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: "category_id" in params ? t("category.edit_title") : t("category.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type CategoryEdit = z.infer<typeof categoryEditDto>;

/** The form's fields (texts as typed) turned into the contract's input, then checked by it. */
const categoryForm = z
  .object({
    name: z.object({ id: z.string(), en: z.string(), my: z.string() }),
    slug: z.string(),
    sort_order: z.string(),
  })
  .transform(
    (v): CategoryInput => ({ name: v.name, slug: optionalText(v.slug), sort_order: numberField(v.sort_order) }),
  )
  .pipe(categoryInput);
type CategoryFormValues = z.input<typeof categoryForm>;

const EMPTY: CategoryFormValues = { name: emptyTranslations(), slug: "", sort_order: "0" };

function toFormValues(c: CategoryEdit): CategoryFormValues {
  return { name: toTranslationFields(c.name), slug: c.slug, sort_order: String(c.sort_order) };
}

/** /panel/tour/category/create and /panel/tour/category/{id}: name per language, slug, order. */
export default function CategoryForm() {
  const { category_id } = useParams();
  const id = category_id ? Number(category_id) : undefined;
  const { t } = useTranslation("catalog_admin");
  const query = useQuery({
    queryKey: [...CATEGORY_KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: CategoryEdit }>(`/category/${id}/edit`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={id ? t("category.edit_title") : t("category.create_title")}
        description={t("category.form_intro")}
        back={{ to: "/panel/tour/category", label: t("category.back") }}
      />
      {id === undefined ? (
        <CategoryEditor />
      ) : query.data ? (
        <CategoryEditor key={id} record={query.data.data} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/tour/category" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function CategoryEditor({ record }: { record?: CategoryEdit }) {
  const { t } = useTranslation("catalog_admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo(() => (record ? toFormValues(record) : EMPTY), [record]);
  const form = useContractForm(categoryForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  const errorLocales = localesWithErrors(errors);

  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string; data: CategoryDto }>(record ? `/category/${record.id}` : "/category", {
          method: record ? "PUT" : "POST",
          body: input,
        });
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: CATEGORY_KEY });
        if (!record) navigate("/panel/tour/category");
      } catch (err) {
        handleWriteError(err, t("ui.unavailable"), form);
      }
    },
    (errs) => {
      const locs = localesWithErrors(errs);
      if (locs.length && !locs.includes(tab)) setTab(locs[0]);
    },
  );

  const onDelete = record
    ? async () => {
        const ok = await deleteRecord(`/category/${record.id}`, {
          invalidate: [CATEGORY_KEY],
          name: record.name.id,
        });
        if (ok) navigate("/panel/tour/category");
      }
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="category-form">
      <FormSection title={t("section.names")} description={t("section.names_intro")}>
        <TranslationTabs value={tab} onValueChange={setTab} errorLocales={errorLocales} label={t("ui.language_tabs")}>
          {(locale) => (
            <FormField
              label={languageLabel(t("fields.name"), locale)}
              error={errors.name?.[locale]?.message}
              required={locale === "id"}
              optionalLabel={t("ui.optional")}
            >
              {(a11y) => (
                <input
                  {...a11y}
                  {...form.register(`name.${locale}`)}
                  lang={langAttr(locale)}
                  type="text"
                  className={controlClass}
                  data-testid={`category-name-${locale}`}
                />
              )}
            </FormField>
          )}
        </TranslationTabs>
      </FormSection>

      <FormSection title={t("section.settings")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t("fields.slug")}
            error={errors.slug?.message}
            hint={t("fields.slug_hint")}
            optionalLabel={t("ui.optional")}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("slug")}
                type="text"
                autoCapitalize="none"
                spellCheck={false}
                className={controlClass}
                data-testid="category-slug"
              />
            )}
          </FormField>
          <FormField
            label={t("fields.sort_order")}
            error={errors.sort_order?.message}
            hint={t("fields.sort_order_hint")}
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
                data-testid="category-sort-order"
              />
            )}
          </FormField>
        </div>
        {record ? (
          <p className="mt-4 text-sm text-slate-600">{t("category.tour_count", { count: record.tour_count })}</p>
        ) : null}
      </FormSection>

      <FormActions
        saving={isSubmitting}
        cancelTo="/panel/tour/category"
        onDelete={onDelete ? () => void onDelete() : undefined}
        saveTestId="category-save"
        deleteTestId="category-delete"
      />
    </form>
  );
}
