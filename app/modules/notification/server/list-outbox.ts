import type { z } from "zod";
import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import type { outboxMessageDto } from "../notification.contract";
import { latestOutbox } from "./notification.repository";

/** The latest queued or sent mails, newest first: how a developer or admin reads mail without SMTP. */
export async function listOutbox({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { limit: number };
}): Promise<z.infer<typeof outboxMessageDto>[]> {
  requireRole(ctx, "admin");
  const rows = await latestOutbox(ctx.db, input.limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    to: r.toAddress,
    subject: r.subject,
    text: r.text,
    locale: r.locale,
    status: r.status,
    attempts: r.attempts,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  }));
}
