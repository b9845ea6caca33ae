import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
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
  /** Shown after the label of optional fields, e.g. "(optional)". */
  optionalLabel?: string;
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
      optionalLabel={p.optionalLabel}
      className={p.className}
      error={p.error ?? fieldError(p.form, p.name)}
    >
      {control}
    </FormField>
  );
}

const withExtra = (extra?: string) => (extra ? `${controlClass} ${extra}` : controlClass);

export function InputField<T extends FieldValues>(props: Frame<T> & Native<InputHTMLAttributes<HTMLInputElement>>) {
  const { form, name, label, hint, required, optionalLabel, className, error, controlClassName, ...input } = props;
  return frame(props, (a11y) => (
    <input {...a11y} {...form.register(name)} className={withExtra(controlClassName)} {...input} />
  ));
}

export function TextareaField<T extends FieldValues>(
  props: Frame<T> & Native<TextareaHTMLAttributes<HTMLTextAreaElement>>,
) {
  const { form, name, label, hint, required, optionalLabel, className, error, controlClassName, ...input } = props;
  return frame(props, (a11y) => (
    <textarea {...a11y} {...form.register(name)} className={withExtra(controlClassName)} {...input} />
  ));
}

/** The options are the children. */
export function SelectField<T extends FieldValues>(
  props: Frame<T> & Native<SelectHTMLAttributes<HTMLSelectElement>> & { children: ReactNode },
) {
  const { form, name, label, hint, required, optionalLabel, className, error, controlClassName, children, ...input } =
    props;
  return frame(props, (a11y) => (
    <select {...a11y} {...form.register(name)} className={withExtra(controlClassName)} {...input}>
      {children}
    </select>
  ));
}

/** An amount in the site currency (`MoneyInput`: the symbol in front, the amount as customers see it under it). */
export function MoneyField<T extends FieldValues, O = T>(
  props: Omit<Frame<T>, "form" | "controlClassName"> & {
    form: Pick<UseFormReturn<T, unknown, O>, "register" | "formState" | "control">;
    testId?: string;
  },
) {
  const { form, name, testId } = props;
  return frame(props, (a11y) => (
    <MoneyInput control={form.control} name={name} a11y={a11y} inputProps={form.register(name)} testId={testId} />
  ));
}
