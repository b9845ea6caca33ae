import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { accountClient } from "#app/modules/account/account.api-client";
import { type UpdatePasswordInput, updatePasswordInput } from "#app/modules/account/account.contract";
import { useRootData } from "#app/shared/ui/root-data";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { useAccountSubmit } from "./use-account-submit";

const EMPTY: UpdatePasswordInput = { current_password: "", password: "", password_confirmation: "" };

/** The current password, then the new one twice. The session in use stays; the user's other sessions end. */
export function UpdatePasswordForm() {
  const { t } = useTranslation("account");
  const { user } = useRootData();
  const form = useContractForm(updatePasswordInput, { defaultValues: EMPTY, shouldFocusError: true });
  const submit = useAccountSubmit(form, accountClient.updatePassword, (res) => {
    toast.success(res.message);
    form.reset(EMPTY);
  });
  const { errors, isSubmitting } = form.formState;

  return (
    <form onSubmit={submit} noValidate data-testid="update-password-form">
      <FormSection title={t("update_password.section")}>
        <div className="space-y-4">
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" value={user?.username ?? ""} autoComplete="username" readOnly hidden />
          <FormField label={t("update_password.current_password")} error={errors.current_password?.message} required>
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("current_password")}
                type="password"
                autoComplete="current-password"
                className={controlClass}
                data-testid="current-password"
              />
            )}
          </FormField>
          <FormField
            label={t("update_password.password")}
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
                data-testid="new-password"
              />
            )}
          </FormField>
          <FormField
            label={t("update_password.password_confirmation")}
            error={errors.password_confirmation?.message}
            required
          >
            {(a11y) => (
              <input
                {...a11y}
                {...form.register("password_confirmation")}
                type="password"
                autoComplete="new-password"
                className={controlClass}
                data-testid="new-password-confirmation"
              />
            )}
          </FormField>
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("update_password.sessions_note")}
          </p>
          <SubmitButton
            loading={isSubmitting}
            loadingLabel={t("update_password.submitting")}
            className="w-full sm:w-auto"
            data-testid="update-password-submit"
          >
            {t("update_password.submit")}
          </SubmitButton>
        </div>
      </FormSection>
    </form>
  );
}
