import { useTranslation } from "react-i18next";
import { InputField, SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { fieldOf, type GroupForm, testIdOf } from "./account-fields";

// Stored as these codes (the API keeps free text up to 20 characters); labels are translated.
export const TITLES = ["Mr", "Mrs", "Ms"] as const;

type Details = Record<"name" | "email" | "username", string> &
  Record<"title" | "is_number" | "phone" | "birth_place" | "birth_date" | "address", string | null>;

/** A user's details as the forms hold them: text inputs, "" for nothing. */
export function detailsOf(u: Details): Details & Record<keyof Details, string> {
  return {
    name: u.name,
    email: u.email,
    username: u.username,
    title: u.title ?? "",
    is_number: u.is_number ?? "",
    phone: u.phone ?? "",
    birth_place: u.birth_place ?? "",
    birth_date: u.birth_date ?? "",
    address: u.address ?? "",
  };
}

type PersonalValues = Partial<
  Record<"title" | "is_number" | "phone" | "birth_place" | "birth_date" | "address", unknown>
>;

/**
 * The optional personal details of a user (title, IC number, phone, birth, address), as the
 * register form, the profile page and the admin's user editor ask them. `own`: the person edits
 * their own details, so the browser may fill them in; an admin editing someone else gets no autofill.
 */
export function PersonalFields<T extends PersonalValues>({
  form,
  storedTitle,
  own,
  testIdPrefix,
}: {
  form: GroupForm<T>;
  /** The stored title, if it is none of the codes (an API client's own words): it stays choosable. */
  storedTitle?: string | null;
  own: boolean;
  testIdPrefix?: string;
}) {
  const { t } = useTranslation("account");
  const optional = t("register.optional");
  const auto = (value: string) => (own ? value : undefined);
  const extraTitle = storedTitle && !(TITLES as readonly string[]).includes(storedTitle) ? storedTitle : null;
  return (
    <>
      <SelectField
        form={form}
        name={fieldOf<T>("title")}
        label={t("register.title_field")}
        optionalLabel={optional}
        autoComplete={auto("honorific-prefix")}
        data-testid={testIdOf(testIdPrefix, "title")}
      >
        <option value="">{t("register.title_choose")}</option>
        {TITLES.map((code) => (
          <option key={code} value={code}>
            {t(`register.titles.${code}`)}
          </option>
        ))}
        {extraTitle ? <option value={extraTitle}>{extraTitle}</option> : null}
      </SelectField>
      <InputField
        form={form}
        name={fieldOf<T>("is_number")}
        label={t("register.is_number")}
        optionalLabel={optional}
        type="text"
        data-testid={testIdOf(testIdPrefix, "is-number")}
      />
      <InputField
        form={form}
        name={fieldOf<T>("phone")}
        label={t("register.phone")}
        optionalLabel={optional}
        type="tel"
        inputMode="tel"
        autoComplete={auto("tel")}
        data-testid={testIdOf(testIdPrefix, "phone")}
      />
      <InputField
        form={form}
        name={fieldOf<T>("birth_place")}
        label={t("register.birth_place")}
        optionalLabel={optional}
        type="text"
        data-testid={testIdOf(testIdPrefix, "birth-place")}
      />
      <InputField
        form={form}
        name={fieldOf<T>("birth_date")}
        label={t("register.birth_date")}
        optionalLabel={optional}
        type="date"
        autoComplete={auto("bday")}
        data-testid={testIdOf(testIdPrefix, "birth-date")}
      />
      <TextareaField
        form={form}
        name={fieldOf<T>("address")}
        label={t("register.address")}
        optionalLabel={optional}
        className="sm:col-span-2"
        rows={3}
        autoComplete={auto("street-address")}
        data-testid={testIdOf(testIdPrefix, "address")}
      />
    </>
  );
}
