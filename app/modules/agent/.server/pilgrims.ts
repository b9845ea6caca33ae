import type { z } from "zod";
import { requireAgent } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { insertCounterCustomer } from "#app/modules/account/.server/counter-customer";
import type { AgentPilgrimDto, agentPilgrimInput } from "#app/modules/agent/agent.contract";
import { findAgentRow, isPilgrimRow, linkPilgrimRow, listPilgrimRows } from "./agent.repository";

/**
 * An agent's pilgrims (decision 078 §3, docs/product.md §Agents): the people an agent registered,
 * or whose booking was credited to them. An agent books for these and no one else.
 */

/**
 * An agent registers a pilgrim met in their town: an account without a password, served by the
 * agent's branch, with the invitation to choose one mailed when an address is given (account's
 * `insertCounterCustomer`), and the agent's pilgrim from then on; all in one transaction.
 */
export async function registerPilgrim({
  ctx,
  input,
  origin,
}: UseCaseArgs<z.output<typeof agentPilgrimInput>> & { origin: string }): Promise<AgentPilgrimDto> {
  const actor = requireAgent(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const agent = await findAgentRow(tx, actor.agentId, { lock: true });
    if (agent?.status !== "approved") throw new AppError("forbidden");
    const userId = await insertCounterCustomer(t, { ...input, branch_id: agent.branchId }, agent.branchId, origin);
    await linkPilgrimRow(tx, agent.id, userId, ctx.now());
    return userId;
  });
  const [row] = (await listPilgrimRows(ctx.db, actor.agentId)).filter((p) => p.id === id);
  return toPilgrimDto(row);
}

/** The calling agent's pilgrims, newest first. */
export async function listMyPilgrims({ ctx }: UseCaseArgs<unknown>): Promise<AgentPilgrimDto[]> {
  const actor = requireAgent(ctx);
  return (await listPilgrimRows(ctx.db, actor.agentId)).map(toPilgrimDto);
}

function toPilgrimDto(r: Awaited<ReturnType<typeof listPilgrimRows>>[number]): AgentPilgrimDto {
  return { id: r.id, name: r.name, phone: r.phone, email: r.email, active: r.active, since: r.since.toISOString() };
}

/**
 * Booking's questions at checkout (decision 078 §3): whether a customer is the agent's pilgrim
 * (an agent books for their pilgrims only, 404 otherwise, as another branch's customer is to a
 * clerk) and the branch that then serves the booking (the agent's).
 */
export async function pilgrimOfAgent(ctx: Ctx, agentId: number, userId: number): Promise<{ branchId: number | null }> {
  const [agent, mine] = await Promise.all([findAgentRow(ctx.db, agentId), isPilgrimRow(ctx.db, agentId, userId)]);
  if (agent?.status !== "approved" || !mine) throw new AppError("not_found");
  return { branchId: agent.branchId };
}

/** A booking credited to an agent makes its customer their pilgrim (in the checkout's transaction). */
export async function linkPilgrim(ctx: Ctx, agentId: number, userId: number): Promise<void> {
  await linkPilgrimRow(ctx.db, agentId, userId, ctx.now());
}
