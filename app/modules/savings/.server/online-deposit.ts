import { randomBytes } from "node:crypto";
import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { checkoutExpiry, onlineAmountProblem, providerReference } from "#app/modules/booking/online-payment.rules";
import { insertPayment, updatePaymentRow } from "#app/modules/booking/.server/money/payment-rows";
import type { PaymentProviders } from "#app/modules/gateway/.server/providers/index";
import type { onlineDepositInput } from "#app/modules/savings/savings.contract";
import { lockOpenPlan } from "./deposits";
import { loadPlan, toDepositDto } from "./plans";

/**
 * POST /api/savings/{id}/online-payments (decision 084): the plan's customer pays a deposit at an
 * online provider (the offline sandbox outside production), the monthly amount unless given. The
 * deposit row (pending, our unique reference, its expiry) is written first, the provider asked for
 * a checkout after (no lock over the network); its signed notification or the reconciliation
 * confirms it through the gateway's one path (apply-provider-event.ts), which gives the receipt.
 * A provider that does not open the checkout closes the deposit failed (503).
 */
export async function startOnlineDeposit({
  ctx,
  providers,
  input,
}: {
  ctx: Ctx;
  providers: PaymentProviders;
  input: z.output<typeof onlineDepositInput> & { id: number };
}) {
  const plan = await loadPlan(ctx, input.id);
  if (ctx.actor?.id !== plan.customerId) throw new AppError("forbidden");
  if (plan.status !== "open") throw new AppError("conflict", { key: "savings_plan_not_open" });
  const provider = providers.get(input.provider);
  if (!provider || !(provider.currencies as readonly string[]).includes(plan.currency))
    throw fieldError("provider", "payment_provider_unavailable");
  const amount = input.amount ?? plan.monthlyAmount;
  const amountProblem = onlineAmountProblem(plan.currency, amount);
  if (amountProblem) throw fieldError("amount", amountProblem);
  const customer = (await describeUsers({ ctx, input: { ids: [plan.customerId] } })).get(plan.customerId);
  const now = ctx.now();
  // Written under the plan's lock, still open (as every deposit: deposits.ts lockOpenPlan).
  const row = await ctx.db.transaction(async (tx) => {
    await lockOpenPlan(tx, plan.id);
    return insertPayment(tx, {
      savingsPlanId: plan.id,
      amount,
      method: "online",
      currency: plan.currency,
      provider: provider.name,
      providerRef: providerReference(plan.code, randomBytes(5).toString("hex").toUpperCase()),
      expiresAt: checkoutExpiry(now),
      payerName: customer?.name ?? "",
      paymentDate: now.toISOString().slice(0, 10),
      createdBy: plan.customerId,
    });
  });
  const origin = ctx.publicUrl ?? "";
  try {
    const checkout = await provider.createCheckout({
      ref: row.providerRef!,
      amount,
      currency: plan.currency as Currency,
      description: plan.code,
      customer: { name: customer?.name ?? "", email: customer?.email ?? "", phone: customer?.phone ?? null },
      returnUrl: `${origin}/panel/savings/${plan.id}`,
      notifyUrl: `${origin}/api/payments/notify/${provider.name}`,
      expiresAt: row.expiresAt!,
      locale: ctx.locale,
    });
    const stored = await updatePaymentRow(ctx.db, row.id, {
      providerCheckoutId: checkout.checkoutId,
      checkoutUrl: checkout.url,
    });
    return { deposit: toDepositDto(stored, null), checkout_url: checkout.url };
  } catch (err) {
    if (err instanceof AppError) throw err;
    ctx.log?.error(
      { provider: provider.name, paymentId: row.id, cause: (err as Error).message },
      "checkout not opened",
    );
    await updatePaymentRow(ctx.db, row.id, { status: "failed" });
    throw new AppError("unavailable", { key: "payment_provider_down" });
  }
}
