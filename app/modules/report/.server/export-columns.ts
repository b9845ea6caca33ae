import type { TFunction } from "i18next";
import type { Currency } from "#app/shared/money";
import type {
  CashFiguresDto,
  CashLineDto,
  ManifestGuestDto,
  ReportRowDto,
  ReportTotalsDto,
  RoomTypeReportDto,
} from "#app/modules/report/report.contract";
import type { ColumnKind, ExportColumn } from "./report-files";

/**
 * A maker of one export's columns: each column's header is `header(id)`, the translation of its
 * id under the export's key, so a column is its id, kind, width and value.
 */
function columnMaker<R>(header: (id: string) => string) {
  return (id: string, kind: ColumnKind, width: number, value: ExportColumn<R>["value"]): ExportColumn<R> => ({
    id,
    header: header(id),
    kind,
    width,
    value,
  });
}

/** The booking report's columns, as the panel table shows them (headers in the caller's language). */
export function bookingColumns(t: TFunction, currency: Currency): ExportColumn<ReportRowDto>[] {
  const col = columnMaker<ReportRowDto>((id) => t(`column.${id}`));
  const money = columnMaker<ReportRowDto>((id) => `${t(`column.${id}`)} (${currency})`);
  return [
    col("code", "text", 12, (r) => r.code),
    col("created_at", "datetime", 17, (r) => r.created_at),
    col("customer", "text", 24, (r) => r.customer.name),
    col("booking_name", "text", 28, (r) => r.booking_name),
    col("package", "text", 36, (r) => r.tour?.name ?? null),
    col("package_code", "text", 14, (r) => r.tour?.code ?? null),
    col("departure", "date", 12, (r) => r.time?.start_date ?? null),
    col("return", "date", 12, (r) => r.time?.end_date ?? null),
    col("pax", "int", 6, (r) => r.pax),
    col("status", "text", 12, (r) => t(`status.${r.status}`)),
    money("total", "money", 18, (r) => r.total),
    money("paid", "money", 18, (r) => r.paid),
    money("remaining", "money", 18, (r) => r.remaining),
  ];
}

/** The passenger manifest's columns (passports: admin only, as the whole export). */
export function manifestColumns(t: TFunction): ExportColumn<ManifestGuestDto>[] {
  const col = columnMaker<ManifestGuestDto>((id) => t(`manifest.column.${id}`));
  return [
    col("no", "int", 5, (g) => g.no),
    col("title", "text", 7, (g) => g.title),
    col("full_name", "text", 28, (g) => g.full_name),
    col("gender", "text", 10, (g) => t(`gender.${g.gender}`)),
    col("birth_date", "date", 12, (g) => g.birth_date),
    col("birth_place", "text", 16, (g) => g.birth_place),
    col("passport_number", "text", 14, (g) => g.passport_number),
    col("passport_issue_date", "date", 12, (g) => g.passport_issue_date),
    col("passport_expiry_date", "date", 12, (g) => g.passport_expiry_date),
    col("ic_number", "text", 16, (g) => g.ic_number),
    col("phone", "text", 18, (g) => g.phone),
    col("traveller_type", "text", 12, (g) => t(`manifest.traveller.${g.traveller_type}`)),
    // A child without a bed says so; an infant's type already tells it.
    col("room_type", "text", 22, (g) => g.room_type ?? (g.traveller_type === "child" ? t("manifest.no_bed") : null)),
    col("room", "text", 24, (g) => g.room),
    col("booking_code", "text", 12, (g) => g.booking_code),
    col("booking_name", "text", 26, (g) => g.booking_name),
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

/** A row of the daily cash report's summary sheet: one cashier at one branch. */
export type CashSummaryRow = CashFiguresDto & { branch: string; cashier: string };

/** The daily cash report's summary: per branch and cashier, each figure's count and amount. */
export function cashSummaryColumns(t: TFunction, currency: Currency): ExportColumn<CashSummaryRow>[] {
  const col = columnMaker<CashSummaryRow>((id) => t(`cash.column.${id}`));
  const figure = (part: keyof CashFiguresDto) => [
    col(`${part}_count`, "int", 10, (r) => r[part].count),
    columnMaker<CashSummaryRow>((id) => `${t(`cash.column.${id}`)} (${currency})`)(
      `${part}_amount`,
      "money",
      18,
      (r) => r[part].amount,
    ),
  ];
  return [
    col("branch", "text", 24, (r) => r.branch),
    col("cashier", "text", 24, (r) => r.cashier),
    ...figure("recorded"),
    ...figure("confirmed"),
    ...figure("pending"),
    ...figure("rejected"),
  ];
}

/** The day's counter payments, as the screen lists them (names and labels given by the caller). */
export function cashLineColumns(
  t: TFunction,
  currency: Currency,
  labels: {
    branch: (id: number | null) => string;
    cashier: (line: CashLineDto) => string;
    method: (line: CashLineDto) => string;
    status: (line: CashLineDto) => string;
  },
): ExportColumn<CashLineDto>[] {
  const col = columnMaker<CashLineDto>((id) => t(`cash.column.${id}`));
  const money = columnMaker<CashLineDto>((id) => `${t(`cash.column.${id}`)} (${currency})`);
  return [
    col("recorded_at", "datetime", 17, (l) => l.recorded_at),
    col("booking_code", "text", 14, (l) => l.booking_code),
    col("branch", "text", 24, (l) => labels.branch(l.branch_id)),
    col("cashier", "text", 24, (l) => labels.cashier(l)),
    col("method", "text", 24, (l) => labels.method(l)),
    col("status", "text", 20, (l) => labels.status(l)),
    col("payer", "text", 24, (l) => l.payer_name),
    col("reference", "text", 18, (l) => l.reference),
    money("amount", "money", 18, (l) => l.amount),
  ];
}

/** A line of the Excel file's sheets by channel and by agent (issue 29 item 5). */
export interface OriginRow {
  label: string;
  code: string;
  bookings: number;
  pax: number;
  total: number;
  paid: number;
  outstanding: number;
}

export function originColumns(t: TFunction, currency: Currency, first: string): ExportColumn<OriginRow>[] {
  const money = (id: "total" | "paid" | "outstanding"): ExportColumn<OriginRow> => ({
    id,
    header: `${t(`by_origin.column.${id}`)} (${currency})`,
    kind: "money",
    width: 20,
    value: (r) => r[id],
  });
  return [
    { id: "origin", header: first, kind: "text", width: 30, value: (r) => r.label },
    { id: "code", header: t("by_room_type.column.code"), kind: "text", width: 12, value: (r) => r.code },
    { id: "bookings", header: t("by_origin.column.bookings"), kind: "int", width: 14, value: (r) => r.bookings },
    { id: "pax", header: t("by_origin.column.pax"), kind: "int", width: 10, value: (r) => r.pax },
    money("total"),
    money("paid"),
    money("outstanding"),
  ];
}
