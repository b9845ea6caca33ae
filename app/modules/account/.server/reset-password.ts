import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import type { resetPasswordInput } from "#app/modules/account/account.contract";
import {
  claimPasswordReset,
  findUsablePasswordReset,
  findUserById,
  invalidatePasswordResets,
  revokeUserSessions,
  updateUser,
} from "./account.repository";
import { hashPassword } from "./password";
import { assertNewPassword } from "./password-policy";
import { hashToken } from "./session-token";

const invalidToken = () => fieldError("token", "reset_token_invalid");

/**
 * Sets a new password from an emailed link. The link works once and until it expires; on
 * success every session of the user ends (whoever had the old password is logged out) and the
 * user's other reset links stop working. The person then logs in with the new password.
 */
export async function resetPassword({ ctx, input }: UseCaseArgs<z.output<typeof resetPasswordInput>>): Promise<void> {
  const tokenHash = hashToken(input.token);
  // A dead link is refused before spending a password hash on it, and before judging the password.
  const usable = await findUsablePasswordReset(ctx.db, tokenHash, ctx.now());
  if (!usable) throw invalidToken();
  const owner = await findUserById(ctx.db, usable.userId);
  if (owner) assertNewPassword(input.password, owner);
  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    // The claim is the authority: of two requests with one link, only one gets the row.
    const claimed = await claimPasswordReset(tx, tokenHash, now);
    const user = claimed ? await findUserById(tx, claimed.userId) : undefined;
    if (!user?.active) throw invalidToken();
    await updateUser(tx, user.id, { passwordHash, updatedAt: now });
    await revokeUserSessions(tx, user.id, now);
    await invalidatePasswordResets(tx, user.id, now);
  });
}
