import { useQuery } from "@tanstack/react-query";
import { type FieldError, type FieldValues, get, useFormContext, useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { REGION_LEVELS, type RegionLevel, regionAncestors, regionLevel } from "#app/shared/idn-regions";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { bookingQueries } from "#app/modules/booking/booking.api-client";

/**
 * An Indonesian address as the official region codes (docs/product.md §Ministry data): province,
 * regency or city, district and village, each a native select (keyboard and screen readers as
 * usual) filled from GET /api/regions as the level above is chosen. The form holds one value,
 * `name` (the guest's `region_code`): the deepest level chosen, whose prefixes are the levels
 * above it, so choosing a province again clears the levels below it.
 */
export function RegionPicker({ name, testId }: { name: string; testId: string }) {
  const { t } = useTranslation("ministry");
  const { setValue, control } = useFormContext<FieldValues>();
  const { errors, isSubmitted } = useFormState({ control, name });
  const value = (useWatch({ control, name }) as string | null | undefined) ?? "";
  const chosen = regionLevel(value) ? regionAncestors(value) : [];
  const error = (get(errors, name) as FieldError | undefined)?.message;
  const choose = (level: number, code: string) =>
    setValue(name, code || (chosen[level - 1] ?? ""), { shouldDirty: true, shouldValidate: isSubmitted });
  const labels: Record<RegionLevel, string> = {
    province: t("field.province"),
    regency: t("field.regency"),
    district: t("field.district"),
    village: t("field.village"),
  };

  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2" data-testid={testId}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{t("field.address")}</legend>
      <p className="-mt-1 text-xs text-slate-600 sm:col-span-2">{t("region.hint")}</p>
      {REGION_LEVELS.map((level, i) => (
        <RegionLevelSelect
          key={level}
          label={labels[level]}
          parent={i === 0 ? "" : (chosen[i - 1] ?? null)}
          value={chosen[i] ?? ""}
          onChoose={(code) => choose(i, code)}
          // The server's refusal of the code is shown under the deepest level.
          error={i === REGION_LEVELS.length - 1 ? error : undefined}
          testId={`${testId}-${level}`}
        />
      ))}
    </fieldset>
  );
}

/** One level: the regions under `parent` ("" = the provinces; null = the level above is not chosen yet). */
function RegionLevelSelect({
  label,
  parent,
  value,
  onChoose,
  error,
  testId,
}: {
  label: string;
  parent: string | null;
  value: string;
  onChoose: (code: string) => void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation("ministry");
  const query = useQuery({ ...bookingQueries.regions(parent ?? ""), enabled: parent !== null });
  const loading = parent !== null && query.isPending;
  const regions = query.data?.data ?? [];
  return (
    <FormField label={label} error={error ?? (query.isError ? t("region.failed") : undefined)}>
      {(a11y) => (
        <div className="flex gap-2">
          <select
            {...a11y}
            value={value}
            onChange={(e) => onChoose(e.target.value)}
            disabled={parent === null || loading || query.isError}
            aria-busy={loading || undefined}
            className={`${controlClass} disabled:bg-slate-100 disabled:text-slate-600`}
            data-testid={testId}
          >
            <option value="">{loading ? t("region.loading") : t("choose")}</option>
            {regions.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
            {/* A stored code the list has not loaded yet keeps its place. */}
            {value && !regions.some((r) => r.code === value) ? <option value={value}>{value}</option> : null}
          </select>
          {query.isError ? (
            <button
              type="button"
              onClick={() => void query.refetch()}
              className="min-h-11 shrink-0 rounded-md border border-brand-700 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
              data-testid={`${testId}-retry`}
            >
              {t("region.retry")}
            </button>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
