import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import type { Currency } from "#app/shared/money";
import type { BelowReferenceRowDto } from "#app/modules/catalog/below-reference.contract";
import { BELOW_REFERENCE_ACCESS, listBelowReference } from "#app/modules/catalog/.server/list-below-reference";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { REPORT_TIME_ZONE, safeFilename } from "#app/modules/report/report.rules";
import { type ExportColumn, type ExportFile, exportFile } from "./report-files";

/**
 * The packages published below the ministry's reference price as Excel, for the report the agency
 * owes the ministry (docs/product.md §Licences, reference price and escrow): the same rows as GET
 * /report/below-reference, headers in the caller's language, money as numbers in rupiah.
 */
export async function exportBelowReference({
  ctx,
}: UseCaseArgs<undefined | Record<string, never>>): Promise<ExportFile> {
  requireStaff(ctx, BELOW_REFERENCE_ACCESS);
  const [report, policy] = await Promise.all([
    listBelowReference({ ctx, input: undefined }),
    getBookingPolicy({ ctx }),
  ]);
  const t = serverT(ctx.locale, "report");
  const columns: ExportColumn<BelowReferenceRowDto>[] = [
    { id: "code", header: t("below_reference.code"), kind: "text", width: 14, value: (r) => r.code },
    { id: "name", header: t("below_reference.package"), kind: "text", width: 36, value: (r) => r.name },
    { id: "lowest", header: t("below_reference.lowest"), kind: "money", width: 18, value: (r) => r.lowest_price },
    {
      id: "reference",
      header: t("below_reference.reference"),
      kind: "money",
      width: 18,
      value: (r) => r.reference_price,
    },
    {
      id: "reason",
      header: t("below_reference.reason"),
      kind: "text",
      width: 48,
      value: (r) => r.reason?.reason ?? t("below_reference.no_reason"),
    },
    { id: "by", header: t("below_reference.by"), kind: "text", width: 22, value: (r) => r.reason?.by ?? null },
    {
      id: "at",
      header: t("below_reference.at"),
      kind: "datetime",
      width: 18,
      value: (r) => r.reason?.created_at ?? null,
    },
  ];
  async function* chunks(): AsyncGenerator<BelowReferenceRowDto[]> {
    yield report.data;
  }
  return exportFile(
    "xlsx",
    safeFilename(["below-reference-price", new Date(ctx.now()).toISOString().slice(0, 10)], "xlsx"),
    columns,
    chunks(),
    { currency: report.currency as Currency, timeZone: REPORT_TIME_ZONE },
    { sheetName: t("below_reference.sheet"), pageHeader: `${policy.siteName} · ${t("below_reference.title")}` },
  );
}
