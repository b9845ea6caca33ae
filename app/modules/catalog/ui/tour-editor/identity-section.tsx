import { useTranslation } from "react-i18next";
import { InputField } from "#app/shared/ui/bound-fields";
import { FormSection } from "#app/shared/ui/page-header";
import type { TourForm } from "./tour-form-schema";

/** Typed as an identifier, not as prose. */
const IDENTIFIER = { type: "text", spellCheck: false, autoComplete: "off" } as const;

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
          {...IDENTIFIER}
          autoCapitalize="characters"
          controlClassName="uppercase"
          data-testid="tour-code"
        />
        <InputField
          form={form}
          name="slug"
          label={t("fields.slug")}
          hint={t("fields.slug_hint")}
          optionalLabel={t("ui.optional")}
          {...IDENTIFIER}
          autoCapitalize="none"
          data-testid="tour-slug"
        />
      </div>
    </FormSection>
  );
}
