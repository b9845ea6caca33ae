import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { loginInput, UserDto } from "#app/modules/account/account.contract";
import { normalizeLogin } from "#app/modules/account/account.rules";
import { approvedAgentOf, findUserByLogin } from "./account.repository";
import { createSession } from "./create-session";
import type { LoginThrottle } from "./login-throttle";
import { dummyPasswordHash, verifyPassword } from "./password";
import { toUserDto } from "./to-user-dto";

/**
 * Login with user name or email. Every failure answers the same message (never which part
 * was wrong), and failures are throttled per account and per address: over the limit the
 * answer is 429 with Retry-After, even for the right password, until the window ends.
 */
export async function loginUser({
  ctx,
  input,
  throttle,
  session,
}: {
  ctx: Ctx;
  input: z.output<typeof loginInput>;
  throttle: LoginThrottle;
  session: { ttlDays: number; userAgent?: string; ip?: string };
}): Promise<{ token: string; expiresAt: Date; user: UserDto }> {
  const login = normalizeLogin(input.username);
  const keys = [`account:${login}`, `ip:${session.ip ?? "?"}`];
  const now = ctx.now();
  await throttle.check(keys, now);

  const user = await findUserByLogin(ctx.db, login);
  // An invited account has no password yet (""): compared with the dummy, in the same time, and refused.
  const ok =
    (await verifyPassword(user?.passwordHash || (await dummyPasswordHash()), input.password)) && !!user?.passwordHash;
  if (!user || !ok || !user.active) {
    await throttle.recordFailure(keys, now);
    throw new AppError("invalid_credentials", {
      fieldErrors: { username: [{ key: "invalid_credentials" }] },
    });
  }
  await throttle.clear(`account:${login}`);
  const { token, expiresAt } = await createSession(ctx, user.id, session);
  return { token, expiresAt, user: toUserDto(user, await approvedAgentOf(ctx.db, user.id)) };
}
