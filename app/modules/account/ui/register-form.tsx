import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { SubmitButton } from "#app/shared/ui/submit-button";
import { useContractForm } from "#app/shared/ui/use-contract-form";
import { type RegisterInput, registerInput } from "#app/modules/account/account.contract";
import { accountClient } from "#app/modules/account/account.api-client";
import { TITLES } from "./personal-fields";
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
};

/** The long register form of docs/product.md §Accounts and sessions; the server always creates a customer. */
export function RegisterForm({
  draft,
  ...callbacks
}: AuthFormCallbacks<RegisterInput> & { draft?: AuthDraft<RegisterInput> }) {
  const { t } = useTranslation("account");
  const form = useContractForm(registerInput, { defaultValues: { ...EMPTY, ...draft?.values } });
  const submit = useAuthSubmit(form, accountClient.register, callbacks);
  const { isSubmitting } = form.formState;
  const optional = t("register.optional");

  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form mounts
  useEffect(() => {
    if (draft) showFieldErrors(form, draft.errors, false);
  }, []);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("register.section_account")}</legend>
        <InputField
          form={form}
          name="name"
          label={t("register.name")}
          required
          className="sm:col-span-2"
          autoComplete="name"
        />
        <InputField form={form} name="email" label={t("register.email")} required type="email" autoComplete="email" />
        <InputField
          form={form}
          name="username"
          label={t("register.username")}
          hint={t("register.username_hint")}
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
        />
        <InputField
          form={form}
          name="password"
          label={t("register.password")}
          hint={t("register.password_hint")}
          required
          type="password"
          autoComplete="new-password"
        />
        <InputField
          form={form}
          name="password_confirmation"
          label={t("register.password_confirmation")}
          required
          type="password"
          autoComplete="new-password"
        />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("register.section_personal")}</legend>
        <SelectField
          form={form}
          name="title"
          label={t("register.title_field")}
          optionalLabel={optional}
          autoComplete="honorific-prefix"
        >
          <option value="">{t("register.title_choose")}</option>
          {TITLES.map((code) => (
            <option key={code} value={code}>
              {t(`register.titles.${code}`)}
            </option>
          ))}
        </SelectField>
        <InputField form={form} name="is_number" label={t("register.is_number")} optionalLabel={optional} />
        <InputField
          form={form}
          name="phone"
          label={t("register.phone")}
          optionalLabel={optional}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
        <InputField form={form} name="birth_place" label={t("register.birth_place")} optionalLabel={optional} />
        <InputField
          form={form}
          name="birth_date"
          label={t("register.birth_date")}
          optionalLabel={optional}
          type="date"
          autoComplete="bday"
        />
        <TextareaField
          form={form}
          name="address"
          label={t("register.address")}
          optionalLabel={optional}
          className="sm:col-span-2"
          rows={3}
          autoComplete="street-address"
        />
      </fieldset>

      <SubmitButton
        loading={isSubmitting}
        loadingLabel={t("register.submitting")}
        data-testid="register-submit"
        className="w-full"
      >
        {t("register.submit")}
      </SubmitButton>
    </form>
  );
}
