import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { controlClass, FormField } from "#app/shared/ui/form-field";
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
  const { errors, isSubmitting } = form.formState;
  const optional = t("register.optional");

  // biome-ignore lint/correctness/useExhaustiveDependencies: only once, when the form mounts
  useEffect(() => {
    if (draft) showFieldErrors(form, draft.errors, false);
  }, []);

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("register.section_account")}</legend>
        <FormField label={t("register.name")} error={errors.name?.message} required className="sm:col-span-2">
          {(a11y) => (
            <input {...a11y} {...form.register("name")} type="text" autoComplete="name" className={controlClass} />
          )}
        </FormField>
        <FormField label={t("register.email")} error={errors.email?.message} required>
          {(a11y) => (
            <input {...a11y} {...form.register("email")} type="email" autoComplete="email" className={controlClass} />
          )}
        </FormField>
        <FormField
          label={t("register.username")}
          error={errors.username?.message}
          hint={t("register.username_hint")}
          required
        >
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
        <FormField
          label={t("register.password")}
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
            />
          )}
        </FormField>
        <FormField label={t("register.password_confirmation")} error={errors.password_confirmation?.message} required>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register("password_confirmation")}
              type="password"
              autoComplete="new-password"
              className={controlClass}
            />
          )}
        </FormField>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">{t("register.section_personal")}</legend>
        <FormField label={t("register.title_field")} error={errors.title?.message} optionalLabel={optional}>
          {(a11y) => (
            <select {...a11y} {...form.register("title")} autoComplete="honorific-prefix" className={controlClass}>
              <option value="">{t("register.title_choose")}</option>
              {TITLES.map((code) => (
                <option key={code} value={code}>
                  {t(`register.titles.${code}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t("register.is_number")} error={errors.is_number?.message} optionalLabel={optional}>
          {(a11y) => <input {...a11y} {...form.register("is_number")} type="text" className={controlClass} />}
        </FormField>
        <FormField label={t("register.phone")} error={errors.phone?.message} optionalLabel={optional}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField label={t("register.birth_place")} error={errors.birth_place?.message} optionalLabel={optional}>
          {(a11y) => <input {...a11y} {...form.register("birth_place")} type="text" className={controlClass} />}
        </FormField>
        <FormField label={t("register.birth_date")} error={errors.birth_date?.message} optionalLabel={optional}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.register("birth_date")}
              type="date"
              autoComplete="bday"
              className={controlClass}
            />
          )}
        </FormField>
        <FormField
          label={t("register.address")}
          error={errors.address?.message}
          optionalLabel={optional}
          className="sm:col-span-2"
        >
          {(a11y) => (
            <textarea
              {...a11y}
              {...form.register("address")}
              rows={3}
              autoComplete="street-address"
              className={controlClass}
            />
          )}
        </FormField>
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
