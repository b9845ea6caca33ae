import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  type PolicyHostForm,
  PolicyTierFields,
  policyProblem,
} from "#app/modules/setting/ui/cancellation-policy-editor";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourForm } from "./tour-form-schema";

/** The first refusal of the package's tiers (client check or the server's 422), wherever it points. */
function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== "object") return undefined;
  const own = (node as { message?: unknown }).message;
  if (typeof own === "string") return own;
  for (const value of Object.values(node)) {
    if (value && typeof value === "object" && !("nodeName" in value)) {
      const found = firstMessage(value);
      if (found) return found;
    }
  }
  return undefined;
}

// The two choices of the radio group: the site's tiers, or the package's own below.
const POLICY_MODES = [
  { value: "site", label: "package_policy.site" },
  { value: "own", label: "package_policy.own" },
] as const;

/**
 * The package's cancellation tiers (decision 042): the site's (sent as null) or its own, edited
 * with the settings screen's tier fields; its own tiers replace the site's whole, fee included.
 */
export function PolicySection({ form }: { form: TourForm }) {
  const { t } = useTranslation(["refund", "catalog_admin"]);
  const mode = useWatch({ control: form.control, name: "policy_mode" });
  const message = firstMessage(form.formState.errors.cancellation_policy);
  return (
    <FormSection title={t("package_policy.title")} testId="tour-policy">
      <fieldset>
        <legend className="sr-only">{t("package_policy.title")}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {POLICY_MODES.map(({ value, label }) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={value}
                {...form.register("policy_mode")}
                className="mt-0.5 size-5 accent-brand-700"
                data-testid={`tour-policy-${value}`}
              />
              <span className="font-medium text-slate-900">{t(label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {mode === "own" ? (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-slate-600">{t("policy.intro")}</p>
          {/* The tour form holds the tiers under `cancellation_policy`, as the fields expect. */}
          <PolicyTierFields form={form as unknown as PolicyHostForm} />
          {message ? (
            <p role="alert" className="text-sm text-red-700" data-testid="policy-problem">
              {policyProblem(message, t)}
            </p>
          ) : null}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t("package_policy.site_hint")}</p>
      )}
    </FormSection>
  );
}
