import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError, fieldError } from "#app/shared/errors";
import type { Currency } from "#app/shared/money";
import { paymentDateInFuture } from "#app/modules/booking/booking.rules";
import type { BankAccountDto } from "#app/modules/booking/booking.contract";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";
import type { Db } from "#app/shared/db.server";
import {
  deleteIssuedTransfer,
  findPaymentById,
  insertPayment,
  listPlanDeposits,
  lockPlanOfDeposit,
  reviewLedgerPayment,
  updatePaymentRow,
} from "#app/modules/booking/.server/money/payment-rows";
import { listBankAccounts } from "#app/modules/payment/.server/banks/list-bank-accounts";
import { checkOwnProof, paidIntoAccount } from "#app/modules/payment/.server/payments/payment-checks";
import { insertTransferWithCode } from "#app/modules/payment/.server/transfers/transfer-code";
import { transfersMatchedByStatement } from "#app/modules/payment/.server/statements/matched-transfers";
import type {
  counterDepositInput,
  PlanDetailDto,
  rejectDepositInput,
  reviewDepositInput,
  tellTransferInput,
  transferInput,
  transferResponse,
} from "#app/modules/savings/savings.contract";
import { planTransferLapsed } from "#app/modules/savings/savings.rules";
import { loadPlan, planDetail, toDepositDto } from "./plans";
import { findPlan } from "./savings.repository";

/** Only an open plan takes money (docs/product.md §Savings plans). */
function requireOpen(plan: { status: string }) {
  if (plan.status !== "open") throw new AppError("conflict", { key: "savings_plan_not_open" });
}

/**
 * The plan's row, locked as a deposit's review locks it (FOR NO KEY UPDATE, lockPlanOfDeposit) in
 * the caller's transaction, and still open (409 otherwise): money written on a plan then runs
 * wholly before or after its closure or conversion (which update the row first), never across
 * (docs/product.md §Savings plans): a deposit recorded first is moved by the conversion or refuses
 * the closure (pending), one recorded after is refused.
 */
export async function lockOpenPlan(tx: Db, planId: number) {
  const locked = await lockPlanOfDeposit(tx, planId);
  if (!locked) throw new AppError("not_found");
  requireOpen(locked);
  return locked;
}

/**
 * POST /api/savings/{id}/counter-deposit: money taken at the counter for a plan, as for a booking
 * (docs/product.md §Counter payments): recorded by a cashier with payments_record within their
 * branch, pending until someone else with payments_confirm confirms it (maker-checker), which
 * gives its receipt. The counter's branch is the cashier's, else the plan's.
 */
