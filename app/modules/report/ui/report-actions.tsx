import { FileSpreadsheet, FileText, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import { buttonClass } from "#app/shared/ui/page-header";
import { reportClient } from "#app/modules/report/report.api-client";
import { filterQuery, type ReportFilters } from "./report-kit";
import { DownloadLink } from "./report-manifest";

/** The report's header buttons: every matching row of the same filters as Excel or CSV, and print. */
export function ReportActions({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation("report");
  const { locale } = useRootData();
  const exportHref = (format: "csv" | "xlsx") => reportClient.bookingExportHref(filterQuery(filters), format, locale);
  return (
    <div className="no-print flex flex-wrap gap-2">
      <DownloadLink href={exportHref("xlsx")} testId="export-xlsx">
        <FileSpreadsheet aria-hidden className="size-4" />
        {t("export.excel")}
      </DownloadLink>
      <DownloadLink href={exportHref("csv")} testId="export-csv">
        <FileText aria-hidden className="size-4" />
        {t("export.csv")}
      </DownloadLink>
      <button
        type="button"
        className={buttonClass.secondary}
        onClick={() => window.print()}
        data-testid="report-print-button"
      >
        <Printer aria-hidden className="size-4" />
        {t("print")}
      </button>
    </div>
  );
}
