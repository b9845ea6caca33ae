import type { ControllerRenderProps } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TourFormValues } from "./tour-form-schema";

type IdsField = ControllerRenderProps<TourFormValues, "category_ids" | "attribute_ids">;

/** One choice of a list of ids the package picks (its categories, its extra-price groups): a labelled checkbox. */
export function IdChoice({
  field,
  id,
  className,
  inputClassName,
  testId,
  children,
}: {
  field: IdsField;
  id: number;
  className: string;
  inputClassName: string;
  testId: string;
  children: React.ReactNode;
}) {
  const chosen = field.value ?? [];
  const checked = chosen.includes(id);
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={() => field.onChange(checked ? chosen.filter((x) => x !== id) : [...chosen, id])}
        onBlur={field.onBlur}
        className={inputClassName}
        data-testid={testId}
      />
      {children}
    </label>
  );
}

/** Shown while the choices load, or when there are none yet, with a link to create one. */
export function NoChoices({
  pending,
  none,
  addTo,
  addLabel,
}: {
  pending: boolean;
  none: string;
  addTo: string;
  addLabel: string;
}) {
  const { t } = useTranslation("catalog_admin");
  return (
    <p className="text-sm text-slate-600">
      {pending ? t("ui.loading") : none}{" "}
      {!pending ? (
        <Link to={addTo} className="font-medium text-brand-700 underline">
          {addLabel}
        </Link>
      ) : null}
    </p>
  );
}
