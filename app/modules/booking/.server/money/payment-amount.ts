import type { Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { type Currency, formatMoney } from "#app/shared/money";
import { acceptsPayments, paymentWindow } from "#app/modules/booking/booking.rules";
import type { BookingRow, PaymentRow } from "../booking.repository";
import { moneyState } from "../booking-views";

/**
 * The amount a customer's next payment may have (docs/product.md §Payments), checked on the
 * locked booking against what is still open at ctx.now(): refused with the translated reason.
 * Shared by a reported payment (submit-payment.ts) and an online checkout (start-online-payment.ts).
 */
export function checkPaymentAmount(ctx: Ctx, booking: BookingRow, payments: PaymentRow[], amount: number): void {
  if (booking.status === "canceled") throw new AppError("conflict", { key: "booking_canceled" });
  if (!acceptsPayments(booking.status)) throw new AppError("conflict", { key: "payments_closed" });
  const window = paymentWindow(moneyState(booking, payments, ctx.now()));
  if (!window) throw new AppError("conflict", { key: "nothing_to_pay" });
  const money = (n: number) => formatMoney(n, booking.currency as Currency, ctx.locale);
  if (window.min === window.max && amount !== window.min)
    throw fieldError("amount", "payment_amount_exact", { amount: money(window.min) });
  if (amount < window.min) throw fieldError("amount", "payment_amount_min", { amount: money(window.min) });
  if (amount > window.max) throw fieldError("amount", "payment_amount_max", { amount: money(window.max) });
}
