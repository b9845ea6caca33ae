import type { Ctx } from "#app/shared/context";
import { mailLink, mailLocale } from "#app/modules/notification/.server/mail-language";
import { insertPasswordReset } from "./account.repository";
import { queueAccountMail } from "./account-mail";
import { hashToken, newToken } from "./session-token";

/**
 * How long an invitation's link works (docs/product.md §Staff roles and branches, §Bookings taken
 * by staff): days, not the hour of a reset link, as a colleague or a pilgrim may read it after a
 * weekend.
 */
export const INVITE_LINK_DAYS = 7;

type Invitee = { id: number; email: string | null; name: string; username: string; locale: string };

/**
 * A one-time link of INVITE_LINK_DAYS to choose a password (the reset page's), in the caller's
 * transaction; the page opens in the person's language.
 */
export async function newSetPasswordLink(ctx: Ctx, user: Invitee, origin: string) {
  const token = newToken();
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + INVITE_LINK_DAYS * 24 * 60 * 60 * 1000);
  await insertPasswordReset(ctx.db, { userId: user.id, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { url: mailLink(origin, `/reset-password/${token}`, mailLocale(user)), expiresAt };
}

/**
 * A new link and its mail to the person's address (none is queued without one), in the caller's
 * transaction: a colleague's (staff_invite) or a customer's met at the counter (customer_invite).
 */
export async function sendInvitation(
  ctx: Ctx,
  kind: "staff_invite" | "customer_invite",
  user: Invitee,
  origin: string,
): Promise<void> {
  const { url } = await newSetPasswordLink(ctx, user, origin);
  await queueAccountMail(ctx, {
    kind,
    to: { email: user.email, name: user.name, username: user.username, locale: mailLocale(user) },
    origin,
    link: url,
    days: INVITE_LINK_DAYS,
  });
}
