import type { z } from "zod";
import { mediaClient } from "#app/modules/media/media.api-client";
import { api } from "#app/shared/http/client";
import { type QueryParams, toQuery } from "#app/shared/http/panel-api";
import type { Locale } from "#app/shared/i18n/config";
import type {
  commissionReportResponse,
  ListLinesQuery,
  lineListResponse,
  listPayoutsQuery,
  messageResponse,
  PayoutInput,
  payoutActionResponse,
  payoutListResponse,
  SchemeInput,
  schemeActionResponse,
  schemeResponse,
} from "./commission.contract";

type SchemeResponse = z.infer<typeof schemeResponse>;
type SchemeActionResponse = z.infer<typeof schemeActionResponse>;
type MessageResponse = z.infer<typeof messageResponse>;
export type LineListResponse = z.infer<typeof lineListResponse>;
export type PayoutListResponse = z.infer<typeof payoutListResponse>;
export type PayoutActionResponse = z.infer<typeof payoutActionResponse>;

/** The lines list's query as the screen holds it: "" leaves a filter out. */
export type LineListParams = QueryParams<ListLinesQuery>;
export type PayoutListParams = QueryParams<z.input<typeof listPayoutsQuery>>;
/** The commission report's period ("" leaves an end open). */
export type ReportParams = { from: string; to: string };
type ReportResponse = z.infer<typeof commissionReportResponse>;

/** TanStack Query keys of the commission screens: a payout refreshes lines and payouts alike. */
export const commissionKeys = {
  all: ["panel", "commission"] as const,
  scheme: (packageId: number | null) => [...commissionKeys.all, "scheme", packageId ?? "default"] as const,
  lines: () => [...commissionKeys.all, "lines"] as const,
  lineList: (params: LineListParams) => [...commissionKeys.lines(), params] as const,
  payouts: () => [...commissionKeys.all, "payouts"] as const,
  payoutList: (params: PayoutListParams) => [...commissionKeys.payouts(), params] as const,
};

const schemePath = (packageId: number | null) =>
  packageId === null ? "/commission/schemes/default" : `/commission/schemes/package/${packageId}`;

/** /api/commission…: staff's schemes, lines and payouts (decision 078; the `commissions` permission). */
export const commissionClient = {
  /** The default scheme (packageId null) or a package's own, or null when none is set. */
  scheme: (packageId: number | null, signal?: AbortSignal) => api<SchemeResponse>(schemePath(packageId), { signal }),
  putScheme: (packageId: number | null, input: SchemeInput) =>
    api<SchemeActionResponse>(schemePath(packageId), { method: "PUT", body: input }),
  /** The package earns by the default again; 404 when it had no scheme of its own. */
  removePackageScheme: (packageId: number) => api<MessageResponse>(schemePath(packageId), { method: "DELETE" }),
  lines: (params: LineListParams, signal?: AbortSignal) =>
    api<LineListResponse>(`/commission/lines${toQuery(params)}`, { signal }),
  payouts: (params: PayoutListParams, signal?: AbortSignal) =>
    api<PayoutListResponse>(`/commission/payouts${toQuery(params)}`, { signal }),
  /** Pay one agent the chosen lines (201); 409 `commission_line_paid` when one was paid meanwhile. */
  pay: (input: PayoutInput) => api<PayoutActionResponse>("/commission/payouts", { method: "POST", body: input }),
  /** The transfer's receipt: a private document of the caller (its id goes in the payout). */
  uploadReceipt: (file: File) => mediaClient.upload(file, "document"),
  report: (params: ReportParams, signal?: AbortSignal) =>
    api<ReportResponse>(`/commission/report${toQuery(params)}`, { signal }),
  /** The commission report as an Excel file, in the reader's language. */
  reportHref: (params: ReportParams, locale: Locale) =>
    `/api/commission/report${toQuery({ ...params, format: "xlsx", lang: locale })}`,
  /** A payout's Excel sheet, in the reader's language. */
  sheetHref: (payoutId: number, locale: Locale) =>
    `/api/commission/payouts/${payoutId}/sheet${toQuery({ lang: locale })}`,
};

export const commissionQueries = {
  scheme: (packageId: number | null) => ({
    queryKey: commissionKeys.scheme(packageId),
    queryFn: ({ signal }: { signal: AbortSignal }) => commissionClient.scheme(packageId, signal),
  }),
  lines: (params: LineListParams) => ({
    queryKey: commissionKeys.lineList(params),
    queryFn: ({ signal }: { signal: AbortSignal }) => commissionClient.lines(params, signal),
  }),
  report: (params: ReportParams) => ({
    queryKey: [...commissionKeys.all, "report", params] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => commissionClient.report(params, signal),
  }),
  payouts: (params: PayoutListParams) => ({
    queryKey: commissionKeys.payoutList(params),
    queryFn: ({ signal }: { signal: AbortSignal }) => commissionClient.payouts(params, signal),
  }),
};
