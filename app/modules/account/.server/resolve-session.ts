import type { Actor } from "#app/shared/context";
import type { Db } from "#app/shared/db.server";
import type { UserDto } from "#app/modules/account/account.contract";
import { findLiveSession } from "./account.repository";
import { hashToken } from "./session-token";
import { toUserDto } from "./to-user-dto";

/**
 * The user row the session lookup joined anyway, as the root loader gives it, by the actor it
 * resolved (one request's actor object): a storefront page served to a signed-in visitor adds it
 * without another statement (server/plugins/page-session.ts).
 */
const usersOfActors = new WeakMap<Actor, UserDto>();

/** The actor behind a token, or null when it is unknown, expired, revoked or its user deactivated. */
export async function resolveSession(db: Db, token: string | undefined, now: Date): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  const row = await findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  const actor: Actor = {
    id: row.user.id,
    role: row.user.role,
    name: row.user.name,
    username: row.user.username,
    sessionId: row.sessionId,
    staffRole: row.user.staffRole,
    branchId: row.user.branchId,
    agentId: row.user.role === "customer" ? row.agentId : null,
  };
  usersOfActors.set(actor, toUserDto(row.user, actor.agentId ?? null));
  return actor;
}

/** The signed-in user as their session found them at the start of this request (see above). */
export function userOfSession(actor: Actor): UserDto | undefined {
  return usersOfActors.get(actor);
}
