import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { FormSection } from "#app/shared/ui/page-header";

// Stored as these codes (the API keeps free text up to 20 characters); labels are translated.
export const TITLES = ["Mr", "Mrs", "Ms"] as const;

type PersonalKey = "title" | "is_number" | "phone" | "birth_place" | "birth_date" | "address";

/**
 * The optional personal details of a user (title, IC number, phone, birth, address), as the
 * profile page and the admin's user editor both ask them. `own`: the person edits their own
 * details, so the browser may fill them in; an admin editing someone else gets no autofill.
 */
export function PersonalFields({
  field,
  errors,
  storedTitle,
  own,
  testIdPrefix,
}: {
  field: (name: PersonalKey) => UseFormRegisterReturn;
  errors: Partial<Record<PersonalKey, { message?: string }>>;
  /** The stored title, if it is none of the codes (an API client's own words): it stays choosable. */
  storedTitle: string | null;
  own: boolean;
  testIdPrefix: string;
}) {
  const { t } = useTranslation("account");
  const optional = t("register.optional");
  const auto = (value: string) => (own ? value : undefined);
  const extraTitle = storedTitle && !(TITLES as readonly string[]).includes(storedTitle) ? storedTitle : null;
  return (
    <FormSection title={t("register.section_personal")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("register.title_field")} error={errors.title?.message} optionalLabel={optional}>
          {(a11y) => (
            <select
              {...a11y}
              {...field("title")}
              autoComplete={auto("honorific-prefix")}
              className={controlClass}
              data-testid={`${testIdPrefix}-title`}
            >
              <option value="">{t("register.title_choose")}</option>
              {TITLES.map((code) => (
                <option key={code} value={code}>
                  {t(`register.titles.${code}`)}
                </option>
              ))}
              {extraTitle ? <option value={extraTitle}>{extraTitle}</option> : null}
            </select>
          )}
        </FormField>
        <FormField label={t("register.is_number")} error={errors.is_number?.message} optionalLabel={optional}>
          {(a11y) => (
            <input
              {...a11y}
              {...field("is_number")}
              type="text"
              className={controlClass}
              data-testid={`${testIdPrefix}-is-number`}
            />
          )}
        </FormField>
        <FormField label={t("register.phone")} error={errors.phone?.message} optionalLabel={optional}>
          {(a11y) => (
            <input
              {...a11y}
              {...field("phone")}
              type="tel"
              inputMode="tel"
              autoComplete={auto("tel")}
              className={controlClass}
              data-testid={`${testIdPrefix}-phone`}
            />
          )}
        </FormField>
        <FormField label={t("register.birth_place")} error={errors.birth_place?.message} optionalLabel={optional}>
          {(a11y) => (
            <input
              {...a11y}
              {...field("birth_place")}
              type="text"
              className={controlClass}
              data-testid={`${testIdPrefix}-birth-place`}
            />
          )}
        </FormField>
        <FormField label={t("register.birth_date")} error={errors.birth_date?.message} optionalLabel={optional}>
          {(a11y) => (
            <input
              {...a11y}
              {...field("birth_date")}
              type="date"
              autoComplete={auto("bday")}
              className={controlClass}
              data-testid={`${testIdPrefix}-birth-date`}
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
              {...field("address")}
              rows={3}
              autoComplete={auto("street-address")}
              className={controlClass}
              data-testid={`${testIdPrefix}-address`}
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
