import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * `held`: a mail kept back because its message went by WhatsApp (decision 080); it becomes
 * `pending` only if that message fails for good (the fallback), and otherwise stays held.
 */
export const outboxStatus = pgEnum("outbox_status", ["pending", "sent", "failed", "held"]);
export const outboxChannel = pgEnum("outbox_channel", ["mail", "whatsapp"]);
/** What WhatsApp's webhook said of a message (decision 080: applied once, whatever their order). */
export const whatsappDelivery = pgEnum("whatsapp_delivery", ["sent", "delivered", "read", "failed"]);
/** Where a WhatsApp opt-in or opt-out was given. */
export const whatsappConsentSource = pgEnum("whatsapp_consent_source", [
  "registration",
  "checkout",
  "profile",
  "counter",
  "staff",
  "reply",
]);

/** A WhatsApp message's content: a template with its parameters, and the text used inside the 24-hour window. */
export interface WhatsappPayload {
  template: string;
  /** The template's language code: id, ms or en. */
  language: string;
  params: string[];
  /** The URL button's dynamic suffix, when the template has one. */
  button: string | null;
  /** The same message as plain text in the recipient's language (the 24-hour window, the panel, the preview). */
  text: string;
}

/**
 * The outbox (docs/product.md §Mail and notifications): every message, a mail or a WhatsApp
 * message, is written here in the same transaction as the change that causes it, then sent by a
 * worker of its channel claiming rows with FOR UPDATE SKIP LOCKED (decisions 007 and 080).
 * Without a transport the rows stay readable in the panel.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: outboxChannel().notNull().default("mail"),
    kind: text().notNull(),
    /** An email address, or a WhatsApp number in E.164. */
    toAddress: text().notNull(),
    /** A mail's subject; a WhatsApp message's template name. */
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    locale: text().notNull(),
    status: outboxStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** Whom and what it is about, for staff's per-customer and per-booking lists. */
    userId: integer(),
    bookingId: uuid(),
    payload: jsonb().$type<WhatsappPayload>(),
    /** WhatsApp's message id (wamid), once the API accepted it. */
    providerMessageId: text(),
    delivery: whatsappDelivery(),
    deliveredAt: timestamp({ withTimezone: true }),
    readAt: timestamp({ withTimezone: true }),
    deliveryError: text(),
    /** A held mail: the WhatsApp message (outbox id) it stands in for if that one fails for good. */
    fallbackFor: integer(),
  },
  (t) => [
    index("outbox_due_idx").on(t.channel, t.status, t.nextAttemptAt),
    index("outbox_user_idx").on(t.userId, t.id),
    index("outbox_booking_idx").on(t.bookingId, t.id),
    uniqueIndex("outbox_provider_message_idx").on(t.providerMessageId),
    uniqueIndex("outbox_fallback_idx").on(t.fallbackFor),
  ],
);

/**
 * A customer's WhatsApp number and consent (decision 080): nothing is sent without `optedIn`.
 * One row per user; every change is also kept in `whatsapp_consents`.
 */
export const whatsappContacts = pgTable(
  "whatsapp_contacts",
  {
    userId: integer().primaryKey(),
    /** E.164: + and the digits. */
    phone: text().notNull(),
    optedIn: boolean().notNull(),
    changedAt: timestamp({ withTimezone: true }).notNull(),
    /** The customer's last message to the agency: plain text may be sent for 24 hours after it. */
    lastInboundAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("whatsapp_contacts_phone_idx").on(t.phone)],
);

/** The history of opt-ins and opt-outs: when, where, who (the customer, a staff member, a reply). */
export const whatsappConsents = pgTable(
  "whatsapp_consents",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().notNull(),
    phone: text().notNull(),
    optedIn: boolean().notNull(),
    source: whatsappConsentSource().notNull(),
    /** Who recorded it: the customer themselves, or the staff member at the counter; null for a reply. */
    recordedBy: integer(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("whatsapp_consents_user_idx").on(t.userId, t.id)],
);

/** Messages customers sent to the agency's WhatsApp number, shown to staff read only. */
export const whatsappInbound = pgTable(
  "whatsapp_inbound",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** WhatsApp's id of the message: a webhook delivered twice stores it once. */
    providerMessageId: text().notNull(),
    fromPhone: text().notNull(),
    userId: integer(),
    type: text().notNull(),
    text: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("whatsapp_inbound_message_idx").on(t.providerMessageId),
    index("whatsapp_inbound_user_idx").on(t.userId, t.id),
  ],
);

/**
 * Every delivery status the webhook brought, once per message and status (a replay inserts
 * nothing). A status may arrive before the send's answer was recorded: it waits here and is
 * applied when the message's id is (decision 080).
 */
export const whatsappStatuses = pgTable(
  "whatsapp_statuses",
  {
    providerMessageId: text().notNull(),
    status: whatsappDelivery().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    error: text(),
  },
  (t) => [uniqueIndex("whatsapp_statuses_message_idx").on(t.providerMessageId, t.status)],
);
