import { useTranslation } from "react-i18next";
import { SelectField, TextareaField } from "#app/shared/ui/bound-fields";
import { type FieldLine, FieldLines, fieldOf, type GroupForm, testIdOf } from "./account-fields";

// Stored as these codes (the API keeps free text up to 20 characters); labels are translated.
export const TITLES = ["Mr", "Mrs", "Ms"] as const;

type Details = Record<"name" | "username", string> &
  Record<"email" | "title" | "is_number" | "phone" | "birth_place" | "birth_date" | "address", string | null>;

/** A user's details as the forms hold them: text inputs, "" for nothing. */
export function detailsOf(u: Details): Details & Record<keyof Details, string> {
  return {
    name: u.name,
    email: u.email ?? "",
    username: u.username,
    title: u.title ?? "",
    is_number: u.is_number ?? "",
    phone: u.phone ?? "",
    birth_place: u.birth_place ?? "",
    birth_date: u.birth_date ?? "",
    address: u.address ?? "",
  };
}

// The one-line details, in the order the forms show them; autofill names apply to one's own details only.
const LINES: FieldLine[] = [
  { name: "is_number", label: "register.is_number", testId: "is-number", type: "text" },
  { name: "phone", label: "register.phone", testId: "phone", type: "tel", inputMode: "tel", autoComplete: "tel" },
  { name: "birth_place", label: "register.birth_place", testId: "birth-place", type: "text" },
  { name: "birth_date", label: "register.birth_date", testId: "birth-date", type: "date", autoComplete: "bday" },
];

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
  const auto = (value: string) => (own ? value : undefined);
  const extraTitle = storedTitle && !(TITLES as readonly string[]).includes(storedTitle) ? storedTitle : null;
  return (
    <>
      <SelectField
        form={form}
        name={fieldOf<T>("title")}
        label={t("register.title_field")}
        optional
        autoComplete={auto("honorific-prefix")}
        emptyOption={t("register.title_choose")}
        options={[
          ...TITLES.map((code) => ({ value: code, label: t(`register.titles.${code}`) })),
          ...(extraTitle ? [{ value: extraTitle, label: extraTitle }] : []),
        ]}
        data-testid={testIdOf(testIdPrefix, "title")}
      />
      <FieldLines form={form} lines={LINES} testIdPrefix={testIdPrefix} auto={auto} optional />
      <TextareaField
        form={form}
        name={fieldOf<T>("address")}
        label={t("register.address")}
        optional
        className="sm:col-span-2"
        rows={3}
        autoComplete={auto("street-address")}
        data-testid={testIdOf(testIdPrefix, "address")}
      />
    </>
  );
}
