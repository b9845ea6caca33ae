import { RequiredMark } from "#app/shared/ui/form-field";
import type { UseFormRegisterReturn } from "react-hook-form";

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
