import { z } from "zod";
import { MINISTRY_FIELDS } from "#app/modules/booking/ministry.rules";
import { DEPARTURE_EXPORT_KINDS } from "./departure-exports.rules";

/*
 * The shapes of a departure's exports and of its "ministry data and exports" screen (issue 31,
 * decision 081; docs/product.md §Departure operations).
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /departures/{time_id}/ministry. */
export const ministryListParams = z.object({ time_id: id });

/** GET /departures/{time_id}/export/{kind}: `kind` one of siskopatuh, manifest, insurance. */
export const departureExportParams = z.object({ time_id: id, kind: z.enum(DEPARTURE_EXPORT_KINDS) });

export const ministryGuestDto = z.object({
  guest_id: z.number().int(),
  booking_id: z.uuid(),
  booking_code: z.string(),
  position: z.number().int(),
  full_name: z.string(),
  /** The name as in the passport: the written one, else the builder's proposal (`passport_name_proposed`). */
  passport_name: z.string(),
  passport_name_proposed: z.boolean(),
  /** The ministry's data the guest still misses; empty = complete. */
  missing: z.array(z.enum(MINISTRY_FIELDS)),
});
export type MinistryGuestDto = z.infer<typeof ministryGuestDto>;

export const ministryListDto = z.object({
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }),
  guests: z.array(ministryGuestDto),
  /** Guests whose ministry data is complete. */
  complete: z.number().int(),
});
export type MinistryListDto = z.infer<typeof ministryListDto>;
export const ministryListResponse = z.object({ data: ministryListDto });
