import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { type FieldError, type FieldValues, get, type Path, type UseFormReturn } from "react-hook-form";
import { controlClass, FormField } from "./form-field";
import { MoneyInput } from "./money-input";

/**
 * Form fields bound to a react-hook-form form by name: the label, hint, required mark and the
 * field's (already translated) error come from one place, so a form lists its fields instead of
 * wiring `FormField` + `register` + error lookup for each. `FormField` stays for controls that
 * are not a plain input, textarea or select (money inputs, uploads, rich text).
 */
interface Frame<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, "register" | "formState">;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
  /** Marks an optional field ("(optional)" after the label). */
  optional?: boolean;
  /** The wrapper's class (grid spans); the control's own is `controlClassName`. */
  className?: string;
  /** Overrides the error read from the form (e.g. a message composed by the form). */
  error?: string;
  /** Added to the shared control look. */
  controlClassName?: string;
}

type Native<E> = Omit<E, "name" | "form" | "className" | "required" | "children">;

function fieldError<T extends FieldValues>(form: Frame<T>["form"], name: Path<T>) {
  return (get(form.formState.errors, name) as FieldError | undefined)?.message;
}

function frame<T extends FieldValues>(p: Frame<T>, control: Parameters<typeof FormField>[0]["children"]) {
  return (
    <FormField
      label={p.label}
      hint={p.hint}
      required={p.required}
      optional={p.optional}
      className={p.className}
      error={p.error ?? fieldError(p.form, p.name)}
    >
      {control}
    </FormField>
  );
}

const withExtra = (extra?: string) => (extra ? `${controlClass} ${extra}` : controlClass);

export function InputField<T extends FieldValues>(props: Frame<T> & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { form, name, label, hint, required, optional, className, error, controlClassName, ...input } = props;
  return frame(props, (a11y) => (
    <input {...a11y} {...form.register(name)} className={withExtra(controlClassName)} {...input} />
  ));
}

export function TextareaField<T extends FieldValues>(
  props: Frame<T> & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { form, name, label, hint, required, optional, className, error, controlClassName, ...input } = props;
  return frame(props, (a11y) => (
    <textarea {...a11y} {...form.register(name)} className={withExtra(controlClassName)} {...input} />
  ));
}

/** An option of a `SelectField`; `lang` for a name written in its own language. */
export interface SelectOption {
  value: string;
  label: string;
  lang?: string;
}

/** A choice from `options`, after a first option of value "" labelled `emptyOption` when given (none chosen). */
export function SelectField<T extends FieldValues>(
  props: Frame<T> &
    Native<SelectHTMLAttributes<HTMLSelectElement>> & { options: readonly SelectOption[]; emptyOption?: string },
) {
  const {
    form,
    name,
    label,
    hint,
    required,
    optional,
    className,
    error,
    controlClassName,
    options,
    emptyOption,
    ...input
  } = props;
  return frame(props, (a11y) => (
    <select {...a11y} {...form.register(name)} className={withExtra(controlClassName)} {...input}>
      {emptyOption === undefined ? null : <option value="">{emptyOption}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value} lang={o.lang}>
          {o.label}
        </option>
      ))}
    </select>
  ));
}

/** A whole number on the numeric keyboard (`type="number"`, steps of 1); `min` and `max` bound it. */
export function NumberField<T extends FieldValues>(props: Frame<T> & Native<InputHTMLAttributes<HTMLInputElement>>) {
  return <InputField type="number" inputMode="numeric" step={1} {...props} />;
}

/** An amount in the site currency (`MoneyInput`: the symbol in front, the amount as customers see it under it). */
export function MoneyField<T extends FieldValues, O = T>(
  props: Omit<Frame<T>, "form" | "controlClassName"> & {
    form: Pick<UseFormReturn<T, unknown, O>, "register" | "formState" | "control">;
    testId?: string;
    /** See MoneyInput: an amount customers never see. */
    internal?: boolean;
  },
) {
  const { form, name, testId, internal } = props;
  return frame(props, (a11y) => (
    <MoneyInput
      control={form.control}
      name={name}
      a11y={a11y}
      inputProps={form.register(name)}
      testId={testId}
      internal={internal}
    />
  ));
}
