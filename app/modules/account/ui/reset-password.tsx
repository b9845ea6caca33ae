import { CircleCheck, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ResetPasswordInput, resetPasswordInput } from "#app/modules/account/account.contract";
import { accountClient } from "#app/modules/account/account.api-client";
import { AuthPageFrame } from "#app/shared/ui/site/auth-page-frame";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { AccountSubmit, PasswordFields } from "./account-fields";
import { BackToLogin } from "./back-to-login";
import { useAccountSubmit } from "./use-account-submit";

const buttonLinkClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-md bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-800";

/**
 * The reset password screen: the new password twice; the link from the mail works once, for 60
 * minutes. A dead link (`valid` false, or found dead on submit) offers a new one; success says so
 * and leads to the login.
 */
export function ResetPassword({
  token,
  valid,
  username = null,
}: {
  token: string;
  valid: boolean;
  /** The account's user name, shown to the link's holder: the login of a customer registered at the counter. */
  username?: string | null;
}) {
  const { t } = useTranslation("account");
  const [state, setState] = useState<"form" | "invalid" | { done: string }>(valid ? "form" : "invalid");

  if (typeof state === "object")
    return (
      <OutcomePage
        title={t("reset.success_title")}
        intro={state.done}
        icon={<CircleCheck aria-hidden className="mb-6 size-14 text-emerald-600" />}
        testId="reset-done"
      >
        {username ? <UsernameLine username={username} /> : null}
        <Link to="/login" className={buttonLinkClass} data-testid="reset-login">
          {t("reset.login")}
        </Link>
      </OutcomePage>
    );

  if (state === "invalid")
    return (
      <OutcomePage
        title={t("reset.invalid_title")}
        intro={t("reset.invalid_text")}
        icon={<TriangleAlert aria-hidden className="mb-6 size-14 text-amber-600" />}
        testId="reset-invalid"
      >
        <Link to="/forgot-password" className={buttonLinkClass} data-testid="reset-request-new">
          {t("reset.request_new")}
        </Link>
        <BackToLogin />
      </OutcomePage>
    );

  return (
    <AuthPageFrame title={t("reset.title")} intro={t("reset.intro")}>
      {username ? <UsernameLine username={username} /> : null}
      <ResetForm
        token={token}
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

function ResetForm({
  token,
  onDone,
  onInvalid,
}: {
  token: string;
  onDone: (message: string) => void;
  onInvalid: () => void;
}) {
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
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="reset-form">
      <PasswordFields form={form} labels="reset" testId="reset-password" />
      <AccountSubmit form={form} keys="reset" testId="reset-submit" className="w-full" />
    </form>
  );
}

/** What shows instead of the form (password reset, or a link that no longer works): an icon, then the way on. */
function OutcomePage({
  title,
  intro,
  icon,
  testId,
  children,
}: {
  title: string;
  intro: string;
  icon: React.ReactNode;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <AuthPageFrame title={title} intro={intro}>
      <div className="flex justify-center" data-testid={testId}>
        {icon}
      </div>
      {children}
    </AuthPageFrame>
  );
}

/** "Your user name: …", the login to use with the new password. */
function UsernameLine({ username }: { username: string }) {
  const { t } = useTranslation("account");
  return (
    <p className="mb-4 rounded-md bg-slate-50 p-3 text-center text-slate-800" data-testid="reset-username">
      {t("reset.username")} <strong className="font-semibold break-all">{username}</strong>
    </p>
  );
}
