import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import type { updatePasswordInput } from "#app/modules/account/account.contract";
import { findUserById, invalidatePasswordResets, revokeUserSessions, updateUser } from "./account.repository";
import type { LoginThrottle } from "./login-throttle";
import { hashPassword, verifyPassword } from "./password";
import { assertNewPassword } from "./password-policy";

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
  await throttle.check(keys, ctx.now());
  const user = await findUserById(ctx.db, actor.id);
  if (!user) throw new AppError("unauthenticated");
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    await throttle.recordFailure(keys, ctx.now());
    throw fieldError("current_password", "current_password_wrong");
  }
  await throttle.clear(keys[0]);
  if (input.password === input.current_password) throw fieldError("password", "password_unchanged");
  assertNewPassword(input.password, user);

  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await revokeUserSessions(tx, user.id, now, actor.sessionId);
    await invalidatePasswordResets(tx, user.id, now);
  });
}
