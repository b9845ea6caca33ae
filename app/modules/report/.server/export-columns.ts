import type { TFunction } from "i18next";
import type { Currency } from "#app/shared/money";
import type {
  ManifestGuestDto,
  ReportRowDto,
  ReportTotalsDto,
  RoomTypeReportDto,
} from "#app/modules/report/report.contract";
import type { ExportColumn } from "./report-files";

/** The booking report's columns, as the panel table shows them (headers in the caller's language). */
export function bookingColumns(t: TFunction, currency: Currency): ExportColumn<ReportRowDto>[] {
  const money = (key: string) => `${t(key)} (${currency})`;
  return [
    { id: "code", header: t("column.code"), kind: "text", width: 12, value: (r) => r.code },
    { id: "created_at", header: t("column.created_at"), kind: "datetime", width: 17, value: (r) => r.created_at },
    { id: "customer", header: t("column.customer"), kind: "text", width: 24, value: (r) => r.customer.name },
    { id: "booking_name", header: t("column.booking_name"), kind: "text", width: 28, value: (r) => r.booking_name },
    { id: "package", header: t("column.package"), kind: "text", width: 36, value: (r) => r.tour?.name ?? null },
    {
      id: "package_code",
      header: t("column.package_code"),
      kind: "text",
      width: 14,
      value: (r) => r.tour?.code ?? null,
    },
    {
      id: "departure",
      header: t("column.departure"),
      kind: "date",
      width: 12,
      value: (r) => r.time?.start_date ?? null,
    },
    { id: "return", header: t("column.return"), kind: "date", width: 12, value: (r) => r.time?.end_date ?? null },
    { id: "pax", header: t("column.pax"), kind: "int", width: 6, value: (r) => r.pax },
    { id: "status", header: t("column.status"), kind: "text", width: 12, value: (r) => t(`status.${r.status}`) },
    { id: "total", header: money("column.total"), kind: "money", width: 18, value: (r) => r.total },
    { id: "paid", header: money("column.paid"), kind: "money", width: 18, value: (r) => r.paid },
    { id: "remaining", header: money("column.remaining"), kind: "money", width: 18, value: (r) => r.remaining },
  ];
}

/** The passenger manifest's columns (passports: admin only, as the whole export). */
export function manifestColumns(t: TFunction): ExportColumn<ManifestGuestDto>[] {
  return [
    { id: "no", header: t("manifest.column.no"), kind: "int", width: 5, value: (g) => g.no },
    { id: "title", header: t("manifest.column.title"), kind: "text", width: 7, value: (g) => g.title },
    { id: "full_name", header: t("manifest.column.full_name"), kind: "text", width: 28, value: (g) => g.full_name },
    {
      id: "gender",
      header: t("manifest.column.gender"),
      kind: "text",
      width: 10,
      value: (g) => t(`gender.${g.gender}`),
    },
    { id: "birth_date", header: t("manifest.column.birth_date"), kind: "date", width: 12, value: (g) => g.birth_date },
    {
      id: "birth_place",
      header: t("manifest.column.birth_place"),
      kind: "text",
      width: 16,
      value: (g) => g.birth_place,
    },
    {
      id: "passport_number",
      header: t("manifest.column.passport_number"),
      kind: "text",
      width: 14,
      value: (g) => g.passport_number,
    },
    {
      id: "passport_issue_date",
      header: t("manifest.column.passport_issue_date"),
      kind: "date",
      width: 12,
      value: (g) => g.passport_issue_date,
    },
    {
      id: "passport_expiry_date",
      header: t("manifest.column.passport_expiry_date"),
      kind: "date",
      width: 12,
      value: (g) => g.passport_expiry_date,
    },
    { id: "ic_number", header: t("manifest.column.ic_number"), kind: "text", width: 16, value: (g) => g.ic_number },
    { id: "phone", header: t("manifest.column.phone"), kind: "text", width: 18, value: (g) => g.phone },
    {
      id: "traveller_type",
      header: t("manifest.column.traveller_type"),
      kind: "text",
      width: 12,
      value: (g) => t(`manifest.traveller.${g.traveller_type}`),
    },
    {
      id: "room_type",
      header: t("manifest.column.room_type"),
      kind: "text",
      width: 22,
      // A child without a bed says so; an infant's type already tells it.
      value: (g) => g.room_type ?? (g.traveller_type === "child" ? t("manifest.no_bed") : null),
    },
    { id: "room", header: t("manifest.column.room"), kind: "text", width: 24, value: (g) => g.room },
    {
      id: "booking_code",
      header: t("manifest.column.booking_code"),
      kind: "text",
      width: 12,
      value: (g) => g.booking_code,
    },
    {
      id: "booking_name",
      header: t("manifest.column.booking_name"),
      kind: "text",
      width: 26,
      value: (g) => g.booking_name,
    },
  ];
}

/** A line of the report by room type as a sheet row. */
export interface RoomTypeRow {
  label: string;
  code: string | null;
  beds: number;
  revenue: number;
}

/** The report by room type as rows: each room type, then children without a bed and infants. */
export function roomTypeRows(t: TFunction, r: RoomTypeReportDto): RoomTypeRow[] {
  return [
    ...r.rooms.map((x) => ({ label: x.name, code: x.code, beds: x.beds, revenue: x.revenue })),
    { label: t("by_room_type.child_no_bed"), code: null, beds: r.child_no_bed.guests, revenue: r.child_no_bed.revenue },
    { label: t("by_room_type.infants"), code: null, beds: r.infants.guests, revenue: r.infants.revenue },
  ];
}

/** The columns of the report by room type (its own sheet in the Excel export). */
export function roomTypeColumns(t: TFunction, currency: Currency): ExportColumn<RoomTypeRow>[] {
  return [
    { id: "room_type", header: t("by_room_type.column.room_type"), kind: "text", width: 28, value: (r) => r.label },
    { id: "code", header: t("by_room_type.column.code"), kind: "text", width: 12, value: (r) => r.code },
    { id: "beds", header: t("by_room_type.column.beds"), kind: "int", width: 18, value: (r) => r.beds },
    {
      id: "revenue",
      header: `${t("by_room_type.column.revenue")} (${currency})`,
      kind: "money",
      width: 20,
      value: (r) => r.revenue,
    },
  ];
}

/** A line of the Excel file's money summary (decision 043): a label and an amount. */
export interface SummaryRow {
  label: string;
  amount: number;
}

export function summaryColumns(t: TFunction, currency: Currency): ExportColumn<SummaryRow>[] {
  return [
    { id: "figure", header: t("money_sheet.column.figure"), kind: "text", width: 36, value: (r) => r.label },
    {
      id: "amount",
      header: `${t("money_sheet.column.amount")} (${currency})`,
      kind: "money",
      width: 22,
      value: (r) => r.amount,
    },
  ];
}

/** The report's money figures: confirmed payments, refunds paid and what is left of them. */
export function summaryRows(t: TFunction, totals: ReportTotalsDto): SummaryRow[] {
  return [
    { label: t("totals.total"), amount: totals.total },
    { label: t("totals.paid"), amount: totals.paid },
    { label: t("totals.refunded"), amount: totals.refunded },
    { label: t("totals.net_revenue"), amount: totals.net_revenue },
    { label: t("totals.outstanding"), amount: totals.outstanding },
  ];
}
