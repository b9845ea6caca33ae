import { useTranslation } from "react-i18next";
import type { BookingReportDto, ReportTotalsDto } from "#app/modules/report/report.contract";
import { ColumnHeads } from "#app/shared/ui/table/column-heads";
import type { ReportFormat } from "./report-kit";

interface OriginLine {
  key: string;
  label: string;
  code: string | null;
  figures: ReportTotalsDto;
}

/**
 * The same bookings as the totals by channel and by agent (issue 29 item 5): bookings, guests,
 * revenue, confirmed money and what is still owed per line.
 */
export function ReportOrigins({ report, fmt }: { report: BookingReportDto | undefined; fmt: ReportFormat }) {
  const { t } = useTranslation(["report", "booking_panel"]);
  const channels: OriginLine[] = (report?.by_channel ?? []).map(({ channel, ...figures }) => ({
    key: channel,
    label: t(`booking_panel:channel.${channel}`),
    code: null,
    figures,
  }));
  const agents: OriginLine[] = (report?.by_agent ?? []).map(({ agent, ...figures }) => ({
    key: agent ? String(agent.id) : "none",
    label: agent ? agent.name : t("by_origin.no_agent"),
    code: agent?.code ?? null,
    figures,
  }));
  return (
    <div className="mt-8 grid gap-8">
      <OriginTable
        id="report-by-channel"
        title={t("by_origin.by_channel")}
        lines={channels}
        report={report}
        fmt={fmt}
      />
      <OriginTable id="report-by-agent" title={t("by_origin.by_agent")} lines={agents} report={report} fmt={fmt} />
    </div>
  );
}

function OriginTable({
  id,
  title,
  lines,
  report,
  fmt,
}: {
  id: string;
  title: string;
  lines: OriginLine[];
  report: BookingReportDto | undefined;
  fmt: ReportFormat;
}) {
  const { t } = useTranslation("report");
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
  const td = "px-3 py-2 text-slate-900";
  const num = `${td} text-right whitespace-nowrap tabular-nums`;
  return (
    <div className="break-inside-avoid" data-testid={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {!report ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          …
        </p>
      ) : lines.length === 0 ? (
        <p className="text-sm text-slate-600">{t("by_origin.empty")}</p>
      ) : (
        // Scrolls sideways beside its neighbour or on a phone: focusable so keyboard users can scroll it.
        <section
          aria-labelledby={id}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:shadow-none"
        >
          <table className="w-full text-sm">
            <thead className="bg-slate-50">
              <tr>
                <ColumnHeads
                  className={th}
                  columns={[
                    { label: title },
                    { label: t("by_origin.column.bookings"), end: true },
                    { label: t("by_origin.column.pax"), end: true },
                    { label: t("by_origin.column.total"), end: true },
                    { label: t("by_origin.column.paid"), end: true },
                    { label: t("by_origin.column.outstanding"), end: true },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {lines.map((l) => (
                <tr key={l.key} data-testid="origin-line" data-key={l.code ?? l.key}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {l.label}
                    {l.code ? <span className="ml-2 font-mono text-xs text-slate-500">{l.code}</span> : null}
                  </th>
                  <td className={num}>{fmt.number(l.figures.bookings)}</td>
                  <td className={num}>{fmt.number(l.figures.pax)}</td>
                  <td className={num}>{fmt.money(l.figures.total)}</td>
                  <td className={num}>{fmt.money(l.figures.paid)}</td>
                  <td className={num}>{fmt.money(l.figures.outstanding)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
