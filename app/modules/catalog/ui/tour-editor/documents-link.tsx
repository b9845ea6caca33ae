import { FileCheck2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClass, FormSection } from "#app/shared/ui/page-header";
import { useCan } from "#app/modules/account/ui/use-can";

/**
 * The way to the package's pilgrim documents screen (/panel/tour/{id}/documents). By URL only:
 * the catalogue sits before the document module (app/modules/order.ts) and imports none of it.
 * Shown to staff with the documents permission only (the screen answers 403 to the others).
 */
export function DocumentsLink({ tourId }: { tourId: number }) {
  const { t } = useTranslation("document");
  const canDocuments = useCan("documents");
  if (!canDocuments) return null;
  return (
    <FormSection title={t("requirements.heading")} description={t("requirements.intro")} testId="tour-documents">
      <Link to={`/panel/tour/${tourId}/documents`} className={buttonClass.secondary} data-testid="tour-documents-link">
        <FileCheck2 aria-hidden className="size-4" />
        {t("requirements.link")}
      </Link>
    </FormSection>
  );
}
