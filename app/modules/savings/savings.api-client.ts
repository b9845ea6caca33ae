import type { z } from "zod";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";
import type {
  closeInput,
  counterDepositInput,
  OpenPlanInput,
  onlineDepositInput,
  onlineDepositResponse,
  planActionResponse,
  planListResponse,
  planResponse,
  rejectDepositInput,
  tellTransferInput,
  transferResponse,
} from "./savings.contract";

export type PlanListResponse = z.infer<typeof planListResponse>;
type PlanResponse = z.infer<typeof planResponse>;
export type PlanActionResponse = z.infer<typeof planActionResponse>;
export type TransferResponse = z.infer<typeof transferResponse>;
type OnlineDepositResponse = z.infer<typeof onlineDepositResponse>;
/** The online providers that are on for a currency (GET /payment-providers, as the booking page asks). */
export type ProvidersResponse = { data: { name: z.input<typeof onlineDepositInput>["provider"]; label: string }[] };

/** The plans list's query as the screen holds it: "" leaves a filter out. */
export type PlanListParams = { page: number; limit: number; search: string; status: string; overdue: string };

/** TanStack Query keys of the savings screens: any action refreshes the plan and the lists. */
export const savingsKeys = {
  all: ["panel", "savings"] as const,
  lists: () => [...savingsKeys.all, "list"] as const,
  list: (params: PlanListParams) => [...savingsKeys.lists(), params] as const,
  plan: (id: number) => [...savingsKeys.all, "plan", id] as const,
};

/** /api/savings…: savings plans (decision 084, docs/product.md §Savings plans). */
export const savingsClient = {
  list: (params: PlanListParams, signal?: AbortSignal) =>
    api<PlanListResponse>(`/savings${toQuery(params)}`, { signal }),
  open: (input: OpenPlanInput) => api<PlanActionResponse>("/savings", { method: "POST", body: input }),
  plan: (id: number, signal?: AbortSignal) => api<PlanResponse>(`/savings/${id}`, { signal }),
  providers: (currency: string, signal?: AbortSignal) =>
    api<ProvidersResponse>(`/payment-providers${toQuery({ currency })}`, { signal, quiet: true }),
  counterDeposit: (id: number, input: z.input<typeof counterDepositInput>) =>
    api<PlanActionResponse>(`/savings/${id}/counter-deposit`, { method: "POST", body: input }),
  /** The amount to transfer (the monthly amount) with its unique code, and the accounts. */
  transfer: (id: number) => api<TransferResponse>(`/savings/${id}/transfer`, { method: "POST", body: {} }),
  /** A provider's checkout for the monthly amount: the screen goes to `checkout_url`. */
  payOnline: (id: number, input: z.input<typeof onlineDepositInput>) =>
    api<OnlineDepositResponse>(`/savings/${id}/online-payments`, { method: "POST", body: input }),
  tellPaid: (id: number, depositId: number, input: z.input<typeof tellTransferInput>) =>
    api<PlanActionResponse>(`/savings/${id}/deposits/${depositId}/paid`, { method: "POST", body: input }),
  confirm: (id: number, depositId: number) =>
    api<PlanActionResponse>(`/savings/${id}/deposits/${depositId}/confirm`, { method: "POST", body: {} }),
  reject: (id: number, depositId: number, input: z.input<typeof rejectDepositInput>) =>
    api<PlanActionResponse>(`/savings/${id}/deposits/${depositId}/reject`, { method: "POST", body: input }),
  /** 409 `savings_plan_not_open` when the plan was converted or closed meanwhile. */
  convert: (id: number, bookingId: string) =>
    api<PlanActionResponse>(`/savings/${id}/convert`, { method: "POST", body: { booking_id: bookingId } }),
  close: (id: number, input: z.input<typeof closeInput>) =>
    api<PlanActionResponse>(`/savings/${id}/close`, { method: "POST", body: input }),
};

export const savingsQueries = {
  list: (params: PlanListParams) => ({
    queryKey: savingsKeys.list(params),
    queryFn: ({ signal }: { signal: AbortSignal }) => savingsClient.list(params, signal),
  }),
  providers: (currency: string) => ({
    queryKey: [...savingsKeys.all, "providers", currency] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) => savingsClient.providers(currency, signal),
    staleTime: 5 * 60_000,
  }),
  plan: (id: number) => ({
    queryKey: savingsKeys.plan(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => savingsClient.plan(id, signal),
  }),
};
