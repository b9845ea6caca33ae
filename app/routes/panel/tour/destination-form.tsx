import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { Controller } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import {
  type DestinationDto,
  type DestinationInput,
  destinationInput,
  type destinationEditDto,
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
import { type ImageDto, ImageUpload } from "#app/modules/media/ui/image-upload";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { langAttr, languageLabel, TranslationTabs } from "#app/shared/ui/translation-tabs";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/destination-form";
import { DESTINATION_KEY } from "#app/modules/catalog/ui/query-keys";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "catalog_admin");
  return { title: "destination_id" in params ? t("destination.edit_title") : t("destination.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type DestinationEdit = z.infer<typeof destinationEditDto>;

/** The form's fields (texts as typed) turned into the contract's input, then checked by it. */
const destinationForm = z
  .object({
    name: z.object({ id: z.string(), en: z.string(), my: z.string() }),
    description: z.object({ id: z.string(), en: z.string(), my: z.string() }),
    slug: z.string(),
    image: z.custom<ImageDto | null>(),
    sort_order: z.string(),
  })
  .transform(
    (v): DestinationInput => ({
      name: v.name,
      description: v.description,
      slug: optionalText(v.slug),
      image_id: v.image?.id ?? null,
      sort_order: numberField(v.sort_order),
    }),
  )
  .pipe(destinationInput);
type DestinationFormValues = z.input<typeof destinationForm>;

const EMPTY: DestinationFormValues = {
  name: emptyTranslations(),
  description: emptyTranslations(),
  slug: "",
  image: null,
  sort_order: "0",
};

function toFormValues(d: DestinationEdit): DestinationFormValues {
  return {
    name: toTranslationFields(d.name),
    description: toTranslationFields(d.description),
    slug: d.slug,
    image: d.image,
    sort_order: String(d.sort_order),
  };
}

/**
 * /panel/tour/destination/create and /panel/tour/destination/{id}: name and description per
 * language, a picture, slug and order.
 */
export default function DestinationForm() {
  const { destination_id } = useParams();
  const id = destination_id ? Number(destination_id) : undefined;
  const { t } = useTranslation("catalog_admin");
  const query = useQuery({
    queryKey: [...DESTINATION_KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: DestinationEdit }>(`/destination/${id}/edit`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={id ? t("destination.edit_title") : t("destination.create_title")}
        description={t("destination.form_intro")}
        back={{ to: "/panel/tour/destination", label: t("destination.back") }}
      />
      {id === undefined ? (
        <DestinationEditor />
      ) : query.data ? (
        <DestinationEditor key={id} record={query.data.data} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/tour/destination" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function DestinationEditor({ record }: { record?: DestinationEdit }) {
  const { t } = useTranslation("catalog_admin");
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const [tab, setTab] = useState<Locale>("id");
  const defaultValues = useMemo(() => (record ? toFormValues(record) : EMPTY), [record]);
  const form = useContractForm(destinationForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  const errorLocales = localesWithErrors(errors);

  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(
    async (input) => {
      if (record && !(await confirmUpdate())) return;
      try {
        const res = await api<{ message: string; data: DestinationDto }>(
          record ? `/destination/${record.id}` : "/destination",
          {
            method: record ? "PUT" : "POST",
            body: input,
          },
        );
        toast.success(res.message);
        await queryClient.invalidateQueries({ queryKey: DESTINATION_KEY });
        if (!record) navigate("/panel/tour/destination");
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
        const ok = await deleteRecord(`/destination/${record.id}`, {
          invalidate: [DESTINATION_KEY],
          name: record.name.id,
        });
        if (ok) navigate("/panel/tour/destination");
      }
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="destination-form">
      <FormSection title={t("section.content")} description={t("section.content_intro")}>
        <TranslationTabs value={tab} onValueChange={setTab} errorLocales={errorLocales} label={t("ui.language_tabs")}>
          {(locale) => (
            <div className="space-y-4">
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
                    data-testid={`destination-name-${locale}`}
                  />
                )}
              </FormField>
              <FormField
                label={languageLabel(t("fields.description"), locale)}
                error={errors.description?.[locale]?.message}
                optionalLabel={t("ui.optional")}
              >
                {(a11y) => (
                  <textarea
                    {...a11y}
                    {...form.register(`description.${locale}`)}
                    lang={langAttr(locale)}
                    rows={5}
                    className={controlClass}
                    data-testid={`destination-description-${locale}`}
                  />
                )}
              </FormField>
            </div>
          )}
        </TranslationTabs>
      </FormSection>

      <FormSection title={t("section.image")}>
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <ImageUpload
              label={t("fields.destination_image")}
              hint={t("image.hint")}
              value={field.value ?? null}
              onChange={field.onChange}
              testId="destination-image"
            />
          )}
        />
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
                data-testid="destination-slug"
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
                data-testid="destination-sort-order"
              />
            )}
          </FormField>
        </div>
      </FormSection>

      <FormActions
        saving={isSubmitting}
        cancelTo="/panel/tour/destination"
        onDelete={onDelete ? () => void onDelete() : undefined}
        saveTestId="destination-save"
        deleteTestId="destination-delete"
      />
    </form>
  );
}
