import { Controller, type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Locale } from "#app/shared/i18n/config";
import { InputField, TextareaField } from "./bound-fields";
import { FormField } from "./form-field";
import { RichTextField } from "./rich-text-field";
import { langAttr, languageLabel } from "./translation-tabs";

// The fields take the form (react-hook-form's, with any output type) and read their own error.
type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, unknown>;
type Bound<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "formState">;

/** The "order" field of a sortable record (0 first). */
export function SortOrderField<T extends FieldValues>({
  form,
  className,
  testId,
}: {
  form: AnyForm<T>;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <InputField
      form={form as unknown as Bound<T>}
      name={"sort_order" as Path<T>}
      label={t("fields.sort_order")}
      hint={t("fields.sort_order_hint")}
      className={className}
      type="number"
      inputMode="numeric"
      min={0}
      step={1}
      data-testid={testId}
    />
  );
}

/** A text of one language in a language tab: "Title (English)", a line or, with `rows`, a box. */
export function LanguageTextField<T extends FieldValues>({
  form,
  name,
  label,
  locale,
  hint,
  required = false,
  rows,
  testId,
}: {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
  locale: Locale;
  hint?: string;
  required?: boolean;
  rows?: number;
  testId: string;
}) {
  const { t } = useTranslation("catalog_admin");
  const field = {
    form: form as unknown as Bound<T>,
    name,
    label: languageLabel(label, locale),
    hint,
    required,
    optionalLabel: t("ui.optional"),
    lang: langAttr(locale),
    "data-testid": testId,
  };
  return rows ? <TextareaField {...field} rows={rows} /> : <InputField {...field} type="text" />;
}

/** A rich text (description, answer, page body) of one language in a language tab. */
export function LanguageRichTextField<T extends FieldValues>({
  form,
  name,
  label,
  locale,
  required = false,
  rows,
  testId,
}: {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
  locale: Locale;
  required?: boolean;
  rows: number;
  testId: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <FormField
      label={languageLabel(label, locale)}
      error={(get(form.formState.errors, name) as FieldError | undefined)?.message}
      hint={t("fields.description_hint")}
      required={required}
      optionalLabel={t("ui.optional")}
    >
      {(a11y) => (
        <Controller
          control={form.control}
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
