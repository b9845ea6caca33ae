import type { MessagesResponse, OutboxMessageDto } from "#app/modules/notification/notification.contract";

/** One message of the log as the API answers it; `over` changes what a test is about. */
export function outboxMessage(over: Partial<OutboxMessageDto> = {}): OutboxMessageDto {
  return {
    id: 1,
    channel: "mail",
    kind: "booking_created",
    to: "siti@example.test",
    subject: "Pemesanan AB12 diterima",
    text: "Assalamu'alaikum Siti,\nPemesanan AB12 diterima.",
    locale: "id",
    status: "sent",
    attempts: 1,
    next_attempt_at: null,
    last_error: null,
    created_at: "2026-03-12T07:30:00.000Z",
    sent_at: "2026-03-12T07:30:05.000Z",
    delivery: null,
    delivered_at: null,
    read_at: null,
    delivery_error: null,
    template: null,
    fallback_for: null,
    booking_id: "0b8f3a52-6c4e-4f3e-9a57-1f1f1f1f1f1f",
    ...over,
  };
}

/**
 * Siti's log: a WhatsApp message WhatsApp reported failed (its mail released), one read (its mail
 * held), a reset mail whose text is withheld and a kind the log has no words for; her consent
 * recorded at the counter and a reply.
 */
export const sitiLog: MessagesResponse = {
  data: [
    outboxMessage({ id: 9, kind: "booking_custom_note", subject: "Catatan", text: "Catatan staf" }),
    outboxMessage({ id: 8, kind: "password_reset", text: "", booking_id: null, status: "pending", attempts: 0 }),
    outboxMessage({
      id: 7,
      kind: "booking_payment_confirmed",
      status: "pending",
      attempts: 0,
      fallback_for: 6,
      sent_at: null,
    }),
    outboxMessage({
      id: 6,
      channel: "whatsapp",
      kind: "booking_payment_confirmed",
      to: "+6281234567890",
      subject: "payment_confirmed",
      text: "Siti, kami telah menerima pembayaran Anda.",
      delivery: "failed",
      delivery_error: "131049 Not delivered to maintain ecosystem",
      template: { language: "id", params: ["Siti"], button: null },
    }),
    outboxMessage({ id: 5, status: "held", attempts: 0, sent_at: null, fallback_for: 4 }),
    outboxMessage({
      id: 4,
      channel: "whatsapp",
      to: "+6281234567890",
      subject: "booking_received",
      text: "Assalamu'alaikum Siti, pemesanan AB12 kami terima.",
      delivery: "read",
      delivered_at: "2026-03-12T07:31:00.000Z",
      read_at: "2026-03-12T07:40:00.000Z",
      template: { language: "id", params: ["Siti"], button: "panel/booking-history/1" },
    }),
  ],
  inbound: [
    { id: 1, from: "+6281234567890", type: "text", text: "Baik, terima kasih", sent_at: "2026-03-12T08:00:00.000Z" },
    { id: 2, from: "+6281234567890", type: "text", text: "Sudah saya transfer", sent_at: "2026-03-12T09:00:00.000Z" },
  ],
  whatsapp: {
    opted_in: true,
    number: "+6281234567890",
    changed_at: "2026-03-12T07:00:00.000Z",
    history: [
      {
        opted_in: true,
        number: "+6281234567890",
        source: "counter",
        recorded_by: "Rina Konter",
        at: "2026-03-12T07:00:00.000Z",
      },
    ],
  },
};
