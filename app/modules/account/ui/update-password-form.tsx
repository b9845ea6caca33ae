import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { accountClient } from "#app/modules/account/account.api-client";
import { type UpdatePasswordInput, updatePasswordInput } from "#app/modules/account/account.contract";
import { useRootData } from "#app/modules/account/ui/root-data";
import { InputField } from "#app/shared/ui/bound-fields";
import { FormSection } from "#app/shared/ui/page-header";
import { toast } from "#app/shared/ui/toast";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { AccountSubmit, PasswordFields } from "./account-fields";
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

  return (
    <form onSubmit={submit} noValidate data-testid="update-password-form">
      <FormSection title={t("update_password.section")}>
        <div className="space-y-4">
          {/* Lets password managers tie the new password to this account. */}
          <input type="text" name="username" value={user?.username ?? ""} autoComplete="username" readOnly hidden />
          <InputField
            form={form}
            name="current_password"
            label={t("update_password.current_password")}
            required
            type="password"
            autoComplete="current-password"
            data-testid="current-password"
          />
          <PasswordFields form={form} labels="update_password" testId="new-password" />
          <p className="flex items-start gap-2 rounded-lg bg-brand-50 p-3 text-sm text-brand-800">
            <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t("update_password.sessions_note")}
          </p>
          <AccountSubmit
            form={form}
            keys="update_password"
            testId="update-password-submit"
            className="w-full sm:w-auto"
          />
        </div>
      </FormSection>
    </form>
  );
}
