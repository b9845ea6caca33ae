import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { bookingKeys } from "#app/modules/booking/booking.api-client";
import type {
  BankActionResponse,
  BankInput,
  BankListResponse,
  BankResponse,
  BookingActionResponse,
  PaymentActionResponse,
  PaymentInput,
  pendingCountResponse,
} from "#app/modules/booking/booking.contract";
import type { CounterPaymentInput, counterPaymentResponse } from "#app/modules/payment/counter-payment.contract";
import type { ChargeInput, ChargeReverseInput, chargeActionResponse } from "#app/modules/booking/charge.contract";
import type {
  StatementAssignInput,
  StatementConfirmInput,
  StatementIgnoreInput,
  StatementImportInput,
  statementActionResponse,
  statementConfirmResponse,
  statementListResponse,
  statementResponse,
} from "#app/modules/payment/statement.contract";
import type {
  cancellationPreviewResponse,
  RefundPayInput,
  refundActionResponse,
  refundListResponse,
} from "#app/modules/booking/refund.contract";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";

/*
 * The browser's one door to the payment API (decision 072): a booking's payments, the bank
 * accounts, online payments, statements, refunds and the schedule. Query keys keep the values the
 * screens used before (the booking keys' prefix, so a booking write refreshes them too).
 */

/**
 * A booking's payments: the customer reports one, a cashier records money taken at the counter
 * (decision 075), staff confirm or reject it.
 */
