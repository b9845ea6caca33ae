import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type ForgotPasswordInput, forgotPasswordInput } from "#app/modules/account/account.contract";
import { accountClient } from "#app/modules/account/account.api-client";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { AccountSubmit, LoginNameField } from "./account-fields";
import { BackToLogin } from "./back-to-login";
import { useAccountSubmit } from "./use-account-submit";

/**
 * The forgot password screen's body: asks for the email or user name and always shows the same
 * confirmation, whether or not an account matched (docs/product.md §Accounts and sessions).
 */
export function ForgotPassword() {
  const { t } = useTranslation("account");
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(forgotPasswordInput, { defaultValues: { email: "" } satisfies ForgotPasswordInput });
  const submit = useAccountSubmit(form, accountClient.forgotPassword, (res) => setSent(res.message));

  return (
    <>
      {sent ? (
        <div
          role="status"
          className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-950"
          data-testid="forgot-sent"
        >
          <p className="flex items-center gap-2 font-semibold">
            <MailCheck aria-hidden className="size-5 shrink-0 text-emerald-700" />
            {t("forgot.sent_title")}
          </p>
          <p className="mt-2">{sent}</p>
          <p className="mt-2 text-sm text-emerald-900">{t("forgot.sent_hint")}</p>
          <button
            type="button"
            onClick={() => setSent(null)}
            className="mt-3 min-h-11 text-sm font-semibold text-brand-700 underline hover:text-brand-800"
          >
            {t("forgot.again")}
          </button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4" data-testid="forgot-form">
          <LoginNameField form={form} name="email" label={t("forgot.login")} testId="forgot-email" />
          <AccountSubmit form={form} keys="forgot" testId="forgot-submit" className="w-full" />
        </form>
      )}
      <BackToLogin testId="forgot-login-link" />
    </>
  );
}
