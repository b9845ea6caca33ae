import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import type { forgotPasswordInput } from "#app/modules/account/account.contract";
import { normalizeLogin } from "#app/modules/account/account.rules";
import { findUserByLogin, insertPasswordReset } from "./account.repository";
import { queueAccountMail } from "./account-mail";
import type { ResetThrottle } from "./reset-throttle";
import { hashToken, newToken } from "./session-token";
import { mailLink, mailLocale } from "#app/modules/notification/.server/mail-language";

/** How long an emailed reset link works (docs/product.md §Accounts and sessions). */
export const RESET_LINK_MINUTES = 60;

/**
 * Forgot password. The caller always gets the same answer, whether the login is unknown,
 * deactivated or real; only a real, active account gets a link, and only its SHA-256 is stored.
 * The mail is queued in the same transaction as the token, in the user's language.
 */
export async function requestPasswordReset({
  ctx,
  input,
  throttle,
  request,
}: {
  ctx: Ctx;
  input: z.output<typeof forgotPasswordInput>;
  throttle: ResetThrottle;
  /** `origin` builds the absolute link (as canonical URLs do); `ip` is throttled and kept. */
  request: { origin: string; ip?: string };
}): Promise<void> {
  const login = normalizeLogin(input.email);
  const now = ctx.now();
  const at = now.getTime();
  await throttle.admit(request.ip ?? "?", login, now);

  const user = await findUserByLogin(ctx.db, login);
  if (!user?.active) return;
  if (!(await throttle.mayMail(user.id, now))) return;

  const token = newToken();
  const locale = mailLocale(user);
  await ctx.db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      createdAt: now,
      expiresAt: new Date(at + RESET_LINK_MINUTES * 60 * 1000),
      ip: request.ip ?? null,
    });
    await queueAccountMail(
      { ...ctx, db: tx },
      {
        kind: "password_reset",
        to: { email: user.email, name: user.name, username: user.username, locale },
        origin: request.origin,
        // The page opens in the mail's language.
        link: mailLink(request.origin, `/reset-password/${token}`, locale),
        minutes: RESET_LINK_MINUTES,
      },
    );
  });
}
