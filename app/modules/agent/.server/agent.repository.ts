import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { agentEvents, agentPilgrims, agents, users } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { contains, paged } from "#app/shared/sql.server";
import type { AgentEvent, AgentStatus } from "#app/modules/agent/agent.rules";

/**
 * The only file that reads or writes `agents` and `agent_events` (decision 078). It reads `users`
 * for the person's name, user name and e-mail in the same statement: the staff's list searches
 * and orders by them (a listed read, test/boundaries/table-owners.test.ts).
 */
export type AgentRow = typeof agents.$inferSelect & { name: string; username: string; email: string | null };
export type AgentValues = Omit<
  typeof agents.$inferInsert,
  "id" | "status" | "code" | "reviewedBy" | "reviewedAt" | "reason" | "createdAt" | "updatedAt"
>;
export type AgentEventRow = typeof agentEvents.$inferSelect;

const columns = {
  ...getTableColumns(agents),
  name: users.name,
  username: users.username,
  email: users.email,
};

const withPerson = (db: Db) => db.select(columns).from(agents).innerJoin(users, eq(users.id, agents.userId));

/** Applications waiting first, then by name; search in the name, user name, e-mail, code and WhatsApp number. */
export async function listAgentRows(
  db: Db,
  opts: { status?: AgentStatus; branchId?: number; search?: string; limit?: number; offset: number },
): Promise<{ rows: AgentRow[]; total: number }> {
  const where: SQL | undefined = and(
    opts.status ? eq(agents.status, opts.status) : undefined,
    opts.branchId === undefined ? undefined : eq(agents.branchId, opts.branchId),
    opts.search
      ? or(
          ilike(users.name, contains(opts.search)),
          ilike(users.username, contains(opts.search)),
          ilike(users.email, contains(opts.search)),
          ilike(agents.code, contains(opts.search)),
          ilike(agents.whatsapp, contains(opts.search)),
        )
      : undefined,
  );
  const rows = await paged(
    withPerson(db)
      .where(where)
      .orderBy(desc(sql`${agents.status} = 'applied'`), asc(users.name), asc(agents.id)),
    opts,
  );
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(where);
  return { rows, total: n };
}

export async function findAgentRow(db: Db, id: number, opts: { lock?: boolean } = {}): Promise<AgentRow | undefined> {
  const query = withPerson(db).where(eq(agents.id, id));
  const [row] = await (opts.lock ? query.for("update", { of: agents }) : query);
  return row;
}

export async function findAgentOfUser(db: Db, userId: number, opts: { lock?: boolean } = {}) {
  const query = withPerson(db).where(eq(agents.userId, userId));
  const [row] = await (opts.lock ? query.for("update", { of: agents }) : query);
  return row as AgentRow | undefined;
}

export async function findAgentByCode(db: Db, code: string): Promise<AgentRow | undefined> {
  const [row] = await withPerson(db).where(eq(agents.code, code));
  return row;
}

/** A first application: the row, or undefined when the person has one already (a unique index decides). */
export async function insertAgentRow(db: Db, values: AgentValues, now: Date): Promise<number | undefined> {
  const [row] = await db
    .insert(agents)
    .values({ ...values, status: "applied", createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: agents.userId })
    .returning({ id: agents.id });
  return row?.id;
}

/** An application again after a rejection: the same row with the new answers, waiting again. */
export async function reapplyAgentRow(db: Db, id: number, values: AgentValues, now: Date) {
  await db
    .update(agents)
    .set({ ...values, status: "applied", reviewedBy: null, reviewedAt: null, reason: null, updatedAt: now })
    .where(and(eq(agents.id, id), eq(agents.status, "rejected")));
}

/** A review's outcome; `code` only when the agent is approved for the first time. */
export async function setAgentStatus(
  db: Db,
  id: number,
  change: { status: AgentStatus; code?: string; reviewedBy: number; reason: string | null },
  now: Date,
) {
  await db
    .update(agents)
    .set({
      status: change.status,
      ...(change.code ? { code: change.code } : {}),
      reviewedBy: change.reviewedBy,
      reviewedAt: now,
      reason: change.reason,
      updatedAt: now,
    })
    .where(eq(agents.id, id));
}

export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ id: agents.id }).from(agents).where(eq(agents.code, code)).limit(1);
  return rows.length > 0;
}

export async function insertAgentEvent(
  db: Db,
  event: { agentId: number; kind: AgentEvent; reason: string | null; actorId: number | null },
  now: Date,
) {
  await db.insert(agentEvents).values({ ...event, createdAt: now });
}

export function listAgentEvents(db: Db, agentId: number): Promise<AgentEventRow[]> {
  return db.select().from(agentEvents).where(eq(agentEvents.agentId, agentId)).orderBy(asc(agentEvents.id));
}

export async function findAgentsByIds(db: Db, ids: number[]): Promise<AgentRow[]> {
  if (ids.length === 0) return [];
  return withPerson(db).where(inArray(agents.id, ids));
}

/**
 * An agent's personal data erased at their account's closure (decision 050): the row and its
 * history stay (commissions and their payouts point at it), the person's numbers and account go.
 */
export async function anonymiseAgentRow(db: Db, id: number, status: AgentStatus, reason: string, now: Date) {
  await db
    .update(agents)
    .set({
      status,
      nationalIdNumber: "",
      nationalIdFileId: null,
      taxNumber: null,
      bankName: "",
      accountNumber: "",
      accountHolder: "",
      whatsapp: "",
      reason,
      updatedAt: now,
    })
    .where(eq(agents.id, id));
}

/** A customer becomes the agent's pilgrim (once: a second link changes nothing). */
export async function linkPilgrimRow(db: Db, agentId: number, userId: number, now: Date) {
  await db.insert(agentPilgrims).values({ agentId, userId, createdAt: now }).onConflictDoNothing();
}

/** Whether the user is the agent's pilgrim and can still be booked for (active, not closed). */
export async function isPilgrimRow(db: Db, agentId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: agentPilgrims.userId })
    .from(agentPilgrims)
    .innerJoin(users, eq(users.id, agentPilgrims.userId))
    .where(
      and(
        eq(agentPilgrims.agentId, agentId),
        eq(agentPilgrims.userId, userId),
        eq(users.active, true),
        isNull(users.closedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An agent's pilgrims with their contact, newest first (the agent's workspace lists them). */
export function listPilgrimRows(db: Db, agentId: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      phone: users.phone,
      email: users.email,
      active: users.active,
      since: agentPilgrims.createdAt,
    })
    .from(agentPilgrims)
    .innerJoin(users, eq(users.id, agentPilgrims.userId))
    .where(eq(agentPilgrims.agentId, agentId))
    .orderBy(desc(agentPilgrims.createdAt), desc(users.id))
    .limit(500);
}

export async function agentIdsOfBranch(db: Db, branchId: number): Promise<number[]> {
  const rows = await db.select({ id: agents.id }).from(agents).where(eq(agents.branchId, branchId));
  return rows.map((r) => r.id);
}
