import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { insideServiceWindow } from "#app/modules/notification/whatsapp.rules";
import { claimDueOutbox, finishOutbox } from "./notification.repository";
import { LEASE_MS, MAX_ATTEMPTS, nextAttemptAt } from "./outbox-backoff";
import { WhatsappSendError, type WhatsappTransport } from "./whatsapp-transport";
import { applyDelivery, findContact, releaseFallbackMail, statusesOf } from "./whatsapp.repository";

export interface SendWhatsappResult {
  sent: number;
  retrying: number;
  failed: number;
  /** Mails released because their WhatsApp message failed for good. */
  fallbacks: number;
  leaseLost: number;
}

/**
 * One delivery round of the outbox's WhatsApp side (decision 080), under the mail's rules
 * (decision 007): claimed one at a time with a lease (FOR UPDATE SKIP LOCKED, safe on several
 * instances), the outcome fenced by the attempt number, back-off 30 s … 6 h, given up after 10
 * attempts or at once on a permanent refusal, and then the held mail goes out instead. Inside the
 * 24-hour window after the customer's last message the text is sent; otherwise the template.
 */
export async function sendWhatsapp({
  ctx,
  input,
}: UseCaseArgs<{ transport: WhatsappTransport; limit?: number; signal?: AbortSignal }>): Promise<SendWhatsappResult> {
  const result: SendWhatsappResult = { sent: 0, retrying: 0, failed: 0, fallbacks: 0, leaseLost: 0 };
  const limit = input.limit ?? 50;
  for (let i = 0; i < limit && !input.signal?.aborted; i++) {
    const now = ctx.now();
    const row = await claimDueOutbox(ctx.db, now, new Date(now.getTime() + LEASE_MS), "whatsapp");
    if (!row) break;
    if (!row.payload || row.attempts > MAX_ATTEMPTS) {
      const error = row.payload
        ? `Gave up after ${MAX_ATTEMPTS} attempts (the last one was interrupted)`
        : "no payload";
      await giveUp(ctx, row.id, row.attempts, error, result);
      continue;
    }
    const contact = row.userId === null ? undefined : await findContact(ctx.db, row.userId);
    // Consent is read again at sending time: an opt-out since the message was queued stops it.
    if (!contact?.optedIn || contact.phone !== row.toAddress) {
      await giveUp(ctx, row.id, row.attempts, "The customer is no longer opted in on this number", result);
      continue;
    }
    let id: string;
    try {
      ({ id } = await input.transport.send({
        to: row.toAddress,
        payload: row.payload,
        asText: insideServiceWindow(contact.lastInboundAt, ctx.now()),
      }));
    } catch (err) {
      const e = err instanceof WhatsappSendError ? err : new WhatsappSendError(String(err), false);
      if (e.permanent || row.attempts >= MAX_ATTEMPTS) {
        await giveUp(ctx, row.id, row.attempts, e.message, result);
      } else if (
        await finishOutbox(ctx.db, row.id, row.attempts, {
          nextAttemptAt: nextAttemptAt(row.attempts, ctx.now()),
          lastError: e.message,
        })
      )
        result.retrying++;
      continue;
    }
    const done = await ctx.db.transaction(async (tx) => {
      const ok = await finishOutbox(tx, row.id, row.attempts, {
        status: "sent",
        sentAt: ctx.now(),
        providerMessageId: id,
      });
      if (!ok) return false;
      // Statuses the webhook brought before this answer was recorded are applied now.
      for (const s of await statusesOf(tx, id)) {
        const applied = await applyDelivery(tx, id, s.status, s.at, s.error);
        if (applied?.becameFailed && (await releaseFallbackMail(tx, applied.id, ctx.now())) !== null)
          result.fallbacks++;
      }
      return true;
    });
    if (done) result.sent++;
    else result.leaseLost++;
  }
  return result;
}

/** Failed for good: the row says why, and its held mail (when the customer has an address) goes out. */
async function giveUp(ctx: Ctx, id: number, attempt: number, error: string, result: SendWhatsappResult) {
  await ctx.db.transaction(async (tx) => {
    const done = await finishOutbox(tx, id, attempt, {
      status: "failed",
      attempts: Math.min(attempt, MAX_ATTEMPTS),
      lastError: error,
    });
    if (!done) return;
    result.failed++;
    if ((await releaseFallbackMail(tx, id, ctx.now())) !== null) result.fallbacks++;
  });
}
