import { useTranslation } from "react-i18next";
import type { TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { Badge } from "#app/shared/ui/page-header";

const TONES = { draft: "amber", published: "green", archived: "slate" } as const;

/** A package's status: draft (amber), published (green), archived (grey). */
export function TourStatusBadge({ status, testId }: { status: TourSummaryDto["status"]; testId?: string }) {
  const { t } = useTranslation("catalog_admin");
  return (
    <Badge tone={TONES[status]} testId={testId}>
      {t(`status.${status}`)}
    </Badge>
  );
}
