import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { REPORT_TIME_ZONE, safeFilename } from "#app/modules/report/report.rules";
import { manifestColumns } from "./export-columns";
import { getManifest } from "./get-manifest";
import { type ExportFile, exportFile } from "./report-files";

/** The passenger manifest as CSV or Excel (manifests permission, checked by getManifest). A departure's guests fit in memory (its capacity). */
export async function exportManifest({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; format: "csv" | "xlsx" }>): Promise<ExportFile> {
  const [manifest, policy] = await Promise.all([
    getManifest({ ctx, input: { time_id: input.time_id, format: input.format } }),
    getBookingPolicy({ ctx }),
  ]);
  const t = serverT(ctx.locale, "report");
  const columns = manifestColumns(t);
  const filename = safeFilename(["manifest", manifest.tour.code, manifest.time.start_date], input.format);
  async function* chunks() {
    yield manifest.guests;
  }
  const opts = { currency: policy.currency, timeZone: REPORT_TIME_ZONE };
  return exportFile(input.format, filename, columns, chunks(), opts, {
    sheetName: t("manifest.sheet"),
    pageHeader: t("manifest.page_header", {
      site: policy.siteName,
      tour: manifest.tour.name,
      code: manifest.tour.code,
      start: manifest.time.start_date,
      end: manifest.time.end_date,
    }),
  });
}
