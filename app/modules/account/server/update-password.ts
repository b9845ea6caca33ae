import type { z } from "zod";
import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import { AppError, fieldError } from "../../../shared/errors";
import type { updatePasswordInput } from "../account.contract";
import { findUserById, invalidatePasswordResets, revokeUserSessions, updateUser } from "./account.repository";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";

/**
 * The logged-in user changes their password. The current one must match (wrong guesses are
 * throttled per account, as logins are, so a borrowed session cannot try passwords); the
 * session making the change stays, every other session and reset link of the user ends.
 */
export async function updatePassword({
  ctx,
  input,
  throttle,
}: {
  ctx: Ctx;
  input: z.output<typeof updatePasswordInput>;
  throttle: LoginThrottle;
}): Promise<void> {
  const actor = requireRole(ctx);
  const keys = [`user:${actor.id}`];
  const at = ctx.now().getTime();
  if (throttle.isBlocked(keys, at)) throw new AppError("rate_limited");
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError("unauthenticated");
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throttle.recordFailure(keys, at);
    throw fieldError("current_password", "current_password_wrong");
  }
  throttle.clear(keys[0]);
  if (input.password === input.current_password) throw fieldError("password", "password_unchanged");

  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await revokeUserSessions(tx, user.id, now, actor.sessionId);
    await invalidatePasswordResets(tx, user.id, now);
  });
}
