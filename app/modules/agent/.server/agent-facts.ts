import type { Ctx } from "#app/shared/context";
import { type AgentStatus, isActiveAgent } from "#app/modules/agent/agent.rules";
import { agentIdsOfBranch, findAgentsByIds } from "./agent.repository";

/** An agent as the commission module needs them: who, their upline, their branch and status. */
export interface AgentFacts {
  id: number;
  code: string | null;
  name: string;
  status: AgentStatus;
  /** Approved: may be paid (a suspended agent may not). */
  active: boolean;
  uplineId: number | null;
  branchId: number | null;
}

/**
 * In-process, for the commission module (above agent, decision 078): these agents' facts. No
 * guard: the caller's use case guards, or it runs inside a booking's move.
 */
export async function agentFacts(ctx: Ctx, ids: number[]): Promise<Map<number, AgentFacts>> {
  const rows = await findAgentsByIds(ctx.db, [...new Set(ids)]);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        code: r.code,
        name: r.name,
        status: r.status,
        active: isActiveAgent(r.status),
        uplineId: r.uplineId,
        branchId: r.branchId,
      },
    ]),
  );
}

/** The ids of a branch's agents: a branch clerk's reach over commissions (docs/product.md §Staff roles and branches). */
export function branchAgentIds(ctx: Ctx, branchId: number): Promise<number[]> {
  return agentIdsOfBranch(ctx.db, branchId);
}