export const paymentClient = {
  pay: (id: string, input: PaymentInput, idempotencyKey: string) =>
    api<PaymentActionResponse>(`/booking/${id}/payment`, {
      method: "POST",
      body: input,
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  /** One Idempotency-Key per opening of the dialog: a double tap or a retry records once. */
  recordCounterPayment: (id: string, input: CounterPaymentInput, idempotencyKey: string) =>
    api<z.infer<typeof counterPaymentResponse>>(`/booking/${id}/counter-payment`, {
      method: "POST",
      body: input,
      headers: { "Idempotency-Key": idempotencyKey },
    }),
  confirmPayment: (paymentId: number) =>
    api<BookingActionResponse>(`/payment/${paymentId}/confirm`, { method: "POST", body: {} }),
  rejectPayment: (paymentId: number, input: { reason: string }) =>
    api<BookingActionResponse>(`/payment/${paymentId}/reject`, { method: "POST", body: input }),
  /** A charge line beyond the package (docs/product.md §Charges): the booking comes back with its new total. */
  addCharge: (bookingId: string, input: ChargeInput) =>
    api<z.infer<typeof chargeActionResponse>>(`/booking/${bookingId}/charge`, { method: "POST", body: input }),
  /** A line taken back by a reversing line, with the reason. */
  reverseCharge: (bookingId: string, chargeId: number, input: ChargeReverseInput) =>
    api<z.infer<typeof chargeActionResponse>>(`/booking/${bookingId}/charge/${chargeId}/reverse`, {
      method: "POST",
      body: input,
    }),
};

/** The bank API's paths, for the shared list table and delete action that take a path. */
export const bankPaths = { list: "/bank", one: (id: number) => `/bank/${id}` };

export const bankClient = {
  list: (params: { limit?: number; all?: boolean } = {}, signal?: AbortSignal, quiet?: boolean) =>
    api<BankListResponse>(`${bankPaths.list}${toQuery(params)}`, { signal, quiet }),
  get: (id: number, signal?: AbortSignal) => api<BankResponse>(bankPaths.one(id), { signal }),
  save: (id: number | null, input: BankInput) =>
    api<BankActionResponse>(id === null ? bankPaths.list : bankPaths.one(id), {
      method: id === null ? "POST" : "PUT",
      body: input,
    }),
};

export const bankQueries = {
  /** The agency's accounts a customer may pay to (panel pay dialog). */
  activeBanks: () =>
    queryOptions({
      queryKey: bookingKeys.activeBanks,
      queryFn: ({ signal }) => bankClient.list({ limit: -1 }, signal),
    }),
};

/**
 * The panel's bank list (`/panel/bank`): a page of the accounts as the list asks for it (search,
 * paging, `all=true` for the inactive ones too), and deleting one.
 */
export const bankListClient = {
  page: (params: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    api<BankListResponse>(`${bankPaths.list}${toQuery(params)}`, { signal }),
  remove: (id: number) => api<{ message?: string }>(bankPaths.one(id), { method: "DELETE" }),
};

// ---------- payment schedule (docs/product.md §Payment schedule) ----------
type OverdueListResponse = z.infer<typeof import("#app/modules/booking/schedule.contract").overdueListResponse>;
type OverdueParams = { page?: number; limit?: number; search?: string };

export const scheduleKeys = {
  overdue: (params: OverdueParams) => [...bookingKeys.all, "overdue", params] as const,
  overdueCount: ["booking-count-overdue"] as const,
};

export const scheduleClient = {
  overdue: (params: OverdueParams, signal?: AbortSignal) =>
    api<OverdueListResponse>(`/booking/overdue${toQuery(params)}`, { signal }),
  overdueCount: (signal?: AbortSignal) =>
    api<z.infer<typeof pendingCountResponse>>("/booking/count/overdue", { signal }),
};

export const scheduleQueries = {
  overdue: (params: OverdueParams) =>
    queryOptions({
      queryKey: scheduleKeys.overdue(params),
      queryFn: ({ signal }) => scheduleClient.overdue(params, signal),
    }),
  overdueCount: () =>
    queryOptions({
      queryKey: scheduleKeys.overdueCount,
      queryFn: ({ signal }) => scheduleClient.overdueCount(signal),
    }),
};

type StatementListResponse = z.infer<typeof statementListResponse>;
type StatementResponse = z.infer<typeof statementResponse>;
type StatementActionResponse = z.infer<typeof statementActionResponse>;
type StatementConfirmResponse = z.infer<typeof statementConfirmResponse>;

/** Bank statement imports (`/panel/statements`, admin; decision 040). */
export const statementKeys = {
  all: ["panel", "bank-statements"] as const,
  one: (id: number) => [...statementKeys.all, id] as const,
};
export const statementClient = {
  list: (signal?: AbortSignal) => api<StatementListResponse>("/bank-statements", { signal }),
  get: (id: number, signal?: AbortSignal) => api<StatementResponse>(`/bank-statements/${id}`, { signal }),
  upload: (input: StatementImportInput) =>
    api<StatementActionResponse>("/bank-statements", { method: "POST", body: input }),
  confirm: (id: number, input: StatementConfirmInput = {}) =>
    api<StatementConfirmResponse>(`/bank-statements/${id}/confirm`, { method: "POST", body: input }),
  assign: (id: number, lineId: number, input: StatementAssignInput) =>
    api<StatementActionResponse>(`/bank-statements/${id}/lines/${lineId}/assign`, { method: "POST", body: input }),
  ignore: (id: number, lineId: number, input: StatementIgnoreInput) =>
    api<StatementActionResponse>(`/bank-statements/${id}/lines/${lineId}/ignore`, { method: "POST", body: input }),
};
export const statementQueries = {
  list: () => queryOptions({ queryKey: statementKeys.all, queryFn: ({ signal }) => statementClient.list(signal) }),
  one: (id: number) =>
    queryOptions({ queryKey: statementKeys.one(id), queryFn: ({ signal }) => statementClient.get(id, signal) }),
};

type CancellationPreviewResponse = z.infer<typeof cancellationPreviewResponse>;
type RefundListResponse = z.infer<typeof refundListResponse>;
type RefundActionResponse = z.infer<typeof refundActionResponse>;

/** Cancellation previews and refunds (docs/product.md §Cancellation and refunds). */
export const refundKeys = {
  all: ["panel", "refund"] as const,
  list: (status: string, page: number) => [...refundKeys.all, "list", status, page] as const,
  cancellation: (bookingId: string) => [...bookingKeys.all, "cancellation", bookingId] as const,
};
export const refundClient = {
  cancellation: (bookingId: string, signal?: AbortSignal) =>
    api<CancellationPreviewResponse>(`/booking/${bookingId}/cancellation`, { signal }),
  list: (params: { status?: string; page?: number; limit?: number }, signal?: AbortSignal) =>
    api<RefundListResponse>(`/refund${toQuery(params)}`, { signal }),
  pay: (id: number, input: RefundPayInput) =>
    api<RefundActionResponse>(`/refund/${id}/pay`, { method: "POST", body: input }),
};
