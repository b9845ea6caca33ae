import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { PaymentRefreshDto } from "#app/modules/booking/booking.contract";
import { checkoutLapsed } from "#app/modules/booking/online-payment.rules";
import { applyProviderEvent } from "./apply-provider-event";
import { loadBooking } from "./booking-access";
import { findPaymentById, type PaymentRow } from "./booking.repository";
import { toPaymentDto } from "./booking-views";
import type { PaymentProviders } from "./providers";

/**
 * Asks the provider where an open checkout stands and applies the answer through the same
 * function as a notification (applyProviderEvent, source reconciliation); past its expiry, a
 * checkout the provider does not report paid closes as expired. A lost notification is
 * recovered here. A provider that cannot be reached changes nothing (asked again later).
 * Returns the payment as it now is.
 */
export async function reconcilePayment(
  ctx: Ctx,
  providers: PaymentProviders,
  payment: PaymentRow,
): Promise<PaymentRow> {
  const { provider: name, providerRef: ref } = payment;
  if (payment.status !== "pending" || !name || !ref) return payment;
  const provider = providers.get(name);
  let event = null;
  if (provider) {
    try {
      event = await provider.fetchStatus({ ref, checkoutId: payment.providerCheckoutId });
    } catch {
      return payment;
    }
    if (event && event.ref === ref && event.status !== "pending") {
      const applied = await applyProviderEvent(ctx, {
        provider: provider.name,
        event,
        source: "reconciliation",
        body: JSON.stringify(event),
      });
      if (applied.payment) payment = applied.payment;
    }
  }
  if (payment.status === "pending" && checkoutLapsed(payment.expiresAt, ctx.now(), event?.status ?? null)) {
    const applied = await applyProviderEvent(ctx, {
      provider: name,
      event: {
        ref,
        txnId: null,
        status: "expired",
        amount: payment.amount,
        currency: payment.currency,
        rawStatus: event ? `lapsed (${event.rawStatus})` : "lapsed",
      },
      source: "reconciliation",
      body: JSON.stringify({ lapsed: payment.expiresAt?.toISOString(), provider_status: event?.rawStatus ?? null }),
    });
    if (applied.payment) payment = applied.payment;
  }
  return payment;
}

/**
 * POST /api/payments/{id}/refresh: the booking's customer (back from the checkout) or an admin.
 * Anyone else gets 404, as for the booking itself.
 */
export async function refreshOnlinePayment({
  ctx,
  providers,
  input,
}: {
  ctx: Ctx;
  providers: PaymentProviders;
  input: { id: number };
}): Promise<PaymentRefreshDto> {
  requireRole(ctx);
  const found = await findPaymentById(ctx.db, input.id);
  if (!found) throw new AppError("not_found");
  await loadBooking(ctx, found.bookingId);
  const payment = await reconcilePayment(ctx, providers, found);
  const booking = await loadBooking(ctx, found.bookingId);
  return {
    data: toPaymentDto(payment, new Map()),
    booking: {
      id: booking.id,
      code: booking.code,
      status: booking.status,
      currency: booking.currency,
      total: booking.total,
      paid_total: booking.paidTotal,
      remaining: Math.max(0, booking.total - booking.paidTotal),
    },
  };
}
