import { z } from "zod";
import { filterDay, listMeta, listQuery } from "#app/shared/list";

/**
 * The private-data access log (issue 7): every time an admin reads customers' identity data
 * (a booking's guests with passports and IC numbers), opens a private file (payment proof,
 * visa) or takes a departure's passenger manifest. Owners reading their own data are not logged.
 */
export const PRIVATE_DATA_KINDS = [
  "guest_identity",
  "payment_proof",
  "visa_file",
  "private_file",
  "manifest",
  "guest_document",
  "readiness",
] as const;
export type PrivateDataKind = (typeof PRIVATE_DATA_KINDS)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /api/audit/private-access: newest first, filters combine with AND; dates are UTC days, both ends included. */
export const privateAccessQuery = listQuery.omit({ search: true }).extend({
  kind: z.enum(PRIVATE_DATA_KINDS).optional(),
  actor_id: id.optional(),
  booking_id: z.uuid().optional(),
  file_id: z.uuid().optional(),
  departure_id: id.optional(),
  date_from: filterDay.optional(),
  date_to: filterDay.optional(),
});
export type PrivateAccessQuery = z.input<typeof privateAccessQuery>;

export const privateAccessDto = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVATE_DATA_KINDS),
  actor: z.object({ id: z.number().int(), name: z.string() }),
  booking: z.object({ id: z.uuid(), code: z.string().nullable() }).nullable(),
  file_id: z.uuid().nullable(),
  departure_id: z.number().int().nullable(),
  format: z.string().nullable(),
  request_id: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type PrivateAccessDto = z.infer<typeof privateAccessDto>;

export const privateAccessResponse = z.object({ data: z.array(privateAccessDto), meta: listMeta });
