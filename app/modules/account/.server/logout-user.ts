import type { Ctx } from "#app/shared/context";
import { revokeSession } from "./account.repository";

/** Revokes the session the request came with; the token stops working at once. */
export async function logoutUser({ ctx }: { ctx: Ctx; input?: undefined }): Promise<void> {
  if (ctx.actor) await revokeSession(ctx.db, ctx.actor.sessionId, ctx.now());
}
