import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Locale } from "#app/shared/i18n/config";
import { controlClass, FormField } from "./form-field";
import { RichTextField } from "./rich-text-field";
import { langAttr, languageLabel } from "./translation-tabs";

/** The "order" field of a sortable record (0 first). */
export function SortOrderField({
  registration,
  error,
  className,
  testId,
}: {
  registration: UseFormRegisterReturn;
  error?: string;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <FormField label={t("fields.sort_order")} error={error} hint={t("fields.sort_order_hint")} className={className}>
      {(a11y) => (
        <input
          {...a11y}
          {...registration}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          className={controlClass}
          data-testid={testId}
        />
      )}
    </FormField>
  );
}

/** A text of one language in a language tab: "Title (English)", a line or, with `rows`, a box. */
export function LanguageTextField({
  label,
  locale,
  registration,
  error,
  hint,
  required = false,
  rows,
  testId,
}: {
  label: string;
  locale: Locale;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  rows?: number;
  testId: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <FormField
      label={languageLabel(label, locale)}
      error={error}
      hint={hint}
      required={required}
      optionalLabel={t("ui.optional")}
    >
      {(a11y) =>
        rows ? (
          <textarea
            {...a11y}
            {...registration}
            lang={langAttr(locale)}
            rows={rows}
            className={controlClass}
            data-testid={testId}
          />
        ) : (
          <input
            {...a11y}
            {...registration}
            lang={langAttr(locale)}
            type="text"
            className={controlClass}
            data-testid={testId}
          />
        )
      }
    </FormField>
  );
}

/** A rich text (description, answer, page body) of one language in a language tab. */
export function LanguageRichTextField<T extends FieldValues, O>({
  control,
  name,
  label,
  locale,
  error,
  required = false,
  rows,
  testId,
}: {
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  label: string;
  locale: Locale;
  error?: string;
  required?: boolean;
  rows: number;
  testId: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <FormField
      label={languageLabel(label, locale)}
      error={error}
      hint={t("fields.description_hint")}
      required={required}
      optionalLabel={t("ui.optional")}
    >
      {(a11y) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <RichTextField
              a11y={a11y}
              value={field.value ?? ""}
              onChange={field.onChange}
              onBlur={field.onBlur}
              lang={langAttr(locale)}
              rows={rows}
              testId={testId}
            />
          )}
        />
      )}
    </FormField>
  );
}
