import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { Mailbox, Mailer } from "./mailer.server";
import { parseMailbox } from "./mailer.server";
import { finishOutbox, claimDueOutbox, type OutboxRow } from "./notification.repository";
import { classifySendError, LEASE_MS, MAX_ATTEMPTS, nextAttemptAt } from "./outbox-backoff";

export interface SendOutboxInput {
  mailer: Mailer;
  /** MAIL_FROM; unset: the site's name and email from the settings, else the mailer's no-reply. */
  from?: string;
  /** Most mails in one round (the next round continues). */
  limit?: number;
  /** Shutdown: the round stops after the mail in flight. */
  signal?: AbortSignal;
}

export interface SendOutboxResult {
  sent: number;
  /** Temporary failures, waiting for their next attempt. */
  retrying: number;
  /** Given up: permanent refusal or too many attempts. */
  failed: number;
  /** Sent, but the lease had run out and another attempt had taken the row (see decision 007). */
  leaseLost: number;
  errors: { id: number; error: string; permanent: boolean }[];
}

/**
 * One delivery round of the outbox (docs/decisions/007-mail-delivery.md): claims due pending
 * mails one at a time (FOR UPDATE SKIP LOCKED, with a lease), sends each, then records sent, a
 * retry with back-off, or failed. No actor: the system does it. Safe to run in several processes
 * at once; the clock is `ctx.now`.
 */
export async function sendOutbox({ ctx, input }: UseCaseArgs<SendOutboxInput>): Promise<SendOutboxResult> {
  const result: SendOutboxResult = { sent: 0, retrying: 0, failed: 0, leaseLost: 0, errors: [] };
  const limit = input.limit ?? 50;
  let from: Mailbox | undefined;
  for (let i = 0; i < limit && !input.signal?.aborted; i++) {
    const now = ctx.now();
    const row = await claimDueOutbox(ctx.db, now, new Date(now.getTime() + LEASE_MS));
    if (!row) break;
    if (row.attempts > MAX_ATTEMPTS) {
      // The process stopped during the last allowed attempt: give up rather than loop.
      const error = `Gave up after ${MAX_ATTEMPTS} attempts (the last one was interrupted)`;
      await finishOutbox(ctx.db, row.id, row.attempts, { status: "failed", attempts: MAX_ATTEMPTS, lastError: error });
      result.failed++;
      result.errors.push({ id: row.id, error, permanent: false });
      continue;
    }
    from ??= await senderOf(ctx, input);
    try {
      await input.mailer.send({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.text,
        html: row.html,
        messageId: messageIdOf(row, from),
      });
    } catch (err) {
      const { permanent, error } = classifySendError(err);
      const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
      const done = await finishOutbox(
        ctx.db,
        row.id,
        row.attempts,
        giveUp
          ? { status: "failed", lastError: error }
          : { nextAttemptAt: nextAttemptAt(row.attempts, ctx.now()), lastError: error },
      );
      if (done) result[giveUp ? "failed" : "retrying"]++;
      result.errors.push({ id: row.id, error, permanent });
      continue;
    }
    // The only window for a duplicate is between the server's accept above and this commit.
    if (await finishOutbox(ctx.db, row.id, row.attempts, { status: "sent", sentAt: ctx.now() })) result.sent++;
    else result.leaseLost++;
  }
  return result;
}

async function senderOf(ctx: Ctx, input: SendOutboxInput): Promise<Mailbox> {
  const configured = input.from ? parseMailbox(input.from) : null;
  if (configured) return configured;
  const site = await getSetting({ ctx });
  const siteEmail = site.email_url ? parseMailbox(site.email_url) : null;
  if (siteEmail) return { name: site.name, address: siteEmail.address };
  return input.mailer.defaultFrom;
}

/** `<outbox.ID.CREATED@domain>`: the same for every attempt at one mail, unique across mails. */
function messageIdOf(row: OutboxRow, from: Mailbox): string {
  const domain = from.address.split("@")[1] || "localhost";
  return `<outbox.${row.id}.${row.createdAt.getTime()}@${domain}>`;
}
