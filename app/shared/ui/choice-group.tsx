import { RequiredMark } from "#app/shared/ui/form-field";
import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A group of radios or checkboxes: a fieldset whose legend names the question, with its hint
 * and error linked to the group (aria-describedby), so a screen reader announces them once.
 * `data-invalid` lets the checkout find and focus the first invalid group.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  required,
  className = "",
  legendClassName = "mb-2 text-sm font-medium text-slate-800",
  testId,
  children,
}: {
  legend: React.ReactNode;
  hint?: string;
  error?: string;
  required?: boolean;
  className?: string;
  legendClassName?: string;
  testId?: string;
  children: React.ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset
      className={className}
      aria-describedby={[errorId, hintId].filter(Boolean).join(" ") || undefined}
      data-invalid={error ? "true" : undefined}
      data-testid={testId}
    >
      <legend className={legendClassName}>
        {legend}
        {required ? <RequiredMark /> : null}
      </legend>
      {hint ? (
        <p id={hintId} className="-mt-1 mb-2 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One radio or checkbox with its label as a large tap target (44 px high at least). */
export function ChoiceOption({
  label,
  description,
  aside,
  selected,
  disabled,
  children,
  className = "",
}: {
  label: React.ReactNode;
  description?: React.ReactNode;
  aside?: React.ReactNode;
  selected?: boolean;
  disabled?: boolean;
  /** The <input type="radio|checkbox"> itself. */
  children: React.ReactNode;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the radio or checkbox comes in as `children`, inside the label
    <label
      className={`flex min-h-11 items-start gap-3 rounded-lg border px-3 py-2.5 ${
        disabled
          ? "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600"
          : selected
            ? "cursor-pointer border-brand-600 bg-brand-50 ring-1 ring-brand-600"
            : "cursor-pointer border-slate-300 bg-white hover:border-brand-600"
      } ${className}`}
    >
      <span className="mt-0.5 flex shrink-0">{children}</span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-slate-900">{label}</span>
        {description ? <span className="mt-0.5 block text-sm text-slate-600">{description}</span> : null}
      </span>
      {aside ? <span className="shrink-0 text-right text-sm">{aside}</span> : null}
    </label>
  );
}

export const choiceInputClass = "size-5 accent-brand-700";

type RadioOption = { value: string; label: string; description: React.ReactNode; testId: string };

/** One choice of `RadioOptions`, one line each where a form lists them: value, label, description, test id. */
export const radioOption = (
  value: string,
  label: string,
  description: React.ReactNode,
  testId: string,
): RadioOption => ({
  value,
  label,
  description,
  testId,
});

/** The radios of one form field (`registration`) as choice cards; `value` is the chosen one. */
export function RadioOptions({
  registration,
  value,
  options,
}: {
  registration: UseFormRegisterReturn;
  value: string | undefined;
  options: RadioOption[];
}) {
  return options.map((o) => (
    <ChoiceOption key={o.value} selected={value === o.value} label={o.label} description={o.description}>
      <input type="radio" value={o.value} {...registration} className={choiceInputClass} data-testid={o.testId} />
    </ChoiceOption>
  ));
}

/**
 * A radio of a form as a bordered card that the browser marks when checked (CSS `has-checked`,
 * no re-render): the radio first, then `children` (an icon, the choice's text).
 */
export function RadioCard({
  registration,
  value,
  className,
  inputClassName,
  testId,
  children,
}: {
  registration: UseFormRegisterReturn;
  value: string;
  /** Size and border colour of the card. */
  className: string;
  inputClassName: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 has-checked:border-brand-600 has-checked:bg-brand-50 ${className}`}
    >
      <input type="radio" value={value} {...registration} className={inputClassName} data-testid={testId} />
      {children}
    </label>
  );
}

/**
 * A few ways to pay (the method, the provider) as radio cards, two a row under the question.
 * Each card's `content` follows its radio (an icon, the name).
 */
export function RadioCardGroup({
  legend,
  registration,
  cards,
}: {
  legend: string;
  registration: UseFormRegisterReturn;
  cards: { value: string; testId: string; content: React.ReactNode }[];
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {cards.map((c) => (
          <RadioCard
            key={c.value}
            registration={registration}
            value={c.value}
            className="min-h-11 border-slate-300"
            inputClassName="size-5 accent-brand-700"
            testId={c.testId}
          >
            {c.content}
          </RadioCard>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A required choice among a few options (choice rule of a group, price per pax or per booking)
 * as bordered cards, each with its name and a line of help. `error` shows under the cards and
 * is announced with the group through `errorId`.
 */
export function RadioCards<O extends string>({
  legend,
  options,
  registration,
  label,
  help,
  testId,
  error,
  errorId,
}: {
  legend: string;
  options: readonly O[];
  registration: UseFormRegisterReturn;
  label: (option: O) => string;
  help: (option: O) => string;
  testId: (option: O) => string;
  error?: string;
  errorId?: string;
}) {
  return (
    <fieldset aria-describedby={error !== undefined ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800">
        {legend}
        <RequiredMark />
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
          >
            <input
              type="radio"
              value={option}
              {...registration}
              className="mt-1 size-5 accent-brand-700"
              data-testid={testId(option)}
            />
            <span>
              <span className="block font-medium text-slate-900">{label(option)}</span>
              <span className="block text-sm text-slate-600">{help(option)}</span>
            </span>
          </label>
        ))}
      </div>
      {error !== undefined ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
