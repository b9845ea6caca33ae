import { useQuery } from "@tanstack/react-query";
import { CircleCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { documentQueries } from "#app/modules/document/document.api-client";
import { KIND_KEYS, STATUS_KEYS } from "#app/modules/document/labels";
import { formatDay } from "#app/shared/dates";
import { LoadFailed } from "#app/shared/ui/list-kit";
import { Badge, FormSection } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";

/**
 * What each guest of a booking still has to give (GET /booking/{id}/documents): the documents
 * missing or rejected, with their due day, read only (an agent's view: the pilgrim uploads them
 * from their own booking page, or the office does).
 */
export function MissingDocuments({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(["agent", "document"]);
  const { locale } = useRootBasics();
  const query = useQuery({ ...documentQueries.booking(bookingId), select: (r) => r.data });
  const docs = query.data;
  return (
    <FormSection
      title={t("agent:booking.documents")}
      description={
        docs
          ? t("agent:booking.documents_counts", {
              missing: docs.counts.missing + docs.counts.rejected,
              required: docs.counts.required,
            })
          : undefined
      }
      testId="agent-booking-documents"
    >
      {query.isPending ? (
        <div
          className="h-24 animate-pulse rounded-lg bg-slate-100"
          role="status"
          aria-label={t("agent:workspace.loading")}
        />
      ) : query.isError || !docs ? (
        <LoadFailed text={t("agent:booking.documents_failed")} onRetry={query.refetch} />
      ) : docs.counts.required === 0 ? (
        <p className="text-slate-700">{t("agent:booking.documents_none")}</p>
      ) : (
        <ul className="space-y-4">
          {docs.guests.map((g) => {
            const open = g.documents.filter((d) => d.status === "missing" || d.status === "rejected");
            return (
              <li
                key={g.guest_id}
                className="rounded-lg border border-slate-200 p-3"
                data-testid="agent-booking-guest-docs"
              >
                <p className="font-medium break-words text-slate-900">{g.full_name}</p>
                {open.length === 0 ? (
                  <p className="mt-1 flex items-center gap-1 text-sm text-emerald-800">
                    <CircleCheck aria-hidden className="size-4" />
                    {t("agent:booking.documents_complete")}
                  </p>
                ) : (
                  <ul className="mt-2 space-y-2">
                    {open.map((d) => (
                      <li
                        key={d.kind}
                        className="flex flex-wrap items-center gap-2 text-sm"
                        data-testid="agent-booking-missing"
                      >
                        <span className="min-w-0 flex-1 text-slate-800">{t(KIND_KEYS[d.kind])}</span>
                        <Badge tone={d.status === "rejected" || d.overdue ? "red" : "amber"}>
                          {t(STATUS_KEYS[d.status])}
                        </Badge>
                        {d.due_on ? (
                          <span
                            className={`w-full text-xs ${d.overdue ? "font-semibold text-red-800" : "text-slate-600"}`}
                          >
                            {t(d.overdue ? "agent:booking.document_overdue" : "agent:booking.document_due", {
                              date: formatDay(d.due_on, locale),
                            })}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </FormSection>
  );
}
