import type { Ctx } from "#app/shared/context";
import { agentFacts } from "#app/modules/agent/.server/agent-facts";
import type { BookingEffectPart } from "#app/modules/booking/.server/booking-effects";
import { commissionBookings } from "#app/modules/booking/.server/feeds/commission-bookings";
import {
  earnedAmount,
  earnsCommission,
  type LineKind,
  overrideAmount,
  reversalOf,
  type SchemeTerms,
  schemeFor,
} from "#app/modules/commission/commission.rules";
import { insertLine, linesOfBooking, type SchemeRow, schemesFor } from "./commission.repository";

/*
 * The commission consequences of a booking's moves (decision 078 point 4, docs/product.md
 * §Commissions), answering booking's BookingEffects port (server/booking-effects.ts puts them
 * after the money). Each runs in the move's transaction, under the booking's row lock, so a
 * booking's lines are written one move at a time. Lines never change the booking's money.
 */

export function schemeTerms(row: SchemeRow): SchemeTerms {
  return {
    id: row.id,
    packageId: row.packageId,
    kind: row.kind,
    currency: row.currency,
    rates: { adult: row.adultAmount, child: row.childAmount, infant: row.infantAmount },
    percentBp: row.percentBp,
    override: row.overrideKind,
    overrideAmount: row.overrideAmount,
    uplineRates: { adult: row.uplineAdultAmount, child: row.uplineChildAmount, infant: row.uplineInfantAmount },
    uplinePercentBp: row.uplinePercentBp,
  };
}

/**
 * A line for `agentId` of `kind` on the booking, unless one is live (earned and not reversed):
 * a second `paid` earns nothing. `round` counts the earlier, reversed lines of the same agent and
 * kind (the booking was credited away and back); the unique index is the last word.
 */
async function earnOnce(
  t: Ctx,
  bookingId: string,
  agentId: number,
  kind: Exclude<LineKind, "reversal">,
  earning: { amount: number; currency: string; basis: object },
) {
  const lines = await linesOfBooking(t.db, bookingId);
  const same = lines.filter((l) => l.agentId === agentId && l.kind === kind);
  if (same.some((l) => !lines.some((r) => r.reverses === l.id))) return;
  await insertLine(t.db, {
    agentId,
    bookingId,
    kind,
    round: same.length,
    amount: earning.amount,
    currency: earning.currency,
    basis: earning.basis as never,
    createdAt: t.now(),
  });
}

/**
 * The booking's agent earns by the scheme of its package (or the default), and their upline the
 * override. No scheme, or an amount of nothing: no line. A suspended agent's booking still earns
 * (the sale was made); their payouts wait until they are reinstated (docs/product.md §Commissions).
 */
async function earnFor(t: Ctx, bookingId: string, agentId: number) {
  const booking = (await commissionBookings(t, [bookingId])).get(bookingId);
  if (!booking) return;
  const scheme = schemeFor((await schemesFor(t.db, booking.packageId)).map(schemeTerms), booking.packageId);
  if (!scheme) return;
  const earned = earnedAmount(scheme, booking);
  if (earned.amount > 0) await earnOnce(t, bookingId, agentId, "earned", earned);
  const agent = (await agentFacts(t, [agentId])).get(agentId);
  const override = overrideAmount(scheme, booking);
  if (agent?.uplineId && override) await earnOnce(t, bookingId, agent.uplineId, "override", override);
}

/** A reversal for each of the booking's earned and override lines not reversed yet. */
async function reverseAll(t: Ctx, bookingId: string, reason: "canceled" | "agent_changed") {
  const lines = await linesOfBooking(t.db, bookingId);
  const now = t.now();
  for (const line of lines) {
    if (line.kind === "reversal" || lines.some((r) => r.reverses === line.id)) continue;
    const r = reversalOf(line, now);
    await insertLine(t.db, {
      agentId: line.agentId,
      bookingId,
      kind: "reversal",
      amount: r.amount,
      currency: r.currency,
      basis: { reason },
      reverses: r.reverses,
      createdAt: r.createdAt,
    });
  }
}

export const earnCommissions: BookingEffectPart = {
  /**
   * Paid in full (paid, or processed straight after): earned. Cancelled: reversed, which before
   * the payout nets to zero and after it is money the agent owes. Other moves (back to pending, a
   * re-quote) leave the lines: a later `paid` earns nothing twice.
   */
  async afterMove(t, { from, row }) {
    if (row.status === "canceled") return reverseAll(t, row.id, "canceled");
    if (row.agentId !== null && earnsCommission(row.status) && !earnsCommission(from))
      await earnFor(t, row.id, row.agentId);
  },
  /**
   * Staff credited the booking to another agent: what was earned on it (the former agent's line
   * and their upline's override) is reversed; a booking paid in full earns for the new agent.
   */
  async afterAgentChange(t, row, previousAgentId) {
    if (previousAgentId === row.agentId) return;
    await reverseAll(t, row.id, "agent_changed");
    if (row.agentId !== null && earnsCommission(row.status)) await earnFor(t, row.id, row.agentId);
  },
};
