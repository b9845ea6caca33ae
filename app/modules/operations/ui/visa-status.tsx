import { BadgeCheck, CircleX, Clock, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDay } from "#app/shared/dates";
import { Badge } from "#app/shared/ui/page-header";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { VisaState, VisaStatusDto } from "#app/modules/operations/operations.contract";

/** Each visa status's colour and icon, the same wherever a visa shows (decision 081). */
const LOOK = {
  waiting: { tone: "slate", icon: Clock },
  submitted: { tone: "blue", icon: Send },
  issued: { tone: "green", icon: BadgeCheck },
  rejected: { tone: "red", icon: CircleX },
} as const satisfies Record<VisaState, { tone: string; icon: unknown }>;

/**
 * A guest's visa status as a badge with its icon and words (waiting for documents, submitted,
 * issued, rejected) and, with `details`, what goes with it under the badge: an issued visa's
 * number and validity, a rejection's reason.
 */
export function VisaStatusBadge({
  visa,
  details = false,
  testId,
}: {
  visa: Pick<VisaStatusDto, "status"> & Partial<VisaStatusDto>;
  details?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation("operations");
  const { locale } = useRootData();
  const { tone, icon: Icon } = LOOK[visa.status];
  const line =
    visa.status === "issued" && visa.visa_number
      ? [
          t("visa.number", { number: visa.visa_number }),
          visa.issued_on && visa.expires_on
            ? t("visa.valid", { from: formatDay(visa.issued_on, locale), to: formatDay(visa.expires_on, locale) })
            : "",
        ]
          .filter(Boolean)
          .join(" · ")
      : visa.status === "rejected" && visa.reason
        ? t("visa.reason", { reason: visa.reason })
        : "";
  return (
    <span className="inline-flex flex-col items-start gap-1" data-testid={testId} data-status={visa.status}>
      <Badge tone={tone}>
        <Icon aria-hidden className="size-3.5" />
        {t(`visa.${visa.status}`)}
      </Badge>
      {details && line ? <span className="text-xs text-slate-700">{line}</span> : null}
    </span>
  );
}
