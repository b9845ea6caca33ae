import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { sessions, users } from "../../../../db/schema";
import type { Db } from "../../../shared/db.server";

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

export async function loginTaken(db: Db, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${username})`, sql`lower(${users.email}) = lower(${email})`));
  return {
    username: rows.some((r) => r.username.toLowerCase() === username.toLowerCase()),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
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

/** A live session with its user: not revoked, not expired, user active. */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ sessionId: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function countUsers(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  return row.n;
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
