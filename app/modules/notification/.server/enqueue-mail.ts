import type { UseCaseArgs } from "#app/shared/context";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { insertOutbox } from "./notification.repository";
import { oneLine } from "#app/shared/one-line";
import {
  fillTemplate,
  templateLanguage,
  templateParam,
  WHATSAPP_TEMPLATES,
  type WhatsappTemplate,
} from "#app/modules/notification/whatsapp.rules";
import { findContact } from "./whatsapp.repository";

/** A message's WhatsApp side (decision 080): the approved template it maps to and its parameters. */
export interface WhatsappMessage {
  template: WhatsappTemplate;
  /** The body's parameters, in the template's order (WHATSAPP_TEMPLATES), in the recipient's language. */
  params: string[];
  /** The page the URL button opens (an absolute link of the site, as `mailLink` writes it). */
  link: string | null;
}

export interface MailInput {
  /** What it is, for the log and tests: "contact", "welcome", "password_reset"… */
  kind: string;
  /** Null: the recipient has no address (a customer met at the counter, decision 074): no mail. */
  to: string | null;
  subject: string;
  text: string;
  html?: string;
  /** The recipient's language, as `mailLocale` (mail-language.ts) gives it. */
  locale: Locale;
  /** The recipient when a user: staff see what each customer was sent. */
  userId?: number;
  /** The booking it is about: staff see what was sent about each booking. */
  bookingId?: string;
  /**
   * The same message for WhatsApp: with the channel on and the recipient opted in, it goes by
   * WhatsApp and the mail is held, sent only if WhatsApp fails for good (decision 080).
   */
  whatsapp?: WhatsappMessage;
}

/**
 * Queues a message in the outbox, inside the caller's transaction when there is one, so a message
 * exists exactly when the change that caused it was committed. A mail, or a WhatsApp message with
 * its mail held as the fallback: which, the recipient's consent decides, read in the same
 * transaction. A sender per channel delivers pending rows; without one they stay readable in the panel.
 */
export async function enqueueMail(
  args: UseCaseArgs<MailInput & { to: string }>,
): Promise<{ id: number; whatsappId: number | null }>;
export async function enqueueMail(
  args: UseCaseArgs<MailInput>,
): Promise<{ id: number | null; whatsappId: number | null }>;
export async function enqueueMail({
  ctx,
  input,
}: UseCaseArgs<MailInput>): Promise<{ id: number | null; whatsappId: number | null }> {
  const whatsappId = await enqueueWhatsapp({ ctx, input });
  if (input.to === null) return { id: null, whatsappId };
  const row = await insertOutbox(ctx.db, {
    kind: input.kind,
    toAddress: oneLine(input.to),
    subject: oneLine(input.subject).slice(0, 250),
    text: input.text,
    html: input.html,
    locale: input.locale,
    userId: input.userId,
    bookingId: input.bookingId,
    ...(whatsappId === null ? {} : { status: "held" as const, fallbackFor: whatsappId }),
  });
  return { id: row.id, whatsappId };
}

/** The WhatsApp message, when the channel is on and the recipient opted in; its outbox id. */
async function enqueueWhatsapp({ ctx, input }: UseCaseArgs<MailInput>): Promise<number | null> {
  const message = input.whatsapp;
  if (!ctx.whatsapp || !message || input.userId === undefined) return null;
  const contact = await findContact(ctx.db, input.userId);
  if (!contact?.optedIn) return null;
  const rendered = renderWhatsapp(message, input.locale, ctx.publicUrl ?? "http://localhost:3000");
  const row = await insertOutbox(ctx.db, {
    channel: "whatsapp",
    kind: input.kind,
    toAddress: contact.phone,
    subject: message.template,
    text: rendered.text,
    locale: input.locale,
    userId: input.userId,
    bookingId: input.bookingId,
    payload: rendered,
  });
  return row.id;
}

/**
 * A WhatsApp message as the outbox keeps it: the template's name, language and parameters, the
 * URL button's dynamic part (the link's path on the site: the template's button is registered as
 * `PUBLIC_URL/{{1}}`), and the same message as text in the recipient's language (the 24-hour
 * window, the panel, the settings' preview). Pure.
 */
function renderWhatsapp(message: WhatsappMessage, locale: Locale, publicUrl: string) {
  const params = message.params.map(templateParam);
  const spec = WHATSAPP_TEMPLATES[message.template];
  const body = fillTemplate(serverT(locale, "whatsapp")(`template.${message.template}`), params);
  const origin = `${publicUrl.replace(/\/+$/, "")}/`;
  const button =
    spec.button && message.link ? (message.link.startsWith(origin) ? message.link.slice(origin.length) : null) : null;
  return {
    template: message.template,
    language: templateLanguage(locale),
    params,
    button,
    text: message.link ? `${body}\n${message.link}` : body,
  };
}
