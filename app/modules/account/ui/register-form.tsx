import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { type RegisterInput, registerInput } from "#app/modules/account/account.contract";
import { accountClient } from "#app/modules/account/account.api-client";
import { WhatsappConsentField } from "#app/modules/notification/ui/whatsapp-consent-field";
import { AccountFields, AccountSubmit, PasswordFields } from "./account-fields";
import { PersonalFields } from "./personal-fields";
import { type AuthDraft, type AuthFormCallbacks, showFieldErrors, useAuthSubmit } from "./use-auth-submit";

const EMPTY: RegisterInput = {
  name: "",
  email: "",
  username: "",
  password: "",
  password_confirmation: "",
  title: "",
  is_number: "",
  phone: "",
  birth_place: "",
  birth_date: "",
  address: "",
  whatsapp_opt_in: false,
  whatsapp_number: "",
};

/** The long register form of docs/product.md §Accounts and sessions; the server always creates a customer. */
export function RegisterForm({
  draft,
  ...callbacks
}: AuthFormCallbacks<RegisterInput> & { draft?: AuthDraft<RegisterInput> }) {
  const { t } = useTranslation("account");
  const form = useContractForm(registerInput, { defaultValues: { ...EMPTY, ...draft?.values } });
  const submit = useAuthSubmit(form, accountClient.register, callbacks);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form mounts
  useEffect(() => {
    if (draft) showFieldErrors(form, draft.errors, false);
  }, []);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("register.section_account")}</legend>
        <AccountFields form={form} own />
        <PasswordFields form={form} labels="register" />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("register.section_personal")}</legend>
        <PersonalFields form={form} own />
      </fieldset>

      <WhatsappConsentField form={form} suggest={() => form.getValues("phone")} testId="register-whatsapp" />

      <AccountSubmit form={form} keys="register" testId="register-submit" className="w-full" />
    </form>
  );
}
