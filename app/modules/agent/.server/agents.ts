import { randomInt } from "node:crypto";
import type { z } from "zod";
import { outOfScope, requireRole, requireStaff, scopedBranch } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { pageWindow, toListMeta } from "#app/shared/list";
import { assertBranch } from "#app/modules/account/.server/branches/assert-branch";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import type {
  AgentDetailDto,
  AgentDto,
  agentApplicationInput,
  agentReviewInput,
  listAgentsQuery,
} from "#app/modules/agent/agent.contract";
import { AGENT_TERMS_VERSION, agentCode, isActiveAgent, mayApply, reviewMove } from "#app/modules/agent/agent.rules";
import {
  type AgentRow,
  type AgentValues,
  codeTaken,
  findAgentByCode,
  findAgentOfUser,
  findAgentRow,
  findAgentsByIds,
  insertAgentEvent,
  insertAgentRow,
  listAgentEvents,
  listAgentRows,
  reapplyAgentRow,
  setAgentStatus,
} from "./agent.repository";

/** Agents: a person's application and staff's review (decision 078, docs/product.md §Agents). */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function toDtos(ctx: Ctx, rows: AgentRow[]): Promise<AgentDto[]> {
  const uplines = new Map(
    (await findAgentsByIds(ctx.db, [...new Set(rows.flatMap((r) => (r.uplineId ? [r.uplineId] : [])))])).map((u) => [
      u.id,
      u,
    ]),
  );
  return rows.map((r) => {
    const up = r.uplineId ? uplines.get(r.uplineId) : undefined;
    return {
      id: r.id,
      user_id: r.userId,
      name: r.name,
      username: r.username,
      email: r.email,
      status: r.status,
      code: r.code,
      national_id_number: r.nationalIdNumber,
      national_id_file_id: r.nationalIdFileId,
      tax_number: r.taxNumber,
      bank_name: r.bankName,
      account_number: r.accountNumber,
      account_holder: r.accountHolder,
      whatsapp: r.whatsapp,
      branch_id: r.branchId,
      upline: up ? { id: up.id, code: up.code, name: up.name } : null,
      terms_version: r.termsVersion,
      terms_accepted_at: r.termsAcceptedAt.toISOString(),
      reason: r.reason,
      reviewed_at: iso(r.reviewedAt),
      created_at: r.createdAt.toISOString(),
    };
  });
}

/** One agent with their history; `staffView` names the members of staff who reviewed them. */
async function detailOf(ctx: Ctx, row: AgentRow, staffView: boolean): Promise<AgentDetailDto> {
  const [dto] = await toDtos(ctx, [row]);
  const events = await listAgentEvents(ctx.db, row.id);
  const actors = staffView
    ? await describeUsers({ ctx, input: { ids: events.flatMap((e) => (e.actorId ? [e.actorId] : [])) } })
    : new Map();
  return {
    ...dto,
    events: events.map((e) => ({
      kind: e.kind,
      reason: e.reason,
      actor_name: (e.actorId && actors.get(e.actorId)?.name) || null,
      created_at: e.createdAt.toISOString(),
    })),
  };
}

/**
 * POST /api/agent/application: a signed-in customer applies (or applies again after a rejection).
 * The ID scan must be their own private upload, the branch active, the upline an approved agent.
 * A second application while one waits, or from an agent, answers 409 and changes nothing.
 */
