import type { Ctx } from "#app/shared/context";
import { type MessagesResponse, TEXT_WITHHELD_KINDS } from "#app/modules/notification/notification.contract";
import { listConsents, listInbound, messagesOf } from "./whatsapp.repository";
import { toMessageDto } from "./list-outbox";
import { whatsappStateOf } from "./whatsapp-consent";

/**
 * What a customer was sent (mail and WhatsApp, with their status), what they wrote to the
 * agency's WhatsApp number and their consent's history; or what was sent about one booking.
 * No guard here: the caller is the customer's or the booking's own read (account's and
 * booking's routes), which has checked the staff member may see that customer or booking.
 * `names` turns a staff id into the name shown beside a consent they recorded. The text of a
 * mail carrying a one-time password link is left out (TEXT_WITHHELD_KINDS).
 */
export async function listMessagesOf(
  ctx: Ctx,
  of: { userId: number } | { bookingId: string; userId: number },
  names: (ids: number[]) => Promise<Map<number, string>>,
): Promise<MessagesResponse> {
  const rows = await messagesOf(ctx.db, "bookingId" in of ? { bookingId: of.bookingId } : { userId: of.userId }, 100);
  const inbound = await listInbound(ctx.db, of.userId, 50);
  const state = await whatsappStateOf(ctx, of.userId);
  const consents = await listConsents(ctx.db, of.userId);
  const who = await names([...new Set(consents.flatMap((c) => (c.recordedBy === null ? [] : [c.recordedBy])))]);
  return {
    // A reset or an invitation: its link would open the account to whoever reads the log.
    data: rows.map((r) => (TEXT_WITHHELD_KINDS.includes(r.kind) ? { ...toMessageDto(r), text: "" } : toMessageDto(r))),
    inbound: inbound.map((m) => ({
      id: m.id,
      from: m.fromPhone,
      type: m.type,
      text: m.text,
      sent_at: m.sentAt.toISOString(),
    })),
    whatsapp: {
      ...state,
      history: consents.map((c) => ({
        opted_in: c.optedIn,
        number: c.phone,
        source: c.source,
        recorded_by: c.recordedBy === null ? null : (who.get(c.recordedBy) ?? null),
        at: c.at.toISOString(),
      })),
    },
  };
}
