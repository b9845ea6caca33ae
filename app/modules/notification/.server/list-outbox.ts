import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import type { outboxMessageDto } from "#app/modules/notification/notification.contract";
import { latestOutbox } from "./notification.repository";

/** The latest queued or sent mails, newest first: how a developer or admin reads mail without SMTP. */
export async function listOutbox({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { limit: number; status?: "pending" | "sent" | "failed" };
}): Promise<z.infer<typeof outboxMessageDto>[]> {
  requireStaff(ctx, "settings");
  const rows = await latestOutbox(ctx.db, input.limit, input.status);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    locale: r.locale,
    status: r.status,
    attempts: r.attempts,
    next_attempt_at: r.status === "pending" ? r.nextAttemptAt.toISOString() : null,
    last_error: r.lastError,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
}
