import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "#app/shared/http/client";
import { toQuery } from "#app/shared/http/panel-api";

/*
 * The browser's one door to the online payment API (decision 072): the providers that are on, a
 * checkout started, the refresh on return, the offline sandbox. Query keys as before.
 */

type OnlinePaymentResponse = z.infer<typeof import("#app/modules/booking/booking.contract").onlinePaymentResponse>;
type PaymentProvidersResponse = z.infer<
  typeof import("#app/modules/booking/booking.contract").paymentProvidersResponse
>;
type PaymentRefreshResponse = z.infer<typeof import("#app/modules/booking/booking.contract").paymentRefreshResponse>;
type SandboxCheckoutResponse = z.infer<typeof import("#app/modules/booking/booking.contract").sandboxCheckoutResponse>;

export const onlinePaymentKeys = {
  providers: (currency: string) => ["payment-providers", currency] as const,
  sandbox: (checkoutId: string) => ["payment-sandbox", checkoutId] as const,
};
export const onlinePaymentClient = {
  /** The providers that are on for a currency (the pay dialog offers "pay online" when any). */
  providers: (currency: string, signal?: AbortSignal) =>
    api<PaymentProvidersResponse>(`/payment-providers${toQuery({ currency })}`, { signal, quiet: true }),
  start: (
    bookingId: string,
    input: z.input<typeof import("#app/modules/booking/booking.contract").onlinePaymentInput>,
  ) => api<OnlinePaymentResponse>(`/bookings/${bookingId}/online-payments`, { method: "POST", body: input }),
  /** Back from the checkout: the server asks the provider and applies its answer. */
  refresh: (paymentId: number) =>
    api<PaymentRefreshResponse>(`/payments/${paymentId}/refresh`, { method: "POST", body: {}, quiet: true }),
  sandbox: (checkoutId: string, signal?: AbortSignal) =>
    api<SandboxCheckoutResponse>(`/payments/sandbox/${checkoutId}`, { signal }),
  sandboxDecide: (checkoutId: string, approve: boolean) =>
    api<SandboxCheckoutResponse>(`/payments/sandbox/${checkoutId}/decide`, { method: "POST", body: { approve } }),
};
export const onlinePaymentQueries = {
  providers: (currency: string) =>
    queryOptions({
      queryKey: onlinePaymentKeys.providers(currency),
      queryFn: ({ signal }) => onlinePaymentClient.providers(currency, signal),
      staleTime: 5 * 60_000,
    }),
  sandbox: (checkoutId: string) =>
    queryOptions({
      queryKey: onlinePaymentKeys.sandbox(checkoutId),
      queryFn: ({ signal }) => onlinePaymentClient.sandbox(checkoutId, signal),
    }),
};
