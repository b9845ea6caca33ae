import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import type { OutboxMessageDto, OutboxQuery } from "#app/modules/notification/notification.contract";
import { latestOutbox, type OutboxRow } from "./notification.repository";

/** The latest messages of either channel, newest first: how an admin reads them without a transport. */
export async function listOutbox({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: OutboxQuery & { limit: number };
}): Promise<OutboxMessageDto[]> {
  requireStaff(ctx, "settings");
  const rows = await latestOutbox(ctx.db, input.limit, input.status, input.channel);
  return rows.map(toMessageDto);
}

export function toMessageDto(r: OutboxRow): OutboxMessageDto {
  return {
    id: r.id,
    channel: r.channel,
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
    delivery: r.delivery,
    delivered_at: r.deliveredAt?.toISOString() ?? null,
    read_at: r.readAt?.toISOString() ?? null,
    delivery_error: r.deliveryError,
    template: r.payload ? { language: r.payload.language, params: r.payload.params, button: r.payload.button } : null,
    fallback_for: r.fallbackFor,
    booking_id: r.bookingId,
  };
}
