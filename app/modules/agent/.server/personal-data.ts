import type { Db } from "#app/shared/db.server";
import type { AgentStatus } from "#app/modules/agent/agent.rules";
import { anonymiseAgentRow, findAgentOfUser, insertAgentEvent, listAgentEvents } from "./agent.repository";

/**
 * What the privacy module reads and erases of a person's agent record (its export and the
 * closure, decision 050): the rows stay the agent module's, reached only through these functions.
 */

/** The person's agent record with its history, or null: for their data export. */
export async function findAgentRecordOf(db: Db, userId: number) {
  const row = await findAgentOfUser(db, userId);
  if (!row) return null;
  const { name: _n, username: _u, email: _e, ...agent } = row;
  return { ...agent, history: await listAgentEvents(db, row.id) };
}

/**
 * At an approved closure: the agent's numbers, bank account and ID scan reference erased, an
 * application turned down and an agent suspended (the code attributes nothing from now on), in the
 * history with the closure's reason. Answers the ID scan's file id, which the closure deletes.
 */
export async function closeAgentOf(
  db: Db,
  userId: number,
  by: { actorId: number; reason: string },
  now: Date,
): Promise<string | null> {
  const row = await findAgentOfUser(db, userId, { lock: true });
  if (!row) return null;
  const status: AgentStatus = row.code ? "suspended" : "rejected";
  await anonymiseAgentRow(db, row.id, status, by.reason, now);
  if (status !== row.status)
    await insertAgentEvent(db, { agentId: row.id, kind: status, reason: by.reason, actorId: by.actorId }, now);
  return row.nationalIdFileId;
}
