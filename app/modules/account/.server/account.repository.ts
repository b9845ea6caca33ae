import { and, eq, gt, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { agents, passwordResets, sessions, users } from "#db/schema";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#app/shared/db.server";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function findUserByLogin(db: Db, login: string) {
  return db.query.users.findFirst({
    where: or(sql`lower(${users.username}) = ${login}`, sql`lower(${users.email}) = ${login}`),
  });
}

export function findUserById(db: Db, id: number) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Whether another user (not `exceptUserId`) already has this user name or email, case-insensitively. */
export async function loginTaken(db: Db, username: string, email: string | null, exceptUserId?: number) {
  const same =
    email === null
      ? sql`lower(${users.username}) = lower(${username})`
      : or(sql`lower(${users.username}) = lower(${username})`, sql`lower(${users.email}) = lower(${email})`);
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(exceptUserId === undefined ? same : and(same, ne(users.id, exceptUserId)));
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: email !== null && rows.some((r) => r.email?.toLowerCase() === email.toLowerCase()),
  };
}

export async function insertUser(db: Db, user: NewUser) {
  const [row] = await db.insert(users).values(user).returning();
  return row;
}

export async function insertSession(db: Db, session: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(session).returning({ id: sessions.id });
  return row;
}

/** A token's row (a session's, a reset link's) that still works: its hash, not ended (`endedAt` unset), unexpired. */
function usableToken(
  table: { tokenHash: AnyPgColumn; expiresAt: AnyPgColumn },
  endedAt: AnyPgColumn,
  tokenHash: string,
  now: Date,
) {
  return and(eq(table.tokenHash, tokenHash), isNull(endedAt), gt(table.expiresAt, now));
}

/** A live session with its user: not revoked, not expired, user active. */
/**
 * The session's user, and their agent's id while the agent is approved (decision 079): read in the
 * same statement, so a suspension takes an agent's reach away on their next request.
 */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users, agentId: agents.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(agents, and(eq(agents.userId, users.id), eq(agents.status, "approved")))
    .where(and(usableToken(sessions, sessions.revokedAt, tokenHash, now), eq(users.active, true)))
    .limit(1);
  return row;
}

/** The approved agent a user is, or null (decision 079); the session's lookup reads the same join. */
export async function approvedAgentOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(and(eq(agents.userId, userId), eq(agents.status, "approved")))
    .limit(1);
  return row?.id ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export function findUsersByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([] as UserRow[]);
  return db.select().from(users).where(inArray(users.id, ids));
}

export function listActiveAdmins(db: Db) {
  return db
    .select()
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)));
}

export async function updateUser(db: Db, id: number, patch: Partial<NewUser>) {
  const [row] = await db.update(users).set(patch).where(eq(users.id, id)).returning();
  return row;
}

/** Revokes every live session of a user but `exceptSessionId` (the one making the change). */
export async function revokeUserSessions(db: Db, userId: number, now: Date, exceptSessionId?: number) {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(exceptSessionId === undefined ? live : and(live, ne(sessions.id, exceptSessionId)));
}

export async function insertPasswordReset(db: Db, row: typeof passwordResets.$inferInsert) {
  const [created] = await db.insert(passwordResets).values(row).returning({ id: passwordResets.id });
  return created;
}

/** A reset link that still works: unused, unexpired, and its user active. */
export async function findUsablePasswordReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId, username: users.username })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(and(usableToken(passwordResets, passwordResets.usedAt, tokenHash, now), eq(users.active, true)))
    .limit(1);
  return row;
}

/**
 * Claims a reset token: marks it used if it is unused and unexpired, in one statement, so two
 * requests racing with the same link cannot both succeed. Returns the user id, or undefined.
 */
export async function claimPasswordReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(usableToken(passwordResets, passwordResets.usedAt, tokenHash, now))
    .returning({ userId: passwordResets.userId });
  return row;
}

/** Every still-usable reset link of a user stops working (after a reset or a password change). */
export async function invalidatePasswordResets(db: Db, userId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
