import { FileSpreadsheet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { BelowReferenceResponse } from "#app/modules/catalog/below-reference.contract";
import { reportClient } from "#app/modules/report/report.api-client";
import { formatMoney } from "#app/shared/money";
import { DownloadLink } from "#app/shared/ui/buttons/download-link";
import { useFormatDate } from "#app/shared/ui/format-date";
import { PageHeader } from "#app/shared/ui/page-header";
import { useRootBasics } from "#app/shared/ui/root-basics";

/**
 * The published umrah packages below the ministry's reference price, with the reason recorded,
 * and their Excel file for the report the agency owes the ministry (docs/product.md §Licences,
 * reference price and escrow). One card per package: it reads on a phone without scrolling sideways.
 */
export function BelowReferenceScreen({ report }: { report: BelowReferenceResponse }) {
  const { t } = useTranslation("report");
  const { locale } = useRootBasics();
  const day = useFormatDate();
  const money = (minor: number) => formatMoney(minor, "IDR", locale);
  return (
    <div className="mx-auto max-w-5xl" data-testid="below-reference">
      <PageHeader
        title={t("below_reference.title")}
        description={t("below_reference.intro", { reference: money(report.reference_price) })}
        actions={
          <DownloadLink
            href={reportClient.belowReferenceExportHref(locale)}
            icon={FileSpreadsheet}
            testId="below-reference-export"
          >
            {t("below_reference.export")}
          </DownloadLink>
        }
      />
      {report.data.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t("below_reference.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {report.data.map((row) => (
            <li
              key={row.id}
              className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
              data-testid="below-reference-row"
            >
              <p className="font-semibold text-slate-900">
                <Link to={`/panel/tour/${row.id}/edit`} className="hover:underline">
                  {row.name}
                </Link>{" "}
                <span className="font-mono text-sm font-normal text-slate-600">{row.code}</span>
              </p>
              <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div className="flex justify-between gap-3 sm:justify-start">
                  <dt className="text-slate-600">{t("below_reference.lowest")}</dt>
                  <dd className="font-medium text-amber-800">{money(row.lowest_price)}</dd>
                </div>
                <div className="flex justify-between gap-3 sm:justify-start">
                  <dt className="text-slate-600">{t("below_reference.reference")}</dt>
                  <dd className="font-medium text-slate-900">{money(row.reference_price)}</dd>
                </div>
              </dl>
              {row.reason ? (
                <p className="mt-2 text-sm text-slate-800" data-testid="below-reference-reason">
                  <span className="text-slate-600">{t("below_reference.reason")}: </span>
                  {row.reason.reason}
                  <span className="block text-xs text-slate-600">
                    {[row.reason.by, day(row.reason.created_at.slice(0, 10))].filter(Boolean).join(" · ")}
                  </span>
                </p>
              ) : (
                <p className="mt-2 text-sm font-medium text-red-800">{t("below_reference.no_reason")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
