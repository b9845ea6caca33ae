import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { z } from "zod";
import { type BankAccountDto, type BankInput, bankInput } from "#app/modules/booking/booking.contract";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { InputField } from "#app/shared/ui/bound-fields";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { CheckboxField, DialogForm } from "#app/shared/ui/list-kit";
import { SortOrderField } from "#app/shared/ui/record-fields";
import { numberField, optionalText } from "#app/shared/ui/form-values";
import { ImageField, type ImageDto } from "#app/modules/media/ui/image-upload";
import { handleWriteError } from "#app/shared/http/panel-api";
import { useConfirmUpdate } from "#app/shared/ui/use-record-actions";
import { bankClient } from "#app/modules/payment/payment.api-client";

/**
 * Common banks of Indonesia, Malaysia and Singapore, stored as their code (`vendor`). Brand
 * names are not translated; OTHER is any bank not listed. The contract also takes free text
 * (API clients); an unknown code is kept and shown as typed.
 */
export const BANK_VENDORS = {
  BCA: "BCA",
  BNI: "BNI",
  BRI: "BRI",
  MANDIRI: "Mandiri",
  BSI: "BSI",
  CIMB: "CIMB",
  MAYBANK: "Maybank",
  RHB: "RHB",
  PUBLIC_BANK: "Public Bank",
  BANK_ISLAM: "Bank Islam",
  OCBC: "OCBC",
  DBS: "DBS",
  OTHER: null,
} as const satisfies Record<string, string | null>;
type VendorCode = keyof typeof BANK_VENDORS;
const isKnownVendor = (v: string): v is VendorCode => Object.hasOwn(BANK_VENDORS, v);

/** A vendor code as people read it ("PUBLIC_BANK" → "Public Bank", "OTHER" → "Other bank"). */
export function useVendorLabel() {
  const { t } = useTranslation("bank");
  return useCallback(
    (code: string | null | undefined): string | null => {
      if (!code) return null;
      if (!isKnownVendor(code)) return code;
      return BANK_VENDORS[code] ?? t("ui.vendor_other");
    },
    [t],
  );
}

const bankForm = z
  .object({
    bank_name: z.string(),
    account_number: z.string(),
    account_holder: z.string(),
    vendor: z.string(),
    logo: z.custom<ImageDto | null>(),
    is_active: z.boolean(),
    is_escrow: z.boolean(),
    sort_order: z.string(),
  })
  .transform(
    (v): BankInput => ({
      bank_name: v.bank_name,
      // Empty reads "required", not "too short".
      account_number: optionalText(v.account_number) as string,
      account_holder: v.account_holder,
      vendor: v.vendor || null,
      logo_image_id: v.logo?.id ?? null,
      is_active: v.is_active,
      is_escrow: v.is_escrow,
      sort_order: numberField(v.sort_order),
    }),
  )
  .pipe(bankInput);

/** The account number is digits: a numeric keyboard, no spelling marks, a fixed-width face. */
const DIGITS = { inputMode: "numeric", spellCheck: false, controlClassName: "font-mono tracking-wide" } as const;

/** The add / edit form of a bank account (inside the list's dialog). */
export function BankEditor({
  record,
  onDone,
  invalidate,
}: {
  record?: BankAccountDto;
  onDone: () => void;
  invalidate: QueryKey;
}) {
  const { t } = useTranslation(["bank", "catalog_admin"]);
  const queryClient = useQueryClient();
  const confirmUpdate = useConfirmUpdate();
  const vendorLabel = useVendorLabel();
  const form = useContractForm(bankForm, {
    defaultValues: record
      ? {
          bank_name: record.bank_name,
          account_number: record.account_number,
          account_holder: record.account_holder,
          vendor: record.vendor ?? "",
          logo: record.logo,
          is_active: record.is_active,
          is_escrow: record.is_escrow,
          sort_order: String(record.sort_order),
        }
      : {
          bank_name: "",
          account_number: "",
          account_holder: "",
          vendor: "",
          logo: null,
          is_active: true,
          is_escrow: false,
          sort_order: "0",
        },
  });
  const { errors, isSubmitting } = form.formState;
  // A code the list does not know (typed through the API) stays selectable, so saving keeps it.
  const storedVendor = record?.vendor && !isKnownVendor(record.vendor) ? record.vendor : null;

  const submit = form.handleSubmit(async (input) => {
    if (record && !(await confirmUpdate())) return;
    try {
      const res = await bankClient.save(record ? record.id : null, input);
      toast.success(res.message);
      await queryClient.invalidateQueries({ queryKey: invalidate });
      onDone();
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  const vendorField = form.register("vendor", {
    // Choosing a listed bank fills an empty bank name with it.
    onChange: (e: React.ChangeEvent<HTMLSelectElement>) => {
      const code = e.target.value;
      if (isKnownVendor(code) && BANK_VENDORS[code] && !form.getValues("bank_name").trim())
        form.setValue("bank_name", BANK_VENDORS[code] ?? "");
    },
  });

  // The three text fields differ in label, hint and test id only.
  const textFields: {
    name: "bank_name" | "account_number" | "account_holder";
    label: string;
    hint?: string;
    testId: string;
  }[] = [
    { name: "bank_name", label: t("ui.fields.bank_name"), testId: "bank-name" },
    {
      name: "account_number",
      label: t("ui.fields.account_number"),
      hint: t("ui.account_number_hint"),
      testId: "bank-number-input",
    },
    {
      name: "account_holder",
      label: t("ui.fields.account_holder"),
      hint: t("ui.account_holder_hint"),
      testId: "bank-holder",
    },
  ];

  return (
    <DialogForm testId="bank" onSubmit={submit} saving={isSubmitting} onCancel={onDone}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("ui.fields.vendor")} error={errors.vendor?.message} hint={t("ui.vendor_hint")} optional>
          {(a11y) => (
            <select {...a11y} {...vendorField} className={controlClass} data-testid="bank-vendor">
              <option value="">{t("ui.vendor_none")}</option>
              {storedVendor ? <option value={storedVendor}>{storedVendor}</option> : null}
              {Object.keys(BANK_VENDORS).map((code) => (
                <option key={code} value={code}>
                  {vendorLabel(code)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {textFields.map((f) => (
          <InputField
            key={f.name}
            form={form}
            name={f.name}
            label={f.label}
            hint={f.hint}
            required
            type="text"
            autoComplete="off"
            {...(f.name === "account_number" ? DIGITS : {})}
            data-testid={f.testId}
          />
        ))}
      </div>
      <ImageField
        control={form.control}
        name="logo"
        errorPath="logo_image_id"
        label={t("ui.fields.logo")}
        hint={t("ui.logo_hint")}
        testId="bank-logo"
      />
      <div className="grid gap-4 sm:grid-cols-2 sm:items-start">
        <SortOrderField form={form} testId="bank-order" />
        <div className="sm:pt-6">
          <CheckboxField
            label={t("ui.fields.active")}
            hint={t("ui.active_hint")}
            inputProps={form.register("is_active")}
            testId="bank-active"
          />
        </div>
      </div>
      {/* The pilgrims' escrow account (docs/product.md §Licences, reference price and escrow). */}
      <CheckboxField
        label={t("ui.fields.escrow")}
        hint={t("ui.escrow_hint")}
        inputProps={form.register("is_escrow")}
        testId="bank-escrow"
      />
    </DialogForm>
  );
}
