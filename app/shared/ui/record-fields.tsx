import type { ComponentProps } from "react";
import { Controller, type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Locale } from "#app/shared/i18n/config";
import { InputField, TextareaField } from "./bound-fields";
import { FormField } from "./form-field";
import { RichTextField } from "./fields/rich-text-field";
import { langAttr, languageLabel, TranslationTabs } from "./fields/translation-tabs";

// The fields take the form (react-hook-form's, with any output type) and read their own error.
type AnyForm<T extends FieldValues> = UseFormReturn<T, unknown, unknown>;
type Bound<T extends FieldValues> = Pick<UseFormReturn<T>, "register" | "formState">;

/**
 * The fields many record forms have under the same name: the "order" of a sortable record (0
 * first), and the URL name of a category, destination or package (optional: made from its name
 * when empty). Labels are in the catalog_admin catalogue.
 */
const RECORD_FIELDS = {
  sort_order: {
    label: "fields.sort_order",
    hint: "fields.sort_order_hint",
    optional: false,
    input: { type: "number", inputMode: "numeric", min: 0, step: 1 },
  },
  slug: {
    label: "fields.slug",
    hint: "fields.slug_hint",
    optional: true,
    input: { type: "text", autoCapitalize: "none", spellCheck: false, autoComplete: "off" },
  },
} as const;

interface RecordFieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  className?: string;
  testId?: string;
}

function RecordField<T extends FieldValues>({
  name,
  form,
  className,
  testId,
}: RecordFieldProps<T> & { name: keyof typeof RECORD_FIELDS }) {
  const { t } = useTranslation("catalog_admin");
  const field = RECORD_FIELDS[name];
  return (
    <InputField
      form={form as unknown as Bound<T>}
      name={name as Path<T>}
      label={t(field.label)}
      hint={t(field.hint)}
      optional={field.optional}
      className={className}
      data-testid={testId}
      {...field.input}
    />
  );
}

export function SortOrderField<T extends FieldValues>(props: RecordFieldProps<T>) {
  return <RecordField name="sort_order" {...props} />;
}

export function SlugField<T extends FieldValues>(props: RecordFieldProps<T>) {
  return <RecordField name="slug" {...props} />;
}

/** What a field of one language in a language tab takes. */
interface LanguageFieldProps<T extends FieldValues> {
  form: AnyForm<T>;
  name: Path<T>;
  label: string;
  locale: Locale;
  required?: boolean;
  testId: string;
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
}: LanguageFieldProps<T> & { hint?: string; rows?: number }) {
  const field = {
    form: form as unknown as Bound<T>,
    name,
    label: languageLabel(label, locale),
    hint,
    required,
    optional: true,
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
}: LanguageFieldProps<T> & { rows: number }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <FormField
      label={languageLabel(label, locale)}
      error={(get(form.formState.errors, name) as FieldError | undefined)?.message}
      hint={t("fields.description_hint")}
      required={required}
      optional
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

/** One translated field of a form, as data: the form holds its value per language at `<name>.<locale>`. */
export interface TranslatedField {
  name: string;
  label: string;
  /** Required in Indonesian, the language the others fall back to. */
  required?: boolean;
  hint?: string;
  /** A box of this many rows instead of a line (with `rich`, the editor's height). */
  rows?: number;
  /** Rich text (a description, an answer, a page body) instead of plain text. */
  rich?: boolean;
}

/**
 * The language tabs of a form with its translated fields in each, so that a form lists its fields
 * instead of repeating each field's wiring per form. Test ids are `<testId>-<name>-<locale>`;
 * `path` places the values elsewhere than `<name>.<locale>` (a page's `langs.<locale>.<name>`).
 */
export function TranslatedFields<T extends FieldValues>({
  form,
  tabs,
  testId,
  fields,
  path = (name, locale) => `${name}.${locale}`,
}: {
  form: AnyForm<T>;
  tabs: Omit<ComponentProps<typeof TranslationTabs>, "children">;
  testId: string;
  fields: TranslatedField[];
  path?: (name: string, locale: Locale) => string;
}) {
  return (
    <TranslationTabs {...tabs}>
      {(locale) => (
        <div className="space-y-4">
          {fields.map(({ name, label, required, hint, rows, rich }) => {
            const field = {
              form,
              name: path(name, locale) as Path<T>,
              label,
              locale,
              required: required === true && locale === "id",
              testId: `${testId}-${name}-${locale}`,
            };
            return rich ? (
              <LanguageRichTextField key={name} {...field} rows={rows ?? 8} />
            ) : (
              <LanguageTextField key={name} {...field} hint={hint} rows={rows} />
            );
          })}
        </div>
      )}
    </TranslationTabs>
  );
}
