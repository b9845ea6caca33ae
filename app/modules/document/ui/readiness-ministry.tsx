import { CheckCircle2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { localeTag } from "#app/shared/i18n/config";
import { Badge } from "#app/shared/ui/page-header";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { MinistryField } from "#app/modules/booking/ministry.rules";
import type { ReadinessBoardDto } from "#app/modules/document/readiness.contract";

/*
 * The readiness board's "Ministry data" parts for an umrah departure (docs/product.md §Ministry
 * data, decision 081): the count of guests whose data is complete, and each guest's cell.
 */

/** How many guests have complete ministry data (nothing for a tour). */
export function MinistryCount({ board }: { board: ReadinessBoardDto }) {
  const { t } = useTranslation("ministry");
  if (!board.ministry) return null;
  const { complete, guests } = board.ministry;
  return (
    <p
      className="mt-3 flex items-center gap-2 text-sm text-slate-800"
      data-testid="readiness-ministry-count"
      data-complete={complete === guests ? "true" : "false"}
    >
      <Badge tone={complete === guests ? "green" : "amber"}>{t("board.column")}</Badge>
      {t("board.count", { complete, total: guests })}
    </p>
  );
}

/** One guest's ministry data: complete, or the number missing with their names (hover, or open it). */
export function MinistryCell({ missing }: { missing: readonly MinistryField[] }) {
  const { t } = useTranslation("ministry");
  const { locale } = useRootData();
  if (missing.length === 0)
    return (
      <Badge tone="green" testId="readiness-ministry-cell">
        <CheckCircle2 aria-hidden className="size-3.5" />
        {t("board.complete")}
      </Badge>
    );
  const labels: Record<MinistryField, string> = {
    father_name: t("field.father_name"),
    passport_name: t("field.passport_name"),
    passport_office: t("field.passport_office"),
    birth_place: t("field.birth_place"),
    address: t("field.address"),
    marital_status: t("field.marital_status"),
    education: t("field.education"),
    occupation: t("field.occupation"),
    nationality: t("field.nationality"),
    ic_number: t("field.ic_number"),
    phone: t("field.phone"),
  };
  const names = new Intl.ListFormat(localeTag[locale], { type: "conjunction" }).format(missing.map((f) => labels[f]));
  return (
    <details className="group max-w-56" data-testid="readiness-ministry-cell">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-md px-1 md:min-h-0" title={names}>
        <Badge tone="amber">{t("board.missing", { count: missing.length })}</Badge>
      </summary>
      <p className="mt-1 text-xs text-slate-700">{t("card.missing_list", { fields: names })}</p>
    </details>
  );
}
