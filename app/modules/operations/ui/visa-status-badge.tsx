import { AlertTriangle, CheckCircle2, CircleDashed, Clock, Minus, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "#app/shared/ui/page-header";
import type { VisaStatus, VisaWarning } from "#app/modules/operations/visa.rules";

const LOOK = {
  waiting: { tone: "slate", Icon: CircleDashed },
  submitted: { tone: "blue", Icon: Clock },
  issued: { tone: "green", Icon: CheckCircle2 },
  rejected: { tone: "red", Icon: XCircle },
} as const;

/**
 * A guest's visa for staff (decision 081): an icon and the word, never colour alone, and
 * "expires before the return" beside an issued visa that does. The words may wrap inside the
 * badge, so a table column stays narrow (the readiness board shows it too).
 */
export function VisaStatusBadge({
  status,
  warnings = [],
  testId,
}: {
  status: VisaStatus;
  warnings?: readonly VisaWarning[];
  testId?: string;
}) {
  const { t } = useTranslation("operations");
  const { tone, Icon } = LOOK[status];
  return (
    <span className="inline-flex flex-wrap items-center gap-1" data-testid={testId} data-status={status}>
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
