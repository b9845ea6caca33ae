import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import { type PageInput, type pageEditDto, pageInput } from "#app/modules/content/content.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions, FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { localesWithErrors, numberField, optionalText } from "#app/shared/ui/form-values";
import { RichTextField } from "#app/shared/ui/rich-text-field";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/page-form";
import { contentKey, useContentT } from "#app/shared/ui/list-kit";
import { EmbedMapField } from "#app/modules/content/ui/embed-map-field";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "page_id" in params ? t("ui.page.edit_title") : t("ui.page.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type PageEdit = z.infer<typeof pageEditDto>;
const KEY = contentKey("page");
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

/** /panel/page/Create and /panel/page/{id}: title and body per language, group, branch details. */
export default function PageForm() {
  const { page_id } = useParams();
  const id = page_id ? Number(page_id) : undefined;
  const { t } = useContentT();
  const query = useQuery({
    queryKey: [...KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: PageEdit }>(`/page/${id}/edit`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={id ? t("ui.page.edit_title") : t("ui.page.create_title")}
        description={t("ui.page.form_intro")}
        back={{ to: "/panel/page", label: t("ui.page.back") }}
      />
      {id === undefined ? (
        <PageEditor />
      ) : query.data ? (
        <PageEditor key={id} record={query.data.data} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/page" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function PageEditor({ record }: { record?: PageEdit }) {
  const { t } = useContentT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo<PageFormValues>(
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
  const form = useContractForm(pageForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.reset(defaultValues), [defaultValues, form]);
  const group = useWatch({ control: form.control, name: "group" });

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string }>(record ? `/page/${record.id}` : "/page", {
          method: record ? "PUT" : "POST",
          body: input,
        });
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: KEY });
        if (!record) navigate("/panel/page");
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
        if (await deleteRecord(`/page/${record.id}`, { invalidate: [KEY], name: record.langs.id.title }))
          navigate("/panel/page");
      }
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="page-form">
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
                label={languageLabel(t("ui.fields.title"), locale)}
                error={errors.langs?.[locale]?.title?.message}
                required={locale === "id"}
                optionalLabel={t("catalog_admin:ui.optional")}
              >
                {(a11y) => (
                  <input
                    {...a11y}
                    {...form.register(`langs.${locale}.title`)}
                    lang={langAttr(locale)}
                    type="text"
                    className={controlClass}
                    data-testid={`page-title-${locale}`}
                  />
                )}
              </FormField>
              <FormField
                label={languageLabel(t("ui.fields.body"), locale)}
                error={errors.langs?.[locale]?.body?.message}
                hint={t("catalog_admin:fields.description_hint")}
                optionalLabel={t("catalog_admin:ui.optional")}
              >
                {(a11y) => (
                  <Controller
                    control={form.control}
                    name={`langs.${locale}.body`}
                    render={({ field }) => (
                      <RichTextField
                        a11y={a11y}
                        value={field.value ?? ""}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        lang={langAttr(locale)}
                        rows={12}
                        testId={`page-body-${locale}`}
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

      <FormActions
        saving={isSubmitting}
        cancelTo="/panel/page"
        onDelete={onDelete ? () => void onDelete() : undefined}
        saveTestId="page-save"
        deleteTestId="page-delete"
      />
    </form>
  );
}
