import { CircleCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "#app/shared/ui/toast";
import { type ResetPasswordInput, resetPasswordInput } from "#app/modules/account/account.contract";
import { checkPasswordReset } from "#app/modules/account/.server/check-password-reset";
import { useAccountSubmit } from "#app/modules/account/ui/use-account-submit";
import { accountClient } from "#app/modules/account/account.api-client";
import { serverT } from "#app/shared/i18n/server";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import type { Route } from "./+types/reset-password";
import { AuthPageFrame } from "#app/shared/ui/site/auth-page-frame";
import { pageMeta } from "#app/shared/ui/site/page-meta";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { ctx } = context;
  // A dead link says so at once, instead of after the new password is typed.
  const valid = await checkPasswordReset({ ctx, input: { token: params.token } });
  return { valid, title: serverT(ctx.locale, "account")("reset.title") };
}

// A page whose URL carries a secret is never indexed.
export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...pageMeta(matches[0]?.loaderData?.setting, { title: loaderData?.title }),
  { name: "robots", content: "noindex, nofollow" },
];

const linkClass = "font-semibold text-brand-700 underline hover:text-brand-800";
const buttonLinkClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";

/**
 * /reset-password/{token}: the new password twice; the link from the mail works once, for 60
 * minutes. A dead link offers a new one; success says so and leads to the login.
 */
export default function ResetPasswordPage({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<"form" | "invalid" | { done: string }>(loaderData.valid ? "form" : "invalid");

  if (typeof state === "object")
    return (
      <AuthPageFrame title={t("reset.success_title")} intro={state.done}>
        <div className="flex justify-center" data-testid="reset-done">
          <CircleCheck aria-hidden className="mb-6 size-14 text-emerald-600" />
        </div>
        <Link to="/login" className={buttonLinkClass} data-testid="reset-login">
          {t("reset.login")}
        </Link>
      </AuthPageFrame>
    );

  if (state === "invalid")
    return (
      <AuthPageFrame title={t("reset.invalid_title")} intro={t("reset.invalid_text")}>
        <div className="flex justify-center" data-testid="reset-invalid">
          <TriangleAlert aria-hidden className="mb-6 size-14 text-amber-600" />
        </div>
        <Link to="/forgot-password" className={buttonLinkClass} data-testid="reset-request-new">
          {t("reset.request_new")}
        </Link>
        <BackToLogin />
      </AuthPageFrame>
    );

  return (
    <AuthPageFrame title={t("reset.title")} intro={t("reset.intro")}>
      <ResetForm
        token={params.token}
        onDone={(message) => {
          // The toast announces the change; the page then shows the same words and the way on.
          toast.success(message);
          setState({ done: message });
        }}
        onInvalid={() => setState("invalid")}
      />
      <BackToLogin />
    </AuthPageFrame>
  );
}

function BackToLogin() {
  const { t } = useTranslation("account");
  return (
    <p className="mt-6 text-center text-sm">
      <Link to="/login" className={linkClass}>
        {t("forgot.back_to_login")}
      </Link>
    </p>
  );
}

function ResetForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: (message: string) => void;
  onInvalid: () => void;
}) {
  const { t } = useTranslation("account");
  const form = useContractForm(resetPasswordInput, {
    defaultValues: { token, password: "", password_confirmation: "" } satisfies ResetPasswordInput,
  });
  const submit = useAccountSubmit(
    form,
    accountClient.resetPassword,
    (res) => onDone(res.message),
    // The link died meanwhile (used in another tab, expired): show the way to a new one.
    (error) => error.body.errors?.token && onInvalid(),
  );
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-form">
      <FormField
        label={t("reset.password")}
        error={errors.password?.message}
        hint={t("register.password_hint")}
        required
      >
        {(a11y) => (
          <input
            {...a11y}
            {...form.register("password")}
            type="password"
            autoComplete="new-password"
            className={controlClass}
            data-testid="reset-password"
          />
        )}
      </FormField>
      <FormField label={t("reset.password_confirmation")} error={errors.password_confirmation?.message} required>
        {(a11y) => (
          <input
            {...a11y}
            {...form.register("password_confirmation")}
            type="password"
            autoComplete="new-password"
            className={controlClass}
            data-testid="reset-password-confirmation"
          />
        )}
      </FormField>
      <SubmitButton
        loading={isSubmitting}
        loadingLabel={t("reset.submitting")}
        className="w-full"
        data-testid="reset-submit"
      >
        {t("reset.submit")}
      </SubmitButton>
    </form>
  );
}
