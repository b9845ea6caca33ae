import type { UseCaseArgs } from "#app/shared/context";
import { findUsablePasswordReset } from "./account.repository";
import { hashToken } from "./session-token";

/**
 * In-process, for the reset page: whether a token can still be used (unused, unexpired, its
 * user active), so a dead link says so before the person types a new password.
 */
export async function checkPasswordReset({ ctx, input }: UseCaseArgs<{ token: string }>): Promise<boolean> {
  if (!input.token || input.token.length > 200) return false;
  return Boolean(await findUsablePasswordReset(ctx.db, hashToken(input.token), ctx.now()));
}
