import { balanceDue } from "#app/modules/booking/booking.rules";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { PaymentRefreshDto } from "#app/modules/booking/booking.contract";
import { checkoutLapsed } from "#app/modules/booking/online-payment.rules";
import { applyProviderEvent, type ProviderUseCaseArgs } from "./apply-provider-event";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { requireCustomerOrStaff } from "#app/shared/access";
import { findPaymentById, type PaymentRow } from "#app/modules/booking/.server/money/payment-rows";
import { toPaymentDto } from "#app/modules/booking/.server/booking-views";
import { listNotificationsOf } from "./online-payment.repository";
import type { PaymentProviders } from "./providers";
import type { ProviderEvent, ProviderPaymentStatus } from "./providers/provider";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";

/** Where an open checkout stands after asking its provider. */
export interface Reconciled {
  payment: PaymentRow;
  /** The provider's word as asked just now (null: not asked, not known, or not reachable). */
  providerStatus: ProviderPaymentStatus | null;
}

/**
 * Asks the provider where an open checkout stands and applies the answer through the same
 * function as a notification (applyProviderEvent, source reconciliation). A lost notification is
 * recovered here. A provider that cannot be reached changes nothing (asked again later; the cause
 * is logged). A declined attempt changes nothing either: the checkout stays open (decision 066).
 *
 * Past its expiry a checkout the provider does not report paid closes as expired. A provider that
 * keeps its checkouts payable past our expiry (Billplz) closes it at its side first (DELETE); if
 * it will not because the checkout was paid meanwhile, the payment is read and counted as paid,
 * not lapsed; until the provider has closed it, ours stays open (decision 066).
 */
export async function reconcilePayment(
  ctx: Ctx,
  providers: PaymentProviders,
  effects: BookingEffects,
  payment: PaymentRow,
  opts: { background?: boolean } = {},
): Promise<Reconciled> {
  const { provider: name, providerRef: ref } = payment;
  if (payment.status !== "pending" || !name || !ref) return { payment, providerStatus: null };
  const provider = providers.get(name);
  const checkoutId = payment.providerCheckoutId;
  const pastExpiry = checkoutLapsed(payment.expiresAt, ctx.now(), null);
  const apply = async (event: ProviderEvent, body: string) => {
    const applied = await applyProviderEvent(ctx, effects, { provider: name, event, source: "reconciliation", body });
    if (applied.payment) payment = applied.payment;
  };
  const lapse = (rawStatus: string, providerStatus: string | null) =>
    apply(
      { ref, txnId: null, status: "expired", amount: payment.amount, currency: payment.currency, rawStatus },
      JSON.stringify({ lapsed: payment.expiresAt?.toISOString(), provider_status: providerStatus }),
    );
  const unreachable = (err: unknown, what: string) => {
    ctx.log?.warn({ provider: name, paymentId: payment.id, cause: (err as Error).message }, what);
    return { payment, providerStatus: null };
  };

  let background = opts.background ?? false;
  if (provider && pastExpiry && provider.closeCheckout) {
    let closed: "closed" | "not_open";
    try {
      closed = await provider.closeCheckout({ ref, checkoutId });
    } catch (err) {
      return unreachable(err, "payment provider did not close a lapsed checkout; asked again next round");
    }
    if (closed === "closed") {
      await lapse("lapsed (closed at the provider)", "closed");
      return { payment, providerStatus: "expired" };
    }
    // Not open any more at the provider: paid meanwhile (or closed there already). Its word
    // decides, asked now whatever the background budget says: it may be money.
    background = false;
  }

  let event: ProviderEvent | null = null;
  if (provider) {
    try {
      event = await provider.fetchStatus({ ref, checkoutId, background });
    } catch (err) {
      return unreachable(err, "payment provider status not fetched; asked again later");
    }
    if (event && event.ref === ref && event.status !== "pending" && event.status !== "declined") {
      await apply(event, JSON.stringify(event));
    }
  }
  const providerStatus = event && event.ref === ref ? event.status : null;
  if (payment.status === "pending" && pastExpiry && checkoutLapsed(payment.expiresAt, ctx.now(), providerStatus)) {
    // A provider that closes its checkouts at its side and still has this one open: not lapsed
    // until it is closed there (next round), or it could be paid after we closed ours.
    if (provider?.closeCheckout) return { payment, providerStatus };
    await lapse(event ? `lapsed (${event.rawStatus})` : "lapsed", event?.rawStatus ?? null);
  }
  return { payment, providerStatus };
}

/**
 * Outcomes of a provider's word that say where the payment stood: on an open payment "ignored" is
 * a pending word (a new attempt begun after a decline, such as a virtual account).
 */
const DECISIVE = new Set(["declined", "ignored", "confirmed", "late", "failed", "expired"]);

/**
 * POST /api/payments/{id}/refresh: the booking's customer (back from the checkout) or staff with
 * payments_confirm (what the provider says is applied: a payment may be confirmed; other staff
 * 403). Another customer gets 404, as for the booking itself.
 */
export async function refreshOnlinePayment({
  ctx,
  providers,
  effects,
  input,
}: ProviderUseCaseArgs<{ id: number }>): Promise<PaymentRefreshDto> {
  requireCustomerOrStaff(ctx, "payments_confirm");
  const found = await findPaymentById(ctx.db, input.id);
  if (!found?.bookingId) throw new AppError("not_found");
  const bookingId = found.bookingId;
  await loadBooking(ctx, bookingId, { permission: "payments_confirm" });
  const { payment, providerStatus } = await reconcilePayment(ctx, providers, effects, found);
  const booking = await loadBooking(ctx, bookingId, { permission: "payments_confirm" });
  // Declined as the provider says now, or as its last notification said (Billplz's GET shows a
  // bill still due after a failed attempt; only its callback says the attempt failed).
  const lastWord = (await listNotificationsOf(ctx.db, payment.id))
    .filter((n) => DECISIVE.has(n.outcome))
    .at(-1)?.outcome;
  return {
    data: toPaymentDto(payment, new Map()),
    attempt_declined:
      payment.status === "pending" &&
      (providerStatus === "declined" || (providerStatus !== "paid" && lastWord === "declined")),
    booking: {
      id: booking.id,
      code: booking.code,
      status: booking.status,
      currency: booking.currency,
      total: booking.total,
      paid_total: booking.paidTotal,
      remaining: balanceDue(booking),
    },
  };
}
