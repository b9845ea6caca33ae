import { AlertTriangle, CheckCircle2, CircleDashed, Clock, Minus, XCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "#app/shared/ui/page-header";
import { READINESS_STATUS_KEYS } from "#app/modules/document/labels";
import type { ReadinessCellDto } from "#app/modules/document/readiness.contract";

const STATUS_LOOK = {
  missing: { tone: "slate", Icon: CircleDashed },
  submitted: { tone: "blue", Icon: Clock },
  verified: { tone: "green", Icon: CheckCircle2 },
  rejected: { tone: "red", Icon: XCircle },
} as const;

/** A document's status as a badge: an icon and the word, never colour alone; "overdue" added when past due. */
export function StatusBadge({ cell }: { cell: Pick<ReadinessCellDto, "required" | "status" | "overdue"> }) {
  const { t } = useTranslation("readiness");
  if (!cell.required || !cell.status) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-slate-600">
        <Minus aria-hidden className="size-4" />
        {t("status.not_required")}
      </span>
    );
  }
  const { tone, Icon } = STATUS_LOOK[cell.status];
  // The words may wrap inside the badge: a badge kept on one line set each column of the board at
  // its longest label, and at 1366 px the last column was cut off (issue 26).
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={tone}>
        <Icon aria-hidden className="size-3.5 shrink-0" />
        <span className="whitespace-normal">{t(READINESS_STATUS_KEYS[cell.status])}</span>
      </Badge>
      {cell.overdue ? (
        <Badge tone="amber">
          <AlertTriangle aria-hidden className="size-3.5 shrink-0" />
          <span className="whitespace-normal">{t("status.overdue")}</span>
        </Badge>
      ) : null}
    </span>
  );
}

/** Ready or not, as a badge with an icon. */
/**
 * Ready or not; a departure whose package asks for no document (or with no guest yet) says so
 * rather than "ready", so a tour without requirements is not mistaken for a checked one.
 */
export function ReadyBadge({ ready, nothingAsked = false }: { ready: boolean; nothingAsked?: boolean }) {
  const { t } = useTranslation("readiness");
  if (nothingAsked)
    return (
      <Badge tone="slate">
        <Minus aria-hidden className="size-3.5" />
        {t("state.nothing_asked_short")}
      </Badge>
    );
  return ready ? (
    <Badge tone="green">
      <CheckCircle2 aria-hidden className="size-3.5" />
      {t("state.ready_short")}
    </Badge>
  ) : (
    <Badge tone="amber">
      <AlertTriangle aria-hidden className="size-3.5" />
      {t("state.not_ready_short")}
    </Badge>
  );
}
