import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "#app/shared/ui/toast";
import { ApiError, isAbort } from "#app/shared/http/client";
import { contentClient } from "#app/modules/content/content.api-client";
import { InputField, TextareaField } from "#app/shared/ui/bound-fields";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { type ContactInput, contactInput } from "#app/modules/content/content.contract";

const empty: ContactInput = { name: "", email: "", phone: "", subject: "", message: "" };
const fields = ["name", "email", "phone", "subject", "message"] as const;

/**
 * The contact form (POST /api/contact): checked against the contract before sending; on
 * success a message in the page and a toast, and the form empties. 422 and 429 are toasted
 * by the shared error handler; a 422's field messages are also put under the fields.
 */
export function ContactForm() {
  const { t } = useTranslation("content");
  const [sent, setSent] = useState(false);
  const form = useContractForm(contactInput, { defaultValues: empty });
  const { handleSubmit, reset, setError } = form;

  const onSubmit = handleSubmit(async (values) => {
    setSent(false);
    try {
      await contentClient.contact({ ...values, phone: values.phone || null });
      setSent(true);
      toast.success(t("contact.success"));
      reset(empty);
    } catch (error) {
      if (isAbort(error)) return;
      if (error instanceof ApiError && error.status === 422 && error.body.errors)
        for (const field of fields) {
          const message = error.body.errors[field]?.[0];
          if (message) setError(field, { message });
        }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} data-testid="contact-form" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="name" label={t("contact.name")} required autoComplete="name" />
        <InputField form={form} name="email" label={t("contact.email")} required type="email" autoComplete="email" />
        <InputField form={form} name="phone" label={t("contact.phone")} optional type="tel" autoComplete="tel" />
        <InputField form={form} name="subject" label={t("contact.subject")} required />
      </div>
      <TextareaField
        form={form}
        name="message"
        label={t("contact.message")}
        required
        hint={t("contact.message_hint")}
        rows={6}
      />
      <div role="status" aria-live="polite">
        {sent ? (
          <p
            data-testid="contact-success"
            className="flex items-start gap-2 rounded-md border border-green-700 bg-green-50 p-3 text-green-900"
          >
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {t("contact.success")}
          </p>
        ) : null}
      </div>
      <SubmitButton
        loading={form.formState.isSubmitting}
        loadingLabel={t("contact.sending")}
        data-testid="contact-submit"
      >
        {t("contact.submit")}
      </SubmitButton>
    </form>
  );
}