export async function applyAsAgent({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof agentApplicationInput>>): Promise<AgentDetailDto> {
  const actor = requireRole(ctx, "customer");
  const owned = await checkPrivateFiles({ ctx, input: { ids: [input.national_id_file_id], owner_id: actor.id } });
  if (!owned.has(input.national_id_file_id)) throw fieldError("national_id_file_id", "unknown_file");
  await assertBranch(ctx, input.branch_id);
  let uplineId: number | null = null;
  if (input.upline_code) {
    const upline = await findAgentByCode(ctx.db, input.upline_code);
    if (!upline || !isActiveAgent(upline.status)) throw fieldError("upline_code", "agent_code_unknown");
    uplineId = upline.id;
  }
  const now = ctx.now();
  const values: AgentValues = {
    userId: actor.id,
    nationalIdNumber: input.national_id_number,
    nationalIdFileId: input.national_id_file_id,
    taxNumber: input.tax_number,
    bankName: input.bank_name,
    accountNumber: input.account_number,
    accountHolder: input.account_holder,
    whatsapp: input.whatsapp,
    branchId: input.branch_id,
    uplineId,
    termsVersion: AGENT_TERMS_VERSION,
    termsAcceptedAt: now,
  };
  const id = await ctx.db.transaction(async (tx) => {
    const existing = await findAgentOfUser(tx, actor.id, { lock: true });
    if (existing) {
      if (!mayApply(existing.status)) throw new AppError("conflict", { key: "agent_application_exists" });
      await reapplyAgentRow(tx, existing.id, values, now);
      await insertAgentEvent(tx, { agentId: existing.id, kind: "applied", reason: null, actorId: actor.id }, now);
      return existing.id;
    }
    // Two first applications at once: the unique index lets one in, the other finds it taken.
    const inserted = await insertAgentRow(tx, values, now);
    if (inserted === undefined) throw new AppError("conflict", { key: "agent_application_exists" });
    await insertAgentEvent(tx, { agentId: inserted, kind: "applied", reason: null, actorId: actor.id }, now);
    return inserted;
  });
  const row = await findAgentRow(ctx.db, id);
  if (!row) throw new AppError("not_found");
  return detailOf(ctx, row, false);
}

/** GET /api/agent/application: the caller's own application or agent record (null: none). */
export async function getMyAgent({ ctx }: UseCaseArgs<unknown>): Promise<AgentDetailDto | null> {
  const actor = requireRole(ctx, "customer");
  const row = await findAgentOfUser(ctx.db, actor.id);
  return row ? detailOf(ctx, row, false) : null;
}

/** GET /api/agent: staff with the agents permission; a branch clerk sees their branch's agents only. */
export async function listAgents({ ctx, input }: UseCaseArgs<z.output<typeof listAgentsQuery>>) {
  const actor = requireStaff(ctx, "agents");
  const { branchId, none } = scopedBranch(actor, input.branch_id);
  if (none) return { data: [], meta: toListMeta(input, 0) };
  const { rows, total } = await listAgentRows(ctx.db, {
    status: input.status,
    branchId,
    search: input.search,
    ...pageWindow(input),
  });
  return { data: await toDtos(ctx, rows), meta: toListMeta(input, total) };
}

/** GET /api/agent/{id}: one agent with their history; another branch's agent is as unknown as a missing one. */
export async function getAgent({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<AgentDetailDto> {
  const actor = requireStaff(ctx, "agents");
  const row = await findAgentRow(ctx.db, input.id);
  if (!row || outOfScope(actor, row.branchId)) throw new AppError("not_found");
  return detailOf(ctx, row, true);
}

/** A code nobody has had: random, tried again on the rare collision (the unique index is the last word). */
async function freeCode(ctx: Ctx): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = agentCode(Array.from({ length: 5 }, () => randomInt(0, 1_000_000)));
    if (!(await codeTaken(ctx.db, code))) return code;
  }
  throw new Error("no free agent code after 20 attempts");
}

/**
 * POST /api/agent/{id}/review: approve (a code, the first time), reject, suspend or reinstate,
 * under the agent's row lock, so two reviews at once apply one after the other and the second
 * answers 409 when the first changed what it may do.
 */
export async function reviewAgent({
  ctx,
  input,
}: UseCaseArgs<{ id: number } & z.output<typeof agentReviewInput>>): Promise<AgentDetailDto> {
  const actor = requireStaff(ctx, "agents");
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const t = { ...ctx, db: tx };
    const row = await findAgentRow(tx, input.id, { lock: true });
    if (!row || outOfScope(actor, row.branchId)) throw new AppError("not_found");
    const move = reviewMove(row.status, input.action);
    if (!move) throw new AppError("conflict", { key: "agent_review_not_open" });
    const code = move.to === "approved" && !row.code ? await freeCode(t) : undefined;
    await setAgentStatus(
      tx,
      row.id,
      { status: move.to, code, reviewedBy: actor.id, reason: input.reason ?? null },
      now,
    );
    await insertAgentEvent(
      tx,
      { agentId: row.id, kind: move.event, reason: input.reason ?? null, actorId: actor.id },
      now,
    );
  });
  const row = await findAgentRow(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return detailOf(ctx, row, true);
}
