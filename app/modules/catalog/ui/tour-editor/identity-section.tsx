import { useTranslation } from "react-i18next";
import { controlClass, FormField } from "#app/shared/ui/form-field";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourForm } from "./tour-form-schema";

/** The package's code and slug. */
export function IdentitySection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  const { register } = form;
  const { errors } = form.formState;
  const optional = t("ui.optional");
  return (
    <FormSection title={t("section.identity")} description={t("section.identity_intro")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("fields.code")} error={errors.code?.message} hint={t("fields.code_hint")} required>
          {(a11y) => (
            <input
              {...a11y}
              {...register("code")}
              type="text"
              autoCapitalize="characters"
              spellCheck={false}
              autoComplete="off"
              className={`${controlClass} uppercase`}
              data-testid="tour-code"
            />
          )}
        </FormField>
        <FormField
          label={t("fields.slug")}
          error={errors.slug?.message}
          hint={t("fields.slug_hint")}
          optionalLabel={optional}
        >
          {(a11y) => (
            <input
              {...a11y}
              {...register("slug")}
              type="text"
              autoCapitalize="none"
              spellCheck={false}
              autoComplete="off"
              className={controlClass}
              data-testid="tour-slug"
            />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
