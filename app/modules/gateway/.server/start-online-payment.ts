import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError, fieldError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { pickLocale } from "#app/shared/translate";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import type { onlinePaymentInput, PaymentDto } from "#app/modules/booking/booking.contract";
import {
  checkoutExpiry,
  onlineAmountProblem,
  type PaymentFailedReason,
  PROVIDER_BRANDS,
  providerReference,
} from "#app/modules/booking/online-payment.rules";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import {
  findPaymentById,
  findPaymentByIdempotencyKey,
  insertEvent,
  insertPayment,
  listPaymentsOf,
  lockBooking,
  type PaymentRow,
  updatePaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { toPaymentDto } from "#app/modules/booking/.server/booking-views";
import { checkPaymentAmount } from "#app/modules/booking/.server/money/payment-amount";
import type { PaymentProviders } from "./providers";
import { providerFailure } from "./providers/provider-kit";

/** Where a provider sends the payer back: the result page refreshes the payment from there. */
export const returnPath = (bookingId: string, paymentId: number) =>
  `/payment/success?booking=${bookingId}&payment=${paymentId}`;

/**
 * Starts an online payment (docs/product.md §Online payments): the booking's own customer, an
 * amount in the same window as a reported payment (an open checkout holds its amount until it
 * lapses, decision 036), a provider that is on and charges the booking's currency. The payment
 * row (pending, our unique reference, its expiry) is written under the booking lock; the
 * provider is asked for a checkout after that transaction (no lock is held over the network).
 * A provider that fails closes the payment as failed, nothing counted, logs why, and answers
 * what the customer can do (decision 067): unreachable, 503 "try again in a few minutes"; our keys
 * refused, 503 "not available now, choose another way"; the payment itself refused, 422 "choose
 * another way to pay". An amount the provider cannot take (rupiah with sen) is refused before
 * anything is written (422 on the amount). A retry with the same idempotency key answers the same
 * checkout.
 */
export async function startOnlinePayment({
  ctx,
  providers,
  input,
}: {
  ctx: Ctx;
  providers: PaymentProviders;
  input: z.output<typeof onlinePaymentInput> & { booking_id: string };
}): Promise<{ payment: PaymentDto; checkoutUrl: string }> {
  const actor = requireRole(ctx);
  const provider = providers.get(input.provider);
  const key = input.idempotency_key ?? null;

  let created: { row: PaymentRow; replay: boolean };
  try {
    created = await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      const booking = await loadBooking(t, input.booking_id, { lock: true });
      if (booking.customerId !== actor.id) throw new AppError("forbidden");
      const earlier = key ? await findPaymentByIdempotencyKey(tx, booking.id, key) : undefined;
      if (earlier) {
        if (earlier.amount !== input.amount || earlier.provider !== input.provider)
          throw fieldError("idempotency_key", "idempotency_key_reused");
        return { row: earlier, replay: true };
      }
      if (!provider || !(provider.currencies as readonly string[]).includes(booking.currency))
        throw fieldError("provider", "payment_provider_unavailable");
      checkPaymentAmount(ctx, booking, await listPaymentsOf(tx, booking.id), input.amount);
      const amountProblem = onlineAmountProblem(booking.currency, input.amount);
      if (amountProblem) throw fieldError("amount", amountProblem);
      const people = await describeUsers({ ctx: t, input: { ids: [booking.customerId] } });
      const now = ctx.now();
      const payment = await insertPayment(tx, {
        bookingId: booking.id,
        amount: input.amount,
        method: "online",
        currency: booking.currency,
        provider: provider.name,
        providerRef: providerReference(booking.code, randomBytes(5).toString("hex").toUpperCase()),
        expiresAt: checkoutExpiry(now),
        payerName: people.get(booking.customerId)?.name || booking.bookingName,
        paymentDate: now.toISOString().slice(0, 10),
        createdBy: actor.id,
        idempotencyKey: key,
      });
      await insertEvent(tx, {
        bookingId: booking.id,
        kind: "payment_submitted",
        actorId: actor.id,
        provider: provider.name,
        paymentId: payment.id,
        amount: payment.amount,
      });
      return { row: payment, replay: false };
    });
  } catch (err) {
    // The same key twice at once: the unique index keeps one payment; answer it.
    if (key && uniqueViolation(err) === "payments_idempotency_idx") {
      const winner = await findPaymentByIdempotencyKey(ctx.db, input.booking_id, key);
      if (winner) created = { row: winner, replay: true };
      else throw err;
    } else throw err;
  }

  const { row } = created;
  if (created.replay) {
    // A retry: the checkout made the first time, if it is still open.
    if (row.status !== "pending" || !row.checkoutUrl)
      throw new AppError("conflict", { key: "payment_checkout_closed" });
    return { payment: toPaymentDto(row, new Map()), checkoutUrl: row.checkoutUrl };
  }

  if (!row.bookingId) throw new AppError("not_found");
  const booking = await loadBooking(ctx, row.bookingId);
  const [people, facts] = await Promise.all([
    describeUsers({ ctx, input: { ids: [booking.customerId] } }),
    describeTours({ ctx, input: { tour_ids: booking.packageId ? [booking.packageId] : [], time_ids: [] } }),
  ]);
  const customer = people.get(booking.customerId);
  const tour = booking.packageId ? facts.tours.get(booking.packageId) : undefined;
  const origin = ctx.publicUrl ?? "";
  try {
    const checkout = await provider!.createCheckout({
      ref: row.providerRef!,
      amount: row.amount,
      currency: booking.currency as Currency,
      description: [booking.code, pickLocale(tour?.name ?? null, ctx.locale)].filter(Boolean).join(" · "),
      customer: {
        name: customer?.name ?? booking.bookingName,
        email: customer?.email ?? "",
        phone: customer?.phone ?? null,
      },
      returnUrl: `${origin}${returnPath(booking.id, row.id)}`,
      notifyUrl: `${origin}/api/payments/notify/${provider!.name}`,
      expiresAt: row.expiresAt!,
      locale: ctx.locale,
    });
    const stored = await updatePaymentRow(ctx.db, row.id, {
      providerCheckoutId: checkout.checkoutId,
      checkoutUrl: checkout.url,
    });
    return { payment: toPaymentDto(stored, new Map()), checkoutUrl: checkout.url };
  } catch (err) {
    if (err instanceof AppError) throw err;
    const failure = providerFailure(err);
    const name = provider!.name;
    // The cause for the operator (status and the provider's short message, never a key); the
    // customer gets what they can act on.
    const detail = { provider: name, paymentId: row.id, failure, cause: (err as Error).message };
    if (failure === "refused") ctx.log?.warn(detail, "payment provider refused the checkout");
    else ctx.log?.error(detail, "payment provider did not open the checkout");
    await closeFailedStart(ctx, row.id, failure === "refused" ? "provider_refused" : "provider_unavailable");
    const values = { provider: PROVIDER_BRANDS[name] };
    if (failure === "refused") throw new AppError("payment_refused", { values });
    if (failure === "config") throw new AppError("payment_unavailable", { values });
    throw new AppError("unavailable", { key: "payment_provider_down" });
  }
}

/** The provider did not open a checkout: the payment closes failed under the lock, nothing counted. */
async function closeFailedStart(ctx: Ctx, paymentId: number, reason: PaymentFailedReason) {
  await ctx.db.transaction(async (tx) => {
    const p = await findPaymentById(tx, paymentId);
    if (!p?.bookingId) return;
    await lockBooking(tx, p.bookingId);
    const current = await findPaymentById(tx, paymentId);
    if (current?.status !== "pending") return;
    await updatePaymentRow(tx, paymentId, { status: "failed" });
    await insertEvent(tx, {
      bookingId: p.bookingId,
      kind: "payment_failed",
      actorId: null,
      provider: p.provider,
      paymentId,
      amount: p.amount,
      reason,
    });
  });
}
