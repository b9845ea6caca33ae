import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, ClipboardCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { FormSkeleton, LoadFailed } from "#app/shared/ui/form-actions";
import { buttonClass, PageHeader } from "#app/shared/ui/page-header";
import { useBookingFormat } from "#app/modules/booking/ui/booking-kit";
import { readinessQueries } from "#app/modules/document/document.api-client";
import type { ReadinessSummaryDto } from "#app/modules/document/readiness.contract";
import { ReadyBadge } from "./readiness-kit";

/** The board of a departure: the tour editor links the same URL. */
export const boardPath = (d: Pick<ReadinessSummaryDto, "id" | "tour">) =>
  `/panel/tour/${d.tour.id}/time/${d.id}/documents`;

/**
 * /panel/readiness (admin): departures of the next 120 days by date, each with its guests, its
 * missing, waiting and rejected documents, ready or not, and a link to its board.
 */
export function ReadinessIndexScreen() {
  const { t } = useTranslation("readiness");
  const fmt = useBookingFormat();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useQuery({ ...readinessQueries.index(page), placeholderData: keepPreviousData });
  const list = query.data;
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set("page", String(p));
    else next.delete("page");
    setParams(next, { preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t("title")} description={t("index_intro")} />
      {!list ? (
        query.isError ? (
          <LoadFailed backTo="/panel" onRetry={() => void query.refetch()} />
        ) : (
          <FormSkeleton />
        )
      ) : list.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">{t("no_departures")}</p>
      ) : (
        <>
          <ul className="grid gap-3" data-testid="readiness-index">
            {list.data.map((d) => (
              <li
                key={d.id}
                className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
                data-testid="readiness-departure"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">
                    {d.tour.name} <span className="font-normal text-slate-600">({d.tour.code})</span>
                  </p>
                  <p className="text-sm text-slate-700">{fmt.range(d.start_date, d.end_date)}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                    <ReadyBadge ready={d.ready} nothingAsked={d.counts.required === 0 && !d.visas.required} />
                    <span>
                      {t("counts.guests")}: {fmt.number(d.guests)}
                    </span>
                    <span>
                      {t("counts.missing")}: {fmt.number(d.counts.missing)}
                    </span>
                    <span>
                      {t("counts.waiting")}: {fmt.number(d.counts.submitted)}
                    </span>
                    <span>
                      {t("counts.rejected")}: {fmt.number(d.counts.rejected)}
                    </span>
                    {/* An umrah departure: its visas count too (decision 081). */}
                    {d.visas.required ? (
                      <span data-testid="readiness-index-visas">
                        {t("counts.visas_missing")}: {fmt.number(d.visas.missing)}
                      </span>
                    ) : null}
                  </p>
                </div>
                <Link to={boardPath(d)} className={buttonClass.secondary} data-testid="readiness-open">
                  <ClipboardCheck aria-hidden className="size-4" />
                  {t("open_board")}
                  <span className="sr-only">
                    {" "}
                    · {d.tour.name} {fmt.date(d.start_date)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
          {list.meta.last_page > 1 ? (
            <nav className="mt-4 flex items-center justify-between gap-2" aria-label={t("title")}>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => goTo(page - 1)}
                disabled={page <= 1}
              >
                <ChevronLeft aria-hidden className="size-4" />
                <span className="sr-only">{page - 1}</span>
              </button>
              <span className="text-sm text-slate-700">
                {page} / {list.meta.last_page}
              </span>
              <button
                type="button"
                className={buttonClass.secondary}
                onClick={() => goTo(page + 1)}
                disabled={page >= list.meta.last_page}
              >
                <ChevronRight aria-hidden className="size-4" />
                <span className="sr-only">{page + 1}</span>
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
