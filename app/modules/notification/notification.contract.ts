import { z } from "zod";

export const outboxQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const outboxMessageDto = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  locale: z.string(),
  status: z.enum(["pending", "sent", "failed"]),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export const outboxResponse = z.object({ data: z.array(outboxMessageDto) });
