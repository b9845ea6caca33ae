import { asc, eq } from "drizzle-orm";
import { passwordResets, sessions, users } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { revokeUserSessions, updateUser } from "./account.repository";

/*
 * What the privacy module's export and closure read and erase of an account (decision 050), in the
 * account's own repository: no other module touches users, sessions or password_resets.
 */

/** The user row locked: a closure approved while the person edits their profile waits for it. */
export async function lockUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

/** The sessions of a user as the export shows them (no token hashes). */
export function findSessionsOf(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.id));
}

export async function anonymiseUser(db: Db, id: number, patch: Partial<typeof users.$inferInsert>) {
  await updateUser(db, id, { ...patch, updatedAt: new Date() });
}

/** Every session ends and every reset link is deleted: nothing can sign in as the closed account. */
export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await revokeUserSessions(db, userId, now);
  await db.delete(passwordResets).where(eq(passwordResets.userId, userId));
}
