import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { InputField } from "#app/shared/ui/bound-fields";
import { FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";

/** The form a field group is bound to: any form that has the group's fields. */
export type GroupForm<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "formState">;

/** A field of the group as a path of the caller's form (the constraint on T guarantees it exists). */
export const fieldOf = <T extends FieldValues>(name: string) => name as Path<T>;

/** `<prefix>-<field>` for the forms that e2e specs drive by test id; none for the others. */
export const testIdOf = (prefix: string | undefined, field: string) => (prefix ? `${prefix}-${field}` : undefined);

/**
 * Name, email and user name, as register, profile and the admin's user editor ask them. `own`:
 * the person types their own details, so the browser may fill them in; an admin editing someone
 * else gets `autoComplete="off"` (their own saved name and email are not the user's).
 */
export function AccountFields<T extends Record<"name" | "email" | "username", unknown>>({
  form,
  own,
  testIdPrefix,
}: {
  form: GroupForm<T>;
  own: boolean;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation("account");
  const auto = (value: string) => (own ? value : "off");
  return (
    <>
      <InputField
        form={form}
        name={fieldOf<T>("name")}
        label={t("register.name")}
        required
        className="sm:col-span-2"
        type="text"
        autoComplete={auto("name")}
        data-testid={testIdOf(testIdPrefix, "name")}
      />
      <InputField
        form={form}
        name={fieldOf<T>("email")}
        label={t("register.email")}
        required
        type="email"
        autoComplete={auto("email")}
        data-testid={testIdOf(testIdPrefix, "email")}
      />
      <InputField
        form={form}
        name={fieldOf<T>("username")}
        label={t("register.username")}
        hint={t("register.username_hint")}
        required
        type="text"
        autoComplete={auto("username")}
        autoCapitalize="none"
        spellCheck={false}
        data-testid={testIdOf(testIdPrefix, "username")}
      />
    </>
  );
}

// Each form's own words (written out: the catalogue test finds a key by its literal).
const PASSWORD_LABELS = {
  register: ["register.password", "register.password_confirmation"],
  update_password: ["update_password.password", "update_password.password_confirmation"],
  reset: ["reset.password", "reset.password_confirmation"],
} as const;

/**
 * A new password and its confirmation (register, update password, reset password), with the
 * password policy as the hint. `labels`: whose labels (the form's key group in the account
 * namespace); `testId` names the password input,
 * `<testId>-confirmation` the other.
 */
export function PasswordFields<T extends Record<"password" | "password_confirmation", unknown>>({
  form,
  labels,
  testId,
}: {
  form: GroupForm<T>;
  labels: keyof typeof PASSWORD_LABELS;
  testId?: string;
}) {
  const { t } = useTranslation("account");
  const [password, confirmation] = PASSWORD_LABELS[labels];
  return (
    <>
      <InputField
        form={form}
        name={fieldOf<T>("password")}
        label={t(password)}
        hint={t("register.password_hint")}
        required
        type="password"
        autoComplete="new-password"
        data-testid={testId}
      />
      <InputField
        form={form}
        name={fieldOf<T>("password_confirmation")}
        label={t(confirmation)}
        required
        type="password"
        autoComplete="new-password"
        data-testid={testId && `${testId}-confirmation`}
      />
    </>
  );
}

/**
 * A login name (user name or email) as login and forgot password ask it: plain text, no
 * autocapitalisation or spell check, filled in by the browser as the account's user name.
 */
export function LoginNameField<T extends FieldValues>({
  form,
  name,
  label,
  testId,
}: {
  form: GroupForm<T>;
  name: Path<T>;
  label: string;
  testId?: string;
}) {
  return (
    <InputField
      form={form}
      name={name}
      label={label}
      required
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      data-testid={testId}
    />
  );
}

/** A panel form's card of fields in two columns (profile, user editor). */
export function FieldsSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <FormSection title={title}>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </FormSection>
  );
}

const SUBMIT_LABELS = {
  login: ["login.submit", "login.submitting"],
  register: ["register.submit", "register.submitting"],
  update_password: ["update_password.submit", "update_password.submitting"],
  forgot: ["forgot.submit", "forgot.submitting"],
  reset: ["reset.submit", "reset.submitting"],
} as const;

/** The submit button of an account form, with the form's label (and another while the request runs). */
export function AccountSubmit({
  form,
  keys,
  testId,
  className,
}: {
  form: { formState: { isSubmitting: boolean } };
  keys: keyof typeof SUBMIT_LABELS;
  testId: string;
  className: string;
}) {
  const { t } = useTranslation("account");
  const [label, loadingLabel] = SUBMIT_LABELS[keys];
  return (
    <SubmitButton
      loading={form.formState.isSubmitting}
      loadingLabel={t(loadingLabel)}
      className={className}
      data-testid={testId}
    >
      {t(label)}
    </SubmitButton>
  );
}
