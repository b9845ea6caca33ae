import type { z } from "zod";
import { branchScope, requireAgent, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { dayRange, type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import { agentFacts, branchAgentIds } from "#app/modules/agent/.server/agent-facts";
import { commissionBookings } from "#app/modules/booking/.server/feeds/commission-bookings";
import type { LineDto, listLinesQuery } from "#app/modules/commission/commission.contract";
import { agentTotals, type LineWithStatus, listLineRows } from "./commission.repository";
import { agentPayouts } from "./payouts";

/** The ledger's lines (decision 078 point 4), for staff and for the agent they belong to. */
export async function toLineDtos(ctx: Ctx, rows: LineWithStatus[]): Promise<LineDto[]> {
  const [agents, bookings] = await Promise.all([
    agentFacts(
      ctx,
      rows.map((r) => r.agentId),
    ),
    commissionBookings(
      ctx,
      rows.map((r) => r.bookingId),
    ),
  ]);
  return rows.map((r) => {
    const agent = agents.get(r.agentId);
    return {
      id: r.id,
      agent: { id: r.agentId, code: agent?.code ?? null, name: agent?.name ?? "" },
      booking: { id: r.bookingId, code: bookings.get(r.bookingId)?.code ?? "" },
      kind: r.kind,
      status: r.status,
      amount: r.amount,
      currency: r.currency,
      basis: r.basis as Record<string, unknown>,
      reverses: r.reverses,
      payout_id: r.payoutId,
      created_at: r.createdAt.toISOString(),
    };
  });
}

/**
 * The agents a member of staff may see the commissions of: every one, or their branch's
 * (undefined: no narrowing). An agent asked for outside the reach narrows to none.
 */
export async function agentsInReach(ctx: Ctx, asked: number | undefined): Promise<number[] | undefined> {
  const scope = branchScope(ctx.actor);
  if (scope === undefined) return asked === undefined ? undefined : [asked];
  const mine = await branchAgentIds(ctx, scope);
  return asked === undefined ? mine : mine.filter((id) => id === asked);
}

/** GET /api/commission/lines: staff with the commissions permission; filters agent, status, period. */
export async function listLines({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listLinesQuery>>): Promise<ListPage<LineDto>> {
  requireStaff(ctx, "commissions");
  const agentIds = await agentsInReach(ctx, input.agent_id);
  const range = dayRange(input.from, input.to);
  const { rows, total } = await listLineRows(ctx.db, {
    agentIds,
    status: input.status,
    from: range.from,
    before: range.before,
    ...pageWindow(input),
  });
  return { data: await toLineDtos(ctx, rows), meta: toListMeta(input, total) };
}

/** GET /api/commission/mine: the agent's own lines (newest first), totals by currency and payouts. */
export async function getMyCommissions({ ctx }: UseCaseArgs<unknown>) {
  const actor = requireAgent(ctx);
  const [lines, totals, payouts] = await Promise.all([
    listLineRows(ctx.db, { agentIds: [actor.agentId], limit: 500, offset: 0 }),
    agentTotals(ctx.db, actor.agentId),
    agentPayouts(ctx, actor.agentId),
  ]);
  return { totals, lines: await toLineDtos(ctx, lines.rows), payouts: payouts.data };
}
