import { useMemo } from "react";
import { z } from "zod";
import { type PartnerEditDto, type PartnerInput, partnerInput } from "#app/modules/content/content.contract";
import { ImageField, type ImageDto } from "#app/modules/media/ui/image-upload";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { numberField, optionalText } from "#app/shared/ui/form-values";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import { FormSection } from "#app/shared/ui/page-header";
import { RecordForm, useRecordWrites } from "#app/shared/ui/record-editor-page";
import { SortOrderField } from "#app/shared/ui/record-fields";
import { useTranslatableForm } from "#app/shared/ui/use-translatable-form";
import { useContentT } from "./use-content-t";

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

export const PARTNER_LIST = "/panel/partner";

/** A partner's name, logo, link and order. */
export function PartnerEditor({ record }: { record?: PartnerEditDto }) {
  const { t } = useContentT();
  const defaults = useMemo<PartnerFormValues>(
    () =>
      record
        ? { name: record.name, logo: record.logo, link: record.link ?? "", sort_order: String(record.sort_order) }
        : EMPTY,
    [record],
  );
  const { form, onSubmit } = useTranslatableForm(partnerForm, defaults);
  const { errors, isSubmitting } = form.formState;
  const writes = useRecordWrites({
    id: record?.id,
    writes: contentClient.partner,
    invalidate: contentKeys.all("partner"),
    listPath: PARTNER_LIST,
  });

  return (
    <RecordForm
      testId="partner"
      onSubmit={onSubmit(writes.save)}
      saving={isSubmitting}
      cancelTo={PARTNER_LIST}
      onDelete={record && writes.remove ? () => void writes.remove?.(record.name) : undefined}
    >
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
          <SortOrderField registration={form.register("sort_order")} error={errors.sort_order?.message} />
        </div>
      </FormSection>
      <FormSection title={t("ui.fields.logo")}>
        <ImageField
          control={form.control}
          name="logo"
          errorPath="logo_image_id"
          label={t("ui.fields.logo")}
          hint={t("catalog_admin:image.hint")}
          testId="partner-logo"
        />
      </FormSection>
    </RecordForm>
  );
}
