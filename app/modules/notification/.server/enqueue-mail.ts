import type { UseCaseArgs } from "#app/shared/context";
import type { Locale } from "#app/shared/i18n/config";
import { insertOutbox } from "./notification.repository";
import { oneLine } from "#app/shared/one-line";

export interface MailInput {
  /** What it is, for the log and tests: "contact", "welcome", "password_reset"… */
  kind: string;
  /** Null: the recipient has no address (a customer met at the counter, decision 074): nothing is queued. */
  to: string | null;
  subject: string;
  text: string;
  html?: string;
  /** The recipient's language, as `mailLocale` (mail-language.ts) gives it. */
  locale: Locale;
}

/**
 * Queues an email in the outbox, inside the caller's transaction when there is one, so a mail
 * exists exactly when the change that caused it was committed. A sender (SMTP, issue 6) delivers
 * pending rows; without one they stay readable by a developer.
 */
export async function enqueueMail(args: UseCaseArgs<MailInput & { to: string }>): Promise<{ id: number }>;
export async function enqueueMail(args: UseCaseArgs<MailInput>): Promise<{ id: number | null }>;
export async function enqueueMail({ ctx, input }: UseCaseArgs<MailInput>): Promise<{ id: number | null }> {
  if (input.to === null) return { id: null };
  const row = await insertOutbox(ctx.db, {
    kind: input.kind,
    toAddress: oneLine(input.to),
    subject: oneLine(input.subject).slice(0, 250),
    text: input.text,
    html: input.html,
    locale: input.locale,
  });
  return { id: row.id };
}
