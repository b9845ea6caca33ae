import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { customerClient, customerKeys } from "#app/modules/account/account.api-client";
import type { CustomerDto } from "#app/modules/account/customer.contract";
import { whatsappConsentInput } from "#app/modules/notification/whatsapp-consent.contract";
import { WhatsappConsentField, WhatsappConsentStatus } from "#app/modules/notification/ui/whatsapp-consent-field";
import { handleWriteError } from "#app/shared/http/panel-api";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";

/**
 * A customer's WhatsApp consent on the staff's customer page (docs/product.md §WhatsApp): where it
 * stands, and the box to record the customer's opt-in given in person or on the phone, or to
 * withdraw it (PUT /customer/{id}/whatsapp, kept with when and who). Shown by the customer editor.
 */
export function CustomerWhatsapp({ record }: { record: CustomerDto }) {
  const { t } = useTranslation(["whatsapp_consent", "catalog_admin"]);
  const queryClient = useQueryClient();
  const titleId = useId();
  const defaultValues = useMemo(
    () => ({ whatsapp_opt_in: record.whatsapp.opted_in, whatsapp_number: record.whatsapp.number ?? "" }),
    [record.whatsapp],
  );
  const form = useContractForm(whatsappConsentInput, { defaultValues, shouldFocusError: true });
  useEffect(() => form.reset(defaultValues), [defaultValues, form]);

  const submit = form.handleSubmit(async (input) => {
    try {
      const res = await customerClient.whatsapp(record.id, input);
      toast.success(res.message);
      queryClient.setQueryData(customerKeys.detail(record.id), { data: res.data });
    } catch (err) {
      handleWriteError(err, t("catalog_admin:ui.unavailable"), form);
    }
  });

  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-labelledby={titleId}
      data-testid="customer-whatsapp"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t("consent.title")}
      </h2>
      <WhatsappConsentStatus state={record.whatsapp} testId="customer-whatsapp-state" />
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <p className="text-sm text-slate-700">{t("consent.staff_intro")}</p>
        <WhatsappConsentField
          form={form}
          label={t("consent.box_customer")}
          suggest={() => record.phone}
          testId="customer-whatsapp"
        />
        <SubmitButton
          loading={form.formState.isSubmitting}
          loadingLabel={t("catalog_admin:ui.saving")}
          className="w-full"
          data-testid="customer-whatsapp-save"
        >
          {t("consent.save")}
        </SubmitButton>
      </form>
    </section>
  );
}
