import { useId } from "react";
import { useTranslation } from "react-i18next";

/** What a control needs so that its label, hint and error are announced with it. */
export interface ControlA11y {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  "aria-required": true | undefined;
}

/** Shared look of text inputs, selects and textareas (red border when invalid). */
export const controlClass =
  "block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 " +
  "focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-invalid:border-red-700";

/**
 * A labelled form control with its hint and error below it. The control comes from the
 * render prop, so any input, select or textarea gets the same id and aria wiring. Forms use
 * `noValidate` and aria-required: the contract's translated messages replace the browser's.
 */
export function FormField({
  label,
  error,
  hint,
  required,
  optional,
  className = "",
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Marks an optional field: "(optional)" after the label, in the visitor's language. */
  optional?: boolean;
  className?: string;
  children: (a11y: ControlA11y) => React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label id={`${id}-label`} htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : optional ? <OptionalMark /> : null}
      </label>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        "aria-required": required ? true : undefined,
      })}
      {hint && !error ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The "(optional)" after the label of an optional field, in the visitor's language. */
export function OptionalMark() {
  const { t } = useTranslation("common");
  return <span className="font-normal text-slate-600"> ({t("optional")})</span>;
}

/** The "*" after the label of a required field (the control itself says aria-required). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {" "}
      *
    </span>
  );
}
