import type { UseCaseArgs } from "#app/shared/context";
import { findUsablePasswordReset } from "./account.repository";
import { hashToken } from "./session-token";

/**
 * In-process, for the reset page: whether a token can still be used (unused, unexpired, its
 * user active), so a dead link says so before the person types a new password; and, for a usable
 * one, the account's user name, which the page shows its holder (a customer registered at the
 * counter learns their login there; docs/product.md §Bookings taken by staff). Null: dead.
 */
export async function checkPasswordReset({
  ctx,
  input,
}: UseCaseArgs<{ token: string }>): Promise<{ username: string } | null> {
  if (!input.token || input.token.length > 200) return null;
  const usable = await findUsablePasswordReset(ctx.db, hashToken(input.token), ctx.now());
  return usable ? { username: usable.username } : null;
}
