import { z } from "zod";
import { WHATSAPP_TEMPLATE_NAMES } from "./whatsapp.rules";
import { whatsappConsentStateDto } from "./whatsapp-consent.contract";

export const OUTBOX_STATUSES = ["pending", "sent", "failed", "held"] as const;
export const OUTBOX_CHANNELS = ["mail", "whatsapp"] as const;
export const WHATSAPP_DELIVERIES = ["sent", "delivered", "read", "failed"] as const;

export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(OUTBOX_STATUSES).optional(),
  channel: z.enum(OUTBOX_CHANNELS).optional(),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxMessageDto = z.object({
  id: z.number().int(),
  channel: z.enum(OUTBOX_CHANNELS),
  kind: z.string(),
  /** An email address, or a WhatsApp number in E.164. */
  to: z.string(),
  /** A mail's subject; a WhatsApp message's template name. */
  subject: z.string(),
  text: z.string(),
  locale: z.string(),
  /** `held`: a mail kept back because its message went by WhatsApp; sent only if that fails for good. */
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  /** Pending only: when the sender tries next; after a failure, the back-off. */
  next_attempt_at: z.string().nullable(),
  /** The last delivery error (the server's answer), kept after a later success too. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** WhatsApp only: what its webhook said (sent, delivered, read, failed), with when and why. */
  delivery: z.enum(WHATSAPP_DELIVERIES).nullable(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
  delivery_error: z.string().nullable(),
  /** WhatsApp only: the template's language code and parameters. */
  template: z.object({ language: z.string(), params: z.array(z.string()), button: z.string().nullable() }).nullable(),
  /** A held mail: the WhatsApp message it stands in for. */
  fallback_for: z.number().int().nullable(),
  booking_id: z.string().nullable(),
});
export type OutboxMessageDto = z.infer<typeof outboxMessageDto>;
export const outboxResponse = z.object({ data: z.array(outboxMessageDto) });

/** A message a customer sent to the agency's WhatsApp number (read only for staff). */
export const inboundMessageDto = z.object({
  id: z.number().int(),
  from: z.string(),
  type: z.string(),
  text: z.string(),
  sent_at: z.string(),
});
export type InboundMessageDto = z.infer<typeof inboundMessageDto>;

/** A customer's WhatsApp consent now, and how it came to be. */
export const whatsappStateDto = whatsappConsentStateDto.extend({
  history: z.array(
    z.object({
      opted_in: z.boolean(),
      number: z.string(),
      source: z.enum(["registration", "checkout", "profile", "counter", "staff", "reply"]),
      recorded_by: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type WhatsappStateDto = z.infer<typeof whatsappStateDto>;

/**
 * Messages whose text carries a one-time link that sets a password (a reset, an invitation):
 * staff's log of a customer's or a booking's messages lists them without their text (`text` is
 * ""), so whoever reads the log cannot take the account over with the link (docs/product.md
 * §WhatsApp, "Staff see").
 */
export const TEXT_WITHHELD_KINDS: readonly string[] = ["password_reset", "staff_invite", "customer_invite"];

/** What staff see of a customer's or a booking's messages (a withheld kind's text is ""). */
export const messagesResponse = z.object({
  data: z.array(outboxMessageDto),
  inbound: z.array(inboundMessageDto),
  whatsapp: whatsappStateDto.nullable(),
});
export type MessagesResponse = z.infer<typeof messagesResponse>;

/** The settings' view of the templates (GET /whatsapp/templates). */
export const whatsappTemplatesResponse = z.object({
  channel: z.enum(["cloud", "dev", "off"]),
  data: z.array(
    z.object({
      name: z.enum(WHATSAPP_TEMPLATE_NAMES as [string, ...string[]]),
      params: z.array(z.string()),
      button: z.boolean(),
      languages: z.array(
        z.object({
          locale: z.string(),
          code: z.string(),
          body: z.string(),
          preview: z.string(),
          /** The URL button's text in this language (registered with the template); null without a button. */
          button_text: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type WhatsappTemplatesResponse = z.infer<typeof whatsappTemplatesResponse>;
