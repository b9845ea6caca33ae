import { useTranslation } from "react-i18next";
import { z } from "zod";
import { branchClient, branchKeys } from "#app/modules/account/account.api-client";
import { type BranchDto, type BranchInput, branchInput } from "#app/modules/account/branch.contract";
import { translationFields } from "#app/shared/translatable.contract";
import { InputField, TextareaField } from "#app/shared/ui/bound-fields";
import { emptyTranslations, toTranslationFields } from "#app/shared/ui/form-values";
import { CheckboxField, DialogForm } from "#app/shared/ui/list-kit";
import { useRecordEditor } from "#app/shared/ui/record-editor-page";
import { TranslatedFields } from "#app/shared/ui/record-fields";

const branchForm = z
  .object({
    name: translationFields,
    address: z.string(),
    phone: z.string(),
    whatsapp: z.string(),
    head_office: z.boolean(),
    active: z.boolean(),
  })
  .transform((v): BranchInput => v)
  .pipe(branchInput);

const EMPTY: z.input<typeof branchForm> = {
  name: emptyTranslations(),
  address: "",
  phone: "",
  whatsapp: "",
  head_office: false,
  active: true,
};
const toValues = (b: BranchDto): z.input<typeof branchForm> => ({
  name: toTranslationFields(b.name),
  address: b.address,
  phone: b.phone ?? "",
  whatsapp: b.whatsapp ?? "",
  head_office: b.head_office,
  active: b.active,
});

const WRITES = { create: branchClient.create, update: branchClient.update, remove: branchClient.remove };
/** A phone number: the phone keyboard, no autofill from the owner's own number. */
const PHONE = { type: "tel", inputMode: "tel", autoComplete: "off" } as const;

/** The add / edit form of a branch (inside the list's dialog): its name in each language and its contacts. */
export function BranchEditor({ record, onDone }: { record?: BranchDto; onDone: () => void }) {
  const { t } = useTranslation("branch");
  const { form, tabs, submit, saving } = useRecordEditor({
    schema: branchForm,
    record,
    empty: EMPTY,
    toValues,
    writes: WRITES,
    invalidate: branchKeys.all,
    onSaved: onDone,
  });

  return (
    <DialogForm testId="branch" onSubmit={submit} saving={saving} onCancel={onDone}>
      <TranslatedFields
        form={form}
        tabs={tabs}
        testId="branch"
        fields={[{ name: "name", label: t("fields.name"), required: true }]}
      />
      <TextareaField
        form={form}
        name="address"
        label={t("fields.address")}
        optional
        rows={3}
        data-testid="branch-address"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="phone" label={t("fields.phone")} optional {...PHONE} data-testid="branch-phone" />
        <InputField
          form={form}
          name="whatsapp"
          label={t("fields.whatsapp")}
          hint={t("fields.whatsapp_hint")}
          optional
          {...PHONE}
          data-testid="branch-whatsapp"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <CheckboxField
          label={t("fields.head_office")}
          hint={t("fields.head_office_hint")}
          inputProps={form.register("head_office")}
          testId="branch-head-office"
        />
        <CheckboxField
          label={t("fields.active")}
          hint={t("fields.active_hint")}
          inputProps={form.register("active")}
          testId="branch-active"
        />
      </div>
    </DialogForm>
  );
}
