import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { localeNames, locales, localeTag } from "#app/shared/i18n/config";
import { InputField, SelectField, type SelectOption } from "#app/shared/ui/bound-fields";
import { FormSection } from "#app/shared/ui/page-header";
import { SubmitButton } from "#app/shared/ui/submit-button";

/** The form a field group is bound to: any form that has the group's fields. */
export type GroupForm<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "formState">;

/** A field of the group as a path of the caller's form (the constraint on T guarantees it exists). */
export const fieldOf = <T extends FieldValues>(name: string) => name as Path<T>;

/** `<prefix>-<field>` for the forms that e2e specs drive by test id; none for the others. */
export const testIdOf = (prefix: string | undefined, field: string) => (prefix ? `${prefix}-${field}` : undefined);

/** A one-line field of a group, as data: its translated label (and hint) and its input's attributes. */
export interface FieldLine {
  name: string;
  label: string;
  hint?: string;
  /** The test id's field part, when it is not the name. */
  testId?: string;
  type: "text" | "email" | "tel" | "date";
  /** The browser's autofill name, given to `auto` (which drops it when one edits someone else's details). */
  autoComplete?: string;
  inputMode?: "tel" | "email";
  className?: string;
  autoCapitalize?: "none";
  spellCheck?: boolean;
}

/** The one-line fields of a group from its table, all required or all optional. */
export function FieldLines<T extends FieldValues>({
  form,
  lines,
  testIdPrefix,
  auto,
  required,
  optional,
}: {
  form: GroupForm<T>;
  lines: FieldLine[];
  testIdPrefix?: string;
  auto: (autoComplete: string) => string | undefined;
  required?: boolean;
  optional?: boolean;
}) {
  const { t } = useTranslation("account");
  return lines.map(({ name, label, hint, testId = name, autoComplete, ...input }) => (
    <InputField
      key={name}
      form={form}
      name={fieldOf<T>(name)}
      label={t(label)}
      hint={hint && t(hint)}
      required={required}
      optional={optional}
      autoComplete={autoComplete && auto(autoComplete)}
      data-testid={testIdOf(testIdPrefix, testId)}
      {...input}
    />
  ));
}

// Name, email and user name, in the order the forms show them, with the browser's autofill names.
const IDENTITY: FieldLine[] = [
  { name: "name", label: "register.name", type: "text", autoComplete: "name", className: "sm:col-span-2" },
  { name: "email", label: "register.email", type: "email", autoComplete: "email" },
  {
    name: "username",
    label: "register.username",
    hint: "register.username_hint",
    type: "text",
    autoComplete: "username",
    autoCapitalize: "none",
    spellCheck: false,
  },
];

/**
 * Name, email and user name, as register, profile and the admin's user editor ask them. `own`:
 * the person types their own details, so the browser may fill them in; an admin editing someone
 * else gets `autoComplete="off"` (their own saved name and email are not the user's).
 * `emailOptional`: staff may keep a customer without an address (decision 074).
 */
export function AccountFields<T extends Record<"name" | "username", unknown> & { email?: unknown }>({
  form,
  own,
  testIdPrefix,
  emailOptional = false,
}: {
  form: GroupForm<T>;
  own: boolean;
  testIdPrefix?: string;
  emailOptional?: boolean;
}) {
  const auto = (value: string) => (own ? value : "off");
  if (!emailOptional)
    return <FieldLines form={form} lines={IDENTITY} testIdPrefix={testIdPrefix} auto={auto} required />;
  const [name, email, username] = IDENTITY;
  return (
    <>
      <FieldLines form={form} lines={[name]} testIdPrefix={testIdPrefix} auto={auto} required />
      <FieldLines form={form} lines={[email]} testIdPrefix={testIdPrefix} auto={auto} optional />
      <FieldLines form={form} lines={[username]} testIdPrefix={testIdPrefix} auto={auto} required />
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

/** The languages of a user's mails and links, each named in its own language (as the language selector names them). */
const MAIL_LANGUAGES: SelectOption[] = locales.map((l) => ({ value: l, label: localeNames[l], lang: localeTag[l] }));

/**
 * The language a user's mails and links are written in (docs/product.md §Mail and notifications),
 * as the profile, the staff invitation and the counter's customer form ask it.
 */
export function MailLanguageField<T extends { locale?: unknown }>({
  form,
  label,
  hint,
  testId,
}: {
  form: GroupForm<T>;
  label: string;
  hint: string;
  testId: string;
}) {
  return (
    <SelectField
      form={form}
      name={fieldOf<T>("locale")}
      label={label}
      hint={hint}
      required
      options={MAIL_LANGUAGES}
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
