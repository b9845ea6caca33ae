import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ListPlus } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type AttributeDto,
  type AttributeInput,
  attributeInput,
  type attributeEditDto,
  choiceRule,
} from "#app/modules/catalog/catalog.contract";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions, FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { emptyTranslations, localesWithErrors, numberField, toTranslationFields } from "#app/shared/ui/form-values";
import { buttonClass, FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/attribute-form";
import { ATTRIBUTE_KEY } from "#app/modules/catalog/ui/query-keys";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: "attribute_id" in params ? t("attribute.edit_title") : t("attribute.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type AttributeEdit = z.infer<typeof attributeEditDto>;

const attributeForm = z
  .object({
    name: z.object({ id: z.string(), en: z.string(), my: z.string() }),
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

/**
 * /panel/tour/attribute/create and /{id}: an extra-price group ("Room type"), its name per
 * language and whether a booking may pick one or several of its details.
 */
export default function AttributeForm() {
  const { attribute_id } = useParams();
  const id = attribute_id ? Number(attribute_id) : undefined;
  const { t } = useTranslation("catalog_admin");
  const query = useQuery({
    queryKey: [...ATTRIBUTE_KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: AttributeEdit }>(`/attribute/${id}/edit`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={id ? t("attribute.edit_title") : t("attribute.create_title")}
        description={t("attribute.form_intro")}
        back={{ to: "/panel/tour/attribute", label: t("attribute.back") }}
        actions={
          id ? (
            <Link to={`/panel/tour/attribute/${id}/detail`} className={buttonClass.secondary}>
              <ListPlus aria-hidden className="size-5" />
              {t("attribute.manage_details")}
            </Link>
          ) : undefined
        }
      />
      {id === undefined ? (
        <AttributeEditor />
      ) : query.data ? (
        <AttributeEditor key={id} record={query.data.data} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/tour/attribute" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function AttributeEditor({ record }: { record?: AttributeEdit }) {
  const { t } = useTranslation("catalog_admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo(() => (record ? toFormValues(record) : EMPTY), [record]);
  const form = useContractForm(attributeForm, { defaultValues });
  const { errors, isSubmitting } = form.formState;
  const errorLocales = localesWithErrors(errors);

  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string; data: AttributeDto }>(
          record ? `/attribute/${record.id}` : "/attribute",
          { method: record ? "PUT" : "POST", body: input },
        );
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: ATTRIBUTE_KEY });
        // A new group has no details yet: go and add them.
        if (!record) navigate(`/panel/tour/attribute/${res.data.id}/detail`);
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
        const ok = await deleteRecord(`/attribute/${record.id}`, { invalidate: [ATTRIBUTE_KEY], name: record.name.id });
        if (ok) navigate("/panel/tour/attribute");
      }
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="attribute-form">
      <FormSection title={t("section.names")} description={t("attribute.name_intro")}>
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
                  data-testid={`attribute-name-${locale}`}
                />
              )}
            </FormField>
          )}
        </TranslationTabs>
      </FormSection>

      <FormSection title={t("section.settings")}>
        <fieldset aria-describedby={errors.choice_rule ? "choice-rule-error" : undefined}>
          <legend className="mb-2 text-sm font-medium text-slate-800">
            {t("fields.choice_rule")}
            <span aria-hidden="true" className="text-red-700">
              {" "}
              *
            </span>
          </legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {choiceRule.options.map((rule) => (
              <label
                key={rule}
                className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
              >
                <input
                  type="radio"
                  value={rule}
                  {...form.register("choice_rule")}
                  className="mt-1 size-5 accent-brand-700"
                  data-testid={`attribute-choice-${rule}`}
                />
                <span>
                  <span className="block font-medium text-slate-900">{t(`choice_rule.${rule}`)}</span>
                  <span className="block text-sm text-slate-600">{t(`choice_rule.${rule}_help`)}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.choice_rule ? (
            <p id="choice-rule-error" className="mt-1 text-sm text-red-700">
              {errors.choice_rule.message}
            </p>
          ) : null}
        </fieldset>
        <FormField
          label={t("fields.sort_order")}
          error={errors.sort_order?.message}
          hint={t("fields.sort_order_hint")}
          className="mt-4 max-w-xs"
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
        {record ? (
          <p className="mt-4 text-sm text-slate-600">{t("attribute.tour_count", { count: record.tour_count })}</p>
        ) : null}
      </FormSection>

      <FormActions
        saving={isSubmitting}
        cancelTo="/panel/tour/attribute"
        onDelete={onDelete ? () => void onDelete() : undefined}
        saveTestId="attribute-save"
        deleteTestId="attribute-delete"
      />
    </form>
  );
}
