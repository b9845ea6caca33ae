import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { InputField } from "#app/shared/ui/bound-fields";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { type LoginInput, loginInput } from "#app/modules/account/account.contract";
import { accountClient } from "#app/modules/account/account.api-client";
import { AccountSubmit, LoginNameField } from "./account-fields";
import { type AuthDraft, type AuthFormCallbacks, showFieldErrors, useAuthSubmit } from "./use-auth-submit";

/** Login with user name or email (docs/product.md §Accounts and sessions), used in the modal and on /login. */
export function LoginForm({ draft, ...callbacks }: AuthFormCallbacks<LoginInput> & { draft?: AuthDraft<LoginInput> }) {
  const { t } = useTranslation("account");
  const form = useContractForm(loginInput, {
    defaultValues: { username: "", password: "", ...draft?.values },
  });
  const submit = useAuthSubmit(form, accountClient.login, callbacks);

  // A re-opened modal shows what the last attempt was refused for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form mounts
  useEffect(() => {
    if (draft) showFieldErrors(form, draft.errors, false);
  }, []);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <LoginNameField form={form} name="username" label={t("login.username")} />
      <InputField
        form={form}
        name="password"
        label={t("login.password")}
        required
        type="password"
        autoComplete="current-password"
      />
      <p className="text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("login.forgot")}
        </Link>
      </p>
      <AccountSubmit form={form} keys="login" testId="login-submit" className="w-full" />
    </form>
  );
}