export async function recordCounterDeposit({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof counterDepositInput> & { id: number }>): Promise<PlanDetailDto> {
  const actor = requireStaff(ctx, "payments_record");
  const plan = await loadPlan(ctx, input.id, "payments_record");
  requireOpen(plan);
  if (paymentDateInFuture(input.payment_date, ctx.now())) throw fieldError("payment_date", "payment_date_future");
  const account = input.bank_account_id ? await paidIntoAccount(ctx, input.bank_account_id) : null;
  await checkOwnProof(ctx, input.proof_file_id, actor.id);
  await ctx.db.transaction(async (tx) => {
    await lockOpenPlan(tx, plan.id);
    await insertPayment(tx, {
      savingsPlanId: plan.id,
      amount: input.amount,
      method: input.method,
      bankAccountId: account?.bankAccountId ?? null,
      bankLabel: account?.bankLabel ?? null,
      proofFileId: input.proof_file_id,
      payerName: input.payer_name,
      paymentDate: input.payment_date,
      reference: input.reference,
      createdBy: actor.id,
      currency: plan.currency,
      branchId: actor.branchId ?? plan.branchId,
    });
  });
  return planDetail(ctx, (await findPlan(ctx.db, plan.id))!);
}

/**
 * The accounts a plan's transfer goes to: the pilgrims' escrow account(s) when the agency marked
 * one (issue 32 item 4, `is_escrow`), else every active account.
 */
export function transferAccounts(banks: BankAccountDto[]): BankAccountDto[] {
  const escrow = banks.filter((b) => "is_escrow" in b && b.is_escrow === true);
  return escrow.length ? escrow : banks;
}

/**
 * POST /api/savings/{id}/transfer: the plan's customer asks to pay by bank transfer; the amount
 * (the monthly amount unless given) is issued with a unique code (decision 035) so the statement
 * or staff can tell it apart. An amount already issued for the plan is answered again.
 */
export async function issuePlanTransfer({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof transferInput> & { id: number }>): Promise<z.output<typeof transferResponse>["data"]> {
  const plan = await loadPlan(ctx, input.id);
  if (ctx.actor?.id !== plan.customerId) throw new AppError("forbidden");
  requireOpen(plan);
  const amount = input.amount ?? plan.monthlyAmount;
  const banks = transferAccounts(
    (await listBankAccounts({ ctx: { ...ctx, actor: null }, input: { page: 1, limit: -1, all: false } })).data,
  ).map((b) => ({ bank_name: b.bank_name, account_number: b.account_number, account_holder: b.account_holder }));
  const today = agencyToday(ctx.now());
  const row = await ctx.db.transaction(async (tx) => {
    await lockOpenPlan(tx, plan.id);
    // An amount issued and still live is answered again; a lapsed one is withdrawn (its code
    // free) unless a statement line has matched it (its money is in: staff confirm it).
    const issued = (await listPlanDeposits(tx, plan.id)).map((d) => d.payment).filter((p) => p.status === "issued");
    const matched = await transfersMatchedByStatement({
      ctx: { ...ctx, db: tx },
      input: { payment_ids: issued.map((p) => p.id) },
    });
    for (const p of issued) {
      if (lapsed(p, today) && !matched.has(p.id)) await deleteIssuedTransfer(tx, p.id);
      else if (p.amount === amount) return p;
    }
    return insertTransferWithCode(tx, {
      savingsPlanId: plan.id,
      amount,
      method: "manual",
      status: "issued",
      payerName: "",
      paymentDate: agencyToday(ctx.now()),
      createdAt: ctx.now(),
      issuedAt: ctx.now(),
      createdBy: plan.customerId,
      currency: plan.currency as Currency,
    });
  });
  return { deposit: toDepositDto(row, null), banks };
}

/**
 * Whether an issued transfer amount of a plan has lapsed (PLAN_TRANSFER_DAYS after the agency day
 * it was issued, docs/product.md §Savings plans): no statement credit can match it any more and
 * its unique code goes back to the pool (lapse-plan-transfers.ts withdraws it).
 */
export function lapsed(p: { issuedAt: Date | null; createdAt: Date }, today: string): boolean {
  return planTransferLapsed(agencyToday(p.issuedAt ?? p.createdAt), today);
}

/** A deposit of this plan, or 404. */
async function depositOf(db: Db, planId: number, depositId: number) {
  const p = await findPaymentById(db, depositId);
  if (!p || p.savingsPlanId !== planId) throw new AppError("not_found");
  return p;
}

/**
 * POST /api/savings/{id}/deposits/{deposit_id}/paid: the customer says they transferred the
 * issued amount: it waits for staff (or the statement) as a transfer told.
 */
export async function tellPlanTransfer({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof tellTransferInput> & { id: number; deposit_id: number }>): Promise<PlanDetailDto> {
  const plan = await loadPlan(ctx, input.id);
  if (ctx.actor?.id !== plan.customerId) throw new AppError("forbidden");
  requireOpen(plan);
  if (paymentDateInFuture(input.payment_date, ctx.now())) throw fieldError("payment_date", "payment_date_future");
  await ctx.db.transaction(async (tx) => {
    // The plan first, then the deposit read again: a closure or conversion that won withdrew it.
    await lockOpenPlan(tx, plan.id);
    const p = await depositOf(tx, plan.id, input.deposit_id);
    if (p.status !== "issued") throw new AppError("conflict", { key: "payment_already_reviewed" });
    // Even past its lapse (not yet withdrawn): a customer who says they paid is never turned away;
    // staff review it as any transfer told.
    await updatePaymentRow(tx, p.id, {
      status: "pending",
      payerName: input.payer_name,
      paymentDate: input.payment_date,
    });
  });
  return planDetail(ctx, (await findPlan(ctx.db, plan.id))!);
}

/**
 * POST /api/savings/{id}/deposits/{deposit_id}/confirm | reject: staff with payments_confirm
 * review a plan's deposit through the ledger's one review (booking's reviewLedgerPayment): the
 * maker-checker and online rules apply, a confirmation gives the receipt; a deposit the plan's
 * conversion moved meanwhile is the booking's and is reviewed as such.
 */
export async function reviewDeposit({
  ctx,
  effects,
  input,
}: {
  ctx: Ctx;
  effects: BookingEffects;
  input: { id: number; deposit_id: number } & (
    | ({ confirm: true } & z.output<typeof reviewDepositInput>)
    | ({ confirm: false } & z.output<typeof rejectDepositInput>)
  );
}): Promise<PlanDetailDto> {
  requireStaff(ctx, "payments_confirm");
  const plan = await loadPlan(ctx, input.id, "payments_confirm");
  await depositOf(ctx.db, plan.id, input.deposit_id);
  await reviewLedgerPayment(
    ctx,
    effects,
    input.deposit_id,
    input.confirm ? { confirm: true, note: input.note ?? null } : { confirm: false, reason: input.reason },
  );
  return planDetail(ctx, (await findPlan(ctx.db, plan.id))!);
}
