import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { type LoginInput, loginInput } from "#app/modules/account/account.contract";
import { accountClient } from "#app/modules/account/account.api-client";
import { type AuthDraft, type AuthFormCallbacks, showFieldErrors, useAuthSubmit } from "./use-auth-submit";

/** Login with user name or email (docs/product.md §Accounts and sessions), used in the modal and on /login. */
export function LoginForm({ draft, ...callbacks }: AuthFormCallbacks<LoginInput> & { draft?: AuthDraft<LoginInput> }) {
  const { t } = useTranslation("account");
  const form = useContractForm(loginInput, {
    defaultValues: { username: "", password: "", ...draft?.values },
  });
  const submit = useAuthSubmit(form, accountClient.login, callbacks);
  const { errors, isSubmitting } = form.formState;

  // A re-opened modal shows what the last attempt was refused for.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form mounts
  useEffect(() => {
    if (draft) showFieldErrors(form, draft.errors, false);
  }, []);

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField label={t("login.username")} error={errors.username?.message} required>
        {(a11y) => (
          <input
            {...a11y}
            {...form.register("username")}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            className={controlClass}
          />
        )}
      </FormField>
      <FormField label={t("login.password")} error={errors.password?.message} required>
        {(a11y) => (
          <input
            {...a11y}
            {...form.register("password")}
            type="password"
            autoComplete="current-password"
            className={controlClass}
          />
        )}
      </FormField>
      <p className="text-right text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 underline hover:text-brand-800">
          {t("login.forgot")}
        </Link>
      </p>
      <SubmitButton
        loading={isSubmitting}
        loadingLabel={t("login.submitting")}
        data-testid="login-submit"
        className="w-full"
      >
        {t("login.submit")}
      </SubmitButton>
    </form>
  );
}
