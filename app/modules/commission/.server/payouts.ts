import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import { agentFacts } from "#app/modules/agent/.server/agent-facts";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import type { PayoutDto, listPayoutsQuery, payoutInput } from "#app/modules/commission/commission.contract";
import { paidOnAllowed, payable, payoutNet } from "#app/modules/commission/commission.rules";
import {
  claimLines,
  findLines,
  findPayout,
  insertPayout,
  listPayoutRows,
  owedLines,
  type PayoutWithCount,
} from "./commission.repository";
import { agentsInReach } from "./lines";

/** Payouts (decision 078 point 6, docs/product.md §Commissions): lines claimed once, with reference and receipt. */
async function toPayoutDtos(ctx: Ctx, rows: PayoutWithCount[]): Promise<PayoutDto[]> {
  const agents = await agentFacts(
    ctx,
    rows.map((r) => r.agentId),
  );
  return rows.map((r) => {
    const agent = agents.get(r.agentId);
    return {
      id: r.id,
      agent: { id: r.agentId, code: agent?.code ?? null, name: agent?.name ?? "" },
      total: r.total,
      currency: r.currency,
      reference: r.reference,
      paid_on: r.paidOn,
      receipt_file_id: r.receiptFileId,
      line_count: r.lineCount,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/**
 * POST /api/commission/payouts: staff with the commissions permission pay an agent the chosen
 * lines, netted with every reversal the agent owes in that currency. In one transaction with the
 * payout's row, the lines are claimed with `… WHERE payout_id IS NULL RETURNING`: when fewer come
 * back than were chosen (another payout took one first), 409 `commission_line_paid` and nothing is
 * written. A suspended agent is not paid (409) until reinstated; their lines wait.
 */
export async function createPayout({ ctx, input }: UseCaseArgs<z.output<typeof payoutInput>>): Promise<PayoutDto> {
  const actor = requireStaff(ctx, "commissions");
  const reach = await agentsInReach(ctx, input.agent_id);
  const agent = (await agentFacts(ctx, [input.agent_id])).get(input.agent_id);
  if (!agent || (reach && !reach.includes(agent.id))) throw fieldError("agent_id", "commission_agent_unknown");
  if (!agent.active) throw new AppError("conflict", { key: "commission_agent_suspended" });
  if (!paidOnAllowed(input.paid_on, ctx.now())) throw fieldError("paid_on", "commission_paid_on_future");
  const owned = await checkPrivateFiles({ ctx, input: { ids: [input.receipt_file_id], owner_id: actor.id } });
  if (!owned.has(input.receipt_file_id)) throw fieldError("receipt_file_id", "unknown_file");

  const ids = [...new Set(input.line_ids)];
  const id = await ctx.db.transaction(async (tx) => {
    const chosen = await findLines(tx, ids);
    if (chosen.length !== ids.length || chosen.some((l) => l.agentId !== agent.id || l.kind === "reversal"))
      throw fieldError("line_ids", "commission_line_unknown");
    if (chosen.some((l) => l.status === "paid")) throw new AppError("conflict", { key: "commission_line_paid" });
    if (chosen.some((l) => !payable({ ...l, reversed: l.status === "reversed" })))
      throw fieldError("line_ids", "commission_line_reversed");
    const currencies = new Set(chosen.map((l) => l.currency));
    if (currencies.size > 1) throw fieldError("line_ids", "commission_currency_mixed");
    const [currency] = currencies;
    const owed = await owedLines(tx, agent.id, currency);
    const total = payoutNet(chosen, owed);
    if (total === null) throw fieldError("line_ids", "commission_payout_not_positive");
    const payout = await insertPayout(tx, {
      agentId: agent.id,
      total,
      currency,
      reference: input.reference,
      paidOn: input.paid_on,
      receiptFileId: input.receipt_file_id,
      paidBy: actor.id,
      createdAt: ctx.now(),
    });
    const wanted = [...ids, ...owed.map((l) => l.id)];
    const claimed = await claimLines(tx, payout.id, agent.id, wanted);
    // Another payout claimed one of them between the read and the claim: this one writes nothing.
    if (claimed.length !== wanted.length) throw new AppError("conflict", { key: "commission_line_paid" });
    return payout.id;
  });
  const row = await findPayout(ctx.db, id);
  if (!row) throw new AppError("not_found");
  const [dto] = await toPayoutDtos(ctx, [row]);
  return dto;
}

async function payoutsPage(
  ctx: Ctx,
  agentIds: number[] | undefined,
  input: Pick<z.output<typeof listPayoutsQuery>, "page" | "limit">,
): Promise<ListPage<PayoutDto>> {
  const { rows, total } = await listPayoutRows(ctx.db, { agentIds, ...pageWindow(input) });
  return { data: await toPayoutDtos(ctx, rows), meta: toListMeta(input, total) };
}

/** GET /api/commission/payouts: newest first; a branch clerk sees their branch's agents' only. */
export async function listPayouts({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listPayoutsQuery>>): Promise<ListPage<PayoutDto>> {
  requireStaff(ctx, "commissions");
  return payoutsPage(ctx, await agentsInReach(ctx, input.agent_id), input);
}

/** The agent's own latest payouts (getMyCommissions guards: the caller is this agent). */
export function agentPayouts(ctx: Ctx, agentId: number): Promise<ListPage<PayoutDto>> {
  return payoutsPage(ctx, [agentId], { page: 1, limit: 100 });
}

/** One payout within the caller's reach (404 otherwise), for its sheet. */
export async function getPayout(ctx: Ctx, id: number): Promise<PayoutDto> {
  requireStaff(ctx, "commissions");
  const row = await findPayout(ctx.db, id);
  const reach = row ? await agentsInReach(ctx, row.agentId) : undefined;
  if (!row || (reach && reach.length === 0)) throw new AppError("not_found");
  const [dto] = await toPayoutDtos(ctx, [row]);
  return dto;
}
