import type { Ctx } from "#app/shared/context";
import { AGENT_CODE_PATTERN, isActiveAgent, normaliseAgentCode } from "#app/modules/agent/agent.rules";
import { findAgentByCode, findAgentsByIds } from "./agent.repository";

/**
 * The referral link's memory (decision 078 §3, docs/product.md §Agents): `?ref=CODE` on a
 * storefront page leaves the agent's code in this first-party cookie for 30 days; the checkout
 * reads it on the server and asks `referralAgent` again, so a code suspended meanwhile attributes
 * nothing.
 */
export const REFERRAL_COOKIE = "agent_ref";
export const REFERRAL_MAX_AGE_S = 30 * 24 * 3600;

/** The agent a booking is credited to, as the customer and staff see them. */
export interface AgentRef {
  id: number;
  code: string;
  name: string;
}

/**
 * The approved agent of a referral code, or null: an unknown, malformed, rejected or suspended
 * code credits nobody. A malformed code asks nothing of the database (links are typed by hand).
 * `buyerId`: the customer about to book; an agent's own booking is not credited to them (a
 * commission is for finding a pilgrim, not a discount on one's own trip).
 */
export async function referralAgent(ctx: Ctx, code: string | undefined, buyerId?: number): Promise<AgentRef | null> {
  if (!code || code.length > 20) return null;
  const normal = normaliseAgentCode(code);
  if (!AGENT_CODE_PATTERN.test(normal)) return null;
  const row = await findAgentByCode(ctx.db, normal);
  if (!row || !isActiveAgent(row.status) || row.code === null || row.userId === buyerId) return null;
  return { id: row.id, code: row.code, name: row.name };
}

/** Agents by id with their code and name, whatever their status (a booking's history names them). */
export async function agentRefs(ctx: Ctx, ids: readonly number[]): Promise<Map<number, AgentRef>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await findAgentsByIds(ctx.db, unique);
  return new Map(rows.map((r) => [r.id, { id: r.id, code: r.code ?? "", name: r.name }]));
}

/** The referral cookie's code in a request's Cookie header (a page loader's request), if any. */
export function referralOfCookies(header: string | null | undefined): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === REFERRAL_COOKIE) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}
