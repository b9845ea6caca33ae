import type { Ctx } from "#app/shared/context";
import { listOpenOnlinePayments, touchPayment } from "#app/modules/booking/.server/money/payment-rows";
import type { PaymentProviders } from "./providers";
import { reconcilePayment } from "./refresh-online-payment";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";

/**
 * The reconciliation round (server/jobs.ts, every few minutes): open online checkouts, least
 * recently checked first, a bounded batch, each asked of its provider and applied like a notification; those past
 * their expiry that the provider does not report paid close as expired. Safe on several
 * instances: applying is idempotent under the booking lock. Returns how many changed.
 */
export async function reconcileOnlinePayments({
  ctx,
  providers,
  effects,
  input = {},
}: {
  ctx: Ctx;
  providers: PaymentProviders;
  effects: BookingEffects;
  input?: { batch?: number };
}): Promise<{ checked: number; changed: number }> {
  const open = await listOpenOnlinePayments(ctx.db, input.batch ?? 50);
  let changed = 0;
  for (const p of open) {
    // In the background: a provider's rate budget serves customers back from its page first.
    const { payment: after } = await reconcilePayment({ ...ctx, actor: null }, providers, effects, p, {
      background: true,
    });
    if (after.status !== p.status) changed++;
    // A checkout the provider cannot answer for yet goes to the back of the queue.
    else await touchPayment(ctx.db, p.id);
  }
  return { checked: open.length, changed };
}
