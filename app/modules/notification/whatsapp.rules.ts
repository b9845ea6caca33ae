import type { Locale } from "#app/shared/i18n/config";

/*
 * WhatsApp's rules as the product applies them (docs/product.md §WhatsApp, decision 080): the
 * templates each message maps to, their languages, the 24-hour window and how delivery statuses
 * that arrive late, twice or out of order add up. Pure: the server and the settings screen use them.
 */

/**
 * The messages that go by WhatsApp, each an approved template of the agency's WhatsApp Business
 * account: its name there, its numbered body parameters ({{1}}, {{2}}… in this order) and whether
 * it has a URL button whose dynamic part is the page the message is about. The bodies, in each
 * language, are the `whatsapp` namespace's `template.<name>`: the text the agency submits for
 * approval and the text sent inside the 24-hour window.
 */
export const WHATSAPP_TEMPLATES = {
  booking_received: { params: ["name", "code", "tour", "total", "due"], button: true },
  transfer_amount: { params: ["name", "code", "transfer", "bank"], button: true },
  payment_confirmed: { params: ["name", "amount", "code", "remaining"], button: true },
  payment_reminder: { params: ["name", "code", "amount", "due_date"], button: true },
  payment_overdue: { params: ["name", "code", "amount", "due_date"], button: true },
  document_rejected: { params: ["name", "document", "guest", "reason"], button: true },
  departure_reminder: { params: ["name", "tour", "date", "flight", "meeting_point"], button: true },
} as const satisfies Record<string, { params: readonly string[]; button: boolean }>;

export type WhatsappTemplate = keyof typeof WHATSAPP_TEMPLATES;
export const WHATSAPP_TEMPLATE_NAMES = Object.keys(WHATSAPP_TEMPLATES) as WhatsappTemplate[];

/** A template's language code at WhatsApp: Bahasa Melayu is `ms`. */
export function templateLanguage(locale: Locale): "id" | "ms" | "en" {
  return locale === "my" ? "ms" : locale;
}

/** A template body with its numbered parameters filled in ({{1}} is params[0]). */
export function fillTemplate(body: string, params: readonly string[]): string {
  return body.replace(/\{\{(\d+)\}\}/g, (whole, n: string) => params[Number(n) - 1] ?? whole);
}

/**
 * A parameter's text as WhatsApp takes it: one line (no newlines or tabs, never more than four
 * spaces in a row), not empty, at most 1,024 characters.
 */
export function templateParam(value: string): string {
  const line = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/ {2,}/g, " ")
    .trim();
  return (line || "-").slice(0, 1024);
}

/** Plain text may be sent for 24 hours after the customer's last message; templates otherwise. */
export const SERVICE_WINDOW_MS = 24 * 3_600_000;

export function insideServiceWindow(lastInboundAt: Date | null, now: Date): boolean {
  return lastInboundAt !== null && now.getTime() - lastInboundAt.getTime() < SERVICE_WINDOW_MS;
}

export type WhatsappDelivery = "sent" | "delivered" | "read" | "failed";

/**
 * Where a message stands once `incoming` is applied to `current`, the same whatever order the
 * statuses came in: read beats delivered beats failed beats sent (a message that was delivered
 * or read was not lost, whatever failure report came with it); a status seen twice changes
 * nothing.
 */
export function mergeDelivery(current: WhatsappDelivery | null, incoming: WhatsappDelivery): WhatsappDelivery {
  const rank: Record<WhatsappDelivery, number> = { sent: 1, failed: 2, delivered: 3, read: 4 };
  return current !== null && rank[current] >= rank[incoming] ? current : incoming;
}

/** A customer's reply that opts them out (what WhatsApp users type, in the three languages). */
export function isStopReply(text: string): boolean {
  return /^(stop|berhenti|unsubscribe|henti)[.!]*$/i.test(text.trim());
}
