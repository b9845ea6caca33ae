import { z } from "zod";

export const pendingCountResponse = z.object({ booking_count: z.number().int() });
