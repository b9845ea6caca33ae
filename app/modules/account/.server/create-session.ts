import type { Ctx } from "#app/shared/context";
import { insertSession } from "./account.repository";
import { hashToken, newToken } from "./session-token";

export async function createSession(
  ctx: Ctx,
  userId: number,
  meta: { ttlDays: number; userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(ctx.now().getTime() + meta.ttlDays * 24 * 3600 * 1000);
  await insertSession(ctx.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    userAgent: meta.userAgent?.slice(0, 300),
    ip: meta.ip,
  });
  return { token, expiresAt };
}
