import { FileSpreadsheet, FileText, Printer } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useRootData } from "#app/modules/account/ui/root-data";
import { reportClient } from "#app/modules/report/report.api-client";
import { filterQuery, type ReportFilters } from "./report-kit";
import { DownloadLink } from "#app/shared/ui/buttons/download-link";
import { ActionButton } from "#app/shared/ui/buttons/action-button";

/** The report's header buttons: every matching row of the same filters as Excel or CSV, and print. */
export function ReportActions({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation("report");
  const { locale } = useRootData();
  const exportHref = (format: "csv" | "xlsx") => reportClient.bookingExportHref(filterQuery(filters), format, locale);
  return (
    <div className="no-print flex flex-wrap gap-2">
      <DownloadLink href={exportHref("xlsx")} icon={FileSpreadsheet} testId="export-xlsx">
        {t("export.excel")}
      </DownloadLink>
      <DownloadLink href={exportHref("csv")} icon={FileText} testId="export-csv">
        {t("export.csv")}
      </DownloadLink>
      <ActionButton look="secondary" icon={Printer} onClick={() => window.print()} data-testid="report-print-button">
        {t("print")}
      </ActionButton>
    </div>
  );
}
