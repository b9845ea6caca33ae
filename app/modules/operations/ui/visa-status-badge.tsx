import { AlertTriangle, CheckCircle2, CircleDashed, Clock, Minus, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDay } from "#app/shared/dates";
import { Badge } from "#app/shared/ui/page-header";
import { useRootData } from "#app/modules/account/ui/root-data";
import type { VisaStatus, VisaWarning } from "#app/modules/operations/visa.rules";

/** What goes under the badge when asked: an issued visa's number and validity, a rejection's reason. */
export interface VisaDetails {
  visa_number?: string | null;
  issued_on?: string | null;
  expires_on?: string | null;
  reason?: string | null;
}

const LOOK = {
  waiting: { tone: "slate", Icon: CircleDashed },
  submitted: { tone: "blue", Icon: Clock },
  issued: { tone: "green", Icon: CheckCircle2 },
  rejected: { tone: "red", Icon: XCircle },
} as const;

/**
 * A guest's visa wherever it shows (decision 081: the staff's screens, the readiness board, the
 * customer's booking): an icon and the word, never colour alone, and "expires before the return"
 * beside an issued visa that does. The words may wrap inside the badge, so a table column stays
 * narrow. With `details`, the number and validity of an issued visa or the reason of a rejection
 * go under it.
 */
export function VisaStatusBadge({
  status,
  warnings = [],
  details,
  testId,
}: {
  status: VisaStatus;
  warnings?: readonly VisaWarning[];
  details?: VisaDetails;
  testId?: string;
}) {
  const { t } = useTranslation("operations");
  const { locale } = useRootData();
  const { tone, Icon } = LOOK[status];
  const line = !details
    ? ""
    : status === "issued" && details.visa_number
      ? [
          t("visa.number", { number: details.visa_number }),
          details.issued_on && details.expires_on
            ? t("visa.valid", { from: formatDay(details.issued_on, locale), to: formatDay(details.expires_on, locale) })
            : "",
        ]
          .filter(Boolean)
          .join(" · ")
      : status === "rejected" && details.reason
        ? t("visa.reason", { reason: details.reason })
        : "";
  const badges = (
    <span
      className="inline-flex flex-wrap items-center gap-1"
      data-testid={line ? undefined : testId}
      data-status={line ? undefined : status}
    >
      <Badge tone={tone}>
        <Icon aria-hidden className="size-3.5 shrink-0" />
        <span className="whitespace-normal">{t(`visa.status.${status}`)}</span>
      </Badge>
      {warnings.map((w) => (
        <Badge key={w} tone="amber">
          <AlertTriangle aria-hidden className="size-3.5 shrink-0" />
          <span className="whitespace-normal">{t(`visa.warning.${w}`)}</span>
        </Badge>
      ))}
    </span>
  );
  if (!line) return badges;
  return (
    <span className="inline-flex flex-col items-start gap-1" data-testid={testId} data-status={status}>
      {badges}
      <span className="text-xs text-slate-700">{line}</span>
    </span>
  );
}

/** The departure's visas ready, not ready, or not asked (a tour package), as a badge with an icon. */
export function VisaReadyBadge({ ready, required }: { ready: boolean; required: boolean }) {
  const { t } = useTranslation("operations");
  if (!required)
    return (
      <Badge tone="slate">
        <Minus aria-hidden className="size-3.5" />
        {t("visa.readiness.not_required_short")}
      </Badge>
    );
  return ready ? (
    <Badge tone="green">
      <CheckCircle2 aria-hidden className="size-3.5" />
      {t("visa.readiness.ready_short")}
    </Badge>
  ) : (
    <Badge tone="amber">
      <AlertTriangle aria-hidden className="size-3.5" />
      {t("visa.readiness.not_ready_short")}
    </Badge>
  );
}
