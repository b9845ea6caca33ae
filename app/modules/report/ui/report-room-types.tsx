import { useTranslation } from "react-i18next";
import type { BookingReportDto } from "#app/modules/report/report.contract";
import { ColumnHeads } from "#app/shared/ui/table/column-heads";
import type { ReportFormat } from "./report-kit";

/**
 * The report by room type: beds sold and their fares per room type code, then children without
 * a bed and infants, over the same bookings as the totals (docs/product.md §Rooms and travellers).
 */
export function ReportRoomTypes({ report, fmt }: { report: BookingReportDto | undefined; fmt: ReportFormat }) {
  const { t } = useTranslation("report");
  const r = report?.by_room_type;
  const th = "px-3 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
  const td = "px-3 py-2 text-slate-900";
  const num = `${td} text-right whitespace-nowrap tabular-nums`;
  const lines = r
    ? [
        ...r.rooms.map((x) => ({ key: `room:${x.code}`, label: x.name, code: x.code, n: x.beds, amount: x.revenue })),
        {
          key: "child_no_bed",
          label: t("by_room_type.child_no_bed"),
          code: null,
          n: r.child_no_bed.guests,
          amount: r.child_no_bed.revenue,
        },
        {
          key: "infants",
          label: t("by_room_type.infants"),
          code: null,
          n: r.infants.guests,
          amount: r.infants.revenue,
        },
      ]
    : [];
  const empty = lines.every((l) => l.n === 0);
  return (
    <section className="mt-8 break-inside-avoid" aria-labelledby="report-room-types" data-testid="report-room-types">
      <h2 id="report-room-types" className="text-lg font-semibold text-slate-900">
        {t("by_room_type.title")}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t("by_room_type.intro")}</p>
      {!r ? (
        <p className="text-sm text-slate-600" aria-busy="true">
          …
        </p>
      ) : empty ? (
        <p className="text-sm text-slate-600">{t("by_room_type.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm print:shadow-none">
          <table className="w-full text-sm">
            <thead className="bg-slate-50">
              <tr>
                <ColumnHeads
                  className={th}
                  columns={[
                    { label: t("by_room_type.column.room_type") },
                    { label: t("by_room_type.column.beds"), end: true },
                    { label: t("by_room_type.column.revenue"), end: true },
                  ]}
                />
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {lines.map((l) => (
                <tr key={l.key} data-testid="room-type-line" data-code={l.code ?? l.key}>
                  <th scope="row" className={`${td} text-left font-medium`}>
                    {l.label}
                    {l.code ? <span className="ml-2 font-mono text-xs text-slate-500">{l.code}</span> : null}
                  </th>
                  <td className={num} data-testid="room-type-count">
                    {fmt.number(l.n)}
                  </td>
                  <td className={num} data-testid="room-type-revenue">
                    {fmt.money(l.amount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
