import type { Actor } from "#app/shared/context";
import type { Db } from "#app/shared/db.server";
import { findLiveSession } from "./account.repository";
import { hashToken } from "./session-token";

/** The actor behind a token, or null when it is unknown, expired, revoked or its user deactivated. */
export async function resolveSession(db: Db, token: string | undefined, now: Date): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  return {
    id: row.user.id,
    role: row.user.role,
    name: row.user.name,
    username: row.user.username,
    sessionId: row.sessionId,
  };
}
