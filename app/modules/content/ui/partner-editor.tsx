import { z } from "zod";
import { type PartnerEditDto, type PartnerInput, partnerInput } from "#app/modules/content/content.contract";
import { ImageField, type ImageDto } from "#app/modules/media/ui/image-upload";
import { numberField, optionalText } from "#app/shared/ui/form-values";
import { contentClient, contentKeys } from "#app/modules/content/content.api-client";
import { FormSection } from "#app/shared/ui/page-header";
import { RecordForm, useRecordEditor } from "#app/shared/ui/record-editor-page";
import { SortOrderField } from "#app/shared/ui/record-fields";
import { LinkField, NameField } from "./content-fields";
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

const toValues = (record: PartnerEditDto): PartnerFormValues => ({
  name: record.name,
  logo: record.logo,
  link: record.link ?? "",
  sort_order: String(record.sort_order),
});
const deleteName = (record: PartnerEditDto) => record.name;

/** A partner's name, logo, link and order. */
export function PartnerEditor({ record }: { record?: PartnerEditDto }) {
  const { t } = useContentT();
  const { form, formProps } = useRecordEditor({
    schema: partnerForm,
    record,
    empty: EMPTY,
    toValues,
    deleteName,
    writes: contentClient.partner,
    invalidate: contentKeys.all("partner"),
    listPath: PARTNER_LIST,
  });

  return (
    <RecordForm testId="partner" {...formProps}>
      <FormSection title={t("ui.partner.section")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <NameField form={form} testId="partner-name" />
          <LinkField form={form} testId="partner-link" />
          <SortOrderField form={form} />
        </div>
      </FormSection>
      <FormSection title={t("ui.fields.logo")}>
        <ImageField
          control={form.control}
          name="logo"
          errorPath="logo_image_id"
          label={t("ui.fields.logo")}
          testId="partner-logo"
        />
      </FormSection>
    </RecordForm>
  );
}
