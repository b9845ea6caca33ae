import { z } from "zod";

export const outboxQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(["pending", "sent", "failed"]).optional(),
});
export const outboxMessageDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  locale: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  /** Pending only: when the sender (with SMTP set) tries next; after a failure, the back-off. */
  next_attempt_at: z.string().nullable(),
  /** The last delivery error (the server's answer), kept after a later success too. */
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const outboxResponse = z.object({ data: z.array(outboxMessageDto) });
