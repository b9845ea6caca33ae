import { MailCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, redirect } from "react-router";
import { type ForgotPasswordInput, forgotPasswordInput } from "#app/modules/account/account.contract";
import { useAccountSubmit } from "#app/modules/account/ui/use-account-submit";
import { accountClient } from "#app/modules/account/account.api-client";
import { serverT } from "#app/shared/i18n/server";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import type { Route } from "./+types/forgot-password";
import { AuthPageFrame } from "#app/shared/ui/site/auth-page-frame";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export function loader({ context }: Route.LoaderArgs) {
  // Someone logged in knows their password: they change it in the panel.
  if (context.ctx.actor) throw redirect("/panel/update-password");
  return { title: serverT(context.ctx.locale, "account")("forgot.title") };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title });

const backLinkClass = "font-semibold text-brand-700 underline hover:text-brand-800";

/**
 * /forgot-password: asks for the email or user name and always shows the same confirmation,
 * whether or not an account matched (docs/product.md §Accounts and sessions).
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation("account");
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(forgotPasswordInput, { defaultValues: { email: "" } satisfies ForgotPasswordInput });
  const submit = useAccountSubmit(form, accountClient.forgotPassword, (res) => setSent(res.message));
  const { errors, isSubmitting } = form.formState;

  return (
    <AuthPageFrame title={t("forgot.title")} intro={t("forgot.intro")}>
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
          <FormField label={t("forgot.login")} error={errors.email?.message} required>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("email")}
                type="text"
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                className={controlClass}
                data-testid="forgot-email"
              />
            )}
          </FormField>
          <SubmitButton
            loading={isSubmitting}
            loadingLabel={t("forgot.submitting")}
            className="w-full"
            data-testid="forgot-submit"
          >
            {t("forgot.submit")}
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className={backLinkClass} data-testid="forgot-login-link">
          {t("forgot.back_to_login")}
        </Link>
      </p>
    </AuthPageFrame>
  );
}
