import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { Controller } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import { type PartnerInput, type partnerEditDto, partnerInput } from "#app/modules/content/content.contract";
import { serverT } from "#app/shared/i18n/server";
import { api } from "#app/shared/http/client";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { FormActions, FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { numberField, optionalText } from "#app/shared/ui/form-values";
import { type ImageDto, ImageUpload } from "#app/modules/media/ui/image-upload";
import { FormSection, PageHeader } from "#app/shared/ui/page-header";
import { handleWriteError, panelGet } from "#app/shared/http/panel-api";
import { panelMeta } from "#app/shared/ui/panel/panel-meta";
import { useConfirmUpdate, useDeleteRecord } from "#app/shared/ui/use-record-actions";
import type { Route } from "./+types/partner-form";
import { contentKey, pathError, useContentT } from "#app/shared/ui/list-kit";

export async function loader({ context, params }: Route.LoaderArgs) {
  const t = serverT(context.ctx.locale, "content_admin");
  return { title: "partner_id" in params ? t("ui.partner.edit_title") : t("ui.partner.create_title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => panelMeta(loaderData?.title, matches);

type PartnerEdit = z.infer<typeof partnerEditDto>;
const KEY = contentKey("partner");

const partnerForm = z
  .object({ name: z.string(), logo: z.custom<ImageDto | null>(), link: z.string(), sort_order: z.string() })
  .transform(
    (v): PartnerInput => ({
      name: v.name,
      logo_image_id: v.logo?.id ?? null,
      link: optionalText(v.link) ?? null,
      sort_order: numberField(v.sort_order),
    }),
  )
  .pipe(partnerInput);
type PartnerFormValues = z.input<typeof partnerForm>;

const EMPTY: PartnerFormValues = { name: "", logo: null, link: "", sort_order: "0" };

/** /panel/partner/create and /panel/partner/{id}: name, logo, link, order. */
export default function PartnerForm() {
  const { partner_id } = useParams();
  const id = partner_id ? Number(partner_id) : undefined;
  const { t } = useContentT();
  const query = useQuery({
    queryKey: [...KEY, "edit", id],
    queryFn: ({ signal }) => panelGet<{ data: PartnerEdit }>(`/partner/${id}/edit`, signal),
    enabled: id !== undefined,
    staleTime: 0,
    gcTime: 0,
  });
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={id ? t("ui.partner.edit_title") : t("ui.partner.create_title")}
        description={t("ui.partner.form_intro")}
        back={{ to: "/panel/partner", label: t("ui.partner.back") }}
      />
      {id === undefined ? (
        <PartnerEditor />
      ) : query.data ? (
        <PartnerEditor key={id} record={query.data.data} />
      ) : query.isError ? (
        <LoadFailed backTo="/panel/partner" onRetry={() => void query.refetch()} />
      ) : (
        <FormSkeleton />
      )}
    </div>
  );
}

function PartnerEditor({ record }: { record?: PartnerEdit }) {
  const { t } = useContentT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const deleteRecord = useDeleteRecord();
  const defaultValues = useMemo<PartnerFormValues>(
    () =>
      record
        ? { name: record.name, logo: record.logo, link: record.link ?? "", sort_order: String(record.sort_order) }
        : EMPTY,
    [record],
  );
  const form = useContractForm(partnerForm, { defaultValues, shouldFocusError: true });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(async (input) => {
    if (record && !(await confirmUpdate())) return;
    try {
      const res = await api<{ message: string }>(record ? `/partner/${record.id}` : "/partner", {
        method: record ? "PUT" : "POST",
        body: input,
      });
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: KEY });
      if (!record) navigate("/panel/partner");
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  const onDelete = record
    ? async () => {
        if (await deleteRecord(`/partner/${record.id}`, { invalidate: [KEY], name: record.name }))
          navigate("/panel/partner");
      }
    : undefined;

  return (
    <form onSubmit={submit} noValidate className="space-y-6" data-testid="partner-form">
      <FormSection title={t("ui.partner.section")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t("catalog_admin:fields.name")} error={errors.name?.message} required>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("name")}
                type="text"
                className={controlClass}
                data-testid="partner-name"
              />
            )}
          </FormField>
          <FormField
            label={t("ui.fields.link")}
            error={errors.link?.message}
            hint={t("ui.fields.link_hint")}
            optionalLabel={t("catalog_admin:ui.optional")}
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("link")}
                type="text"
                inputMode="url"
                autoCapitalize="none"
                spellCheck={false}
                className={controlClass}
                data-testid="partner-link"
              />
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
      <FormSection title={t("ui.fields.logo")}>
        <Controller
          control={form.control}
          name="logo"
          render={({ field }) => (
            <ImageUpload
              label={t("ui.fields.logo")}
              hint={t("catalog_admin:image.hint")}
              value={field.value ?? null}
              onChange={field.onChange}
              error={pathError(errors, "logo_image_id")}
              testId="partner-logo"
            />
          )}
        />
      </FormSection>
      <FormActions
        saving={isSubmitting}
        cancelTo="/panel/partner"
        onDelete={onDelete ? () => void onDelete() : undefined}
        saveTestId="partner-save"
        deleteTestId="partner-delete"
      />
    </form>
  );
}
