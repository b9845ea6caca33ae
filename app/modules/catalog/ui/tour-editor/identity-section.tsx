import { useTranslation } from "react-i18next";
import { InputField, SelectField } from "#app/shared/ui/bound-fields";
import { PACKAGE_KINDS } from "#app/modules/catalog/catalog.contract";
import { FormSection } from "#app/shared/ui/page-header";
import { SlugField } from "#app/shared/ui/record-fields";
import type { TourForm } from "./tour-form-schema";

/** The package's code, slug and kind (an umrah package asks the ministry's data: decision 081). */
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
        <SelectField
          form={form}
          name="kind"
          label={t("fields.kind")}
          hint={t("fields.kind_hint")}
          required
          // Umrah first: what most of the agency's packages are.
          options={[...PACKAGE_KINDS].reverse().map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          data-testid="tour-kind"
        />
      </div>
    </FormSection>
  );
}
