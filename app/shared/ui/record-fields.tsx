import type { ComponentProps } from "react";
import { Controller, type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Locale } from "#app/shared/i18n/config";
import { InputField, TextareaField } from "./bound-fields";
import { FormField } from "./form-field";
import { RichTextField } from "./rich-text-field";
import { langAttr, languageLabel, TranslationTabs } from "./translation-tabs";

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

/** The URL name of a record (a category, a destination, a package): optional, made from its name when empty. */
export function SlugField<T extends FieldValues>({ form, testId }: { form: AnyForm<T>; testId: string }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <InputField
      form={form as unknown as Bound<T>}
      name={"slug" as Path<T>}
      label={t("fields.slug")}
      hint={t("fields.slug_hint")}
      optionalLabel={t("ui.optional")}
      type="text"
      autoCapitalize="none"
      spellCheck={false}
      autoComplete="off"
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
