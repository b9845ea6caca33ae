import { useTranslation } from "react-i18next";
import { InputField } from "#app/shared/ui/bound-fields";
import { FormSection } from "#app/shared/ui/page-header";
import { SlugField } from "#app/shared/ui/record-fields";
import type { TourForm } from "./tour-form-schema";

/** The package's code and slug. */
export function IdentitySection({ form }: { form: TourForm }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <FormSection title={t("section.identity")} description={t("section.identity_intro")}>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          form={form}
          name="code"
          label={t("fields.code")}
          hint={t("fields.code_hint")}
          required
          // Typed as an identifier, not as prose.
          type="text"
          spellCheck={false}
          autoComplete="off"
          autoCapitalize="characters"
          controlClassName="uppercase"
          data-testid="tour-code"
        />
        <SlugField form={form} testId="tour-slug" />
      </div>
    </FormSection>
  );
}
