import { z } from "zod";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { PACKAGE_KINDS } from "#app/modules/booking/ministry.rules";
import { normaliseVisaNumber, VISA_NUMBER, VISA_REASON_MIN, VISA_STATUSES, VISA_WARNINGS } from "./visa.rules";

/*
 * The shapes of the visas' API (docs/product.md §Departure operations, decision 081): a
 * departure's guests with their visa and the readiness counts, a change of one guest's visa, a
 * group marked submitted, a visa's history. Staff with the documents permission.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const visaListParams = z.object({ time_id: id });
export const visaGuestParams = visaListParams.extend({ guest_id: id });

const day = z.iso.date();
const text = (max: number) => z.string().trim().max(max);

/**
 * PUT /departures/{time_id}/guest/{guest_id}/visa: the visa as it now is. `version` is the one the
 * screen read (how many changes the visa had, 0 when nothing was recorded): a visa changed by
 * someone else meanwhile answers 409 and nothing is written. An issued visa needs its number
 * (8 to 12 letters or digits; spaces and dashes dropped, capitals kept), its issue and expiry days
 * (expiry not before issue) and may carry its file (a private upload of the caller); a rejection
 * needs its reason. What depends on the current status (which changes are allowed, the reason of
 * an issued visa taken back) is the server's (visa.rules `visaProblems`), with the same keys.
 */
export const visaInput = z
  .object({
    status: z.enum(VISA_STATUSES),
    version: z.number().int().min(0).max(100_000),
    visa_number: text(40).nullish(),
    issued_on: day.nullish(),
    expires_on: day.nullish(),
    file_id: z.uuid().nullish(),
    reason: text(500).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.status === "issued") {
      if (!v.visa_number) ctx.addIssue({ code: "custom", path: ["visa_number"], message: "required" });
      else if (!VISA_NUMBER.test(normaliseVisaNumber(v.visa_number)))
        ctx.addIssue({ code: "custom", path: ["visa_number"], message: "visa_number_format" });
      if (!v.issued_on) ctx.addIssue({ code: "custom", path: ["issued_on"], message: "required" });
      if (!v.expires_on) ctx.addIssue({ code: "custom", path: ["expires_on"], message: "required" });
      else if (v.issued_on && v.expires_on < v.issued_on)
        ctx.addIssue({ code: "custom", path: ["expires_on"], message: "visa_dates_order" });
    }
    if (v.status === "rejected" && (v.reason?.length ?? 0) < VISA_REASON_MIN)
      ctx.addIssue({ code: "custom", path: ["reason"], message: "reason_required" });
  });
export type VisaInput = z.input<typeof visaInput>;

/** POST /departures/{time_id}/visas/submitted: guests the agency submitted as a group. */
export const visasSubmittedInput = z.object({
  guest_ids: z.array(id).min(1).max(500),
});
export type VisasSubmittedInput = z.input<typeof visasSubmittedInput>;

export const visaDto = z.object({
  status: z.enum(VISA_STATUSES),
  visa_number: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  // GET /api/file/{id}: staff, and the booking's customer (the file is theirs once recorded).
  file_id: z.uuid().nullable(),
  reason: z.string().nullable(),
  // When and by whom it last changed; null while nothing was recorded.
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
  // How many changes it had: a change names it (visaInput.version).
  version: z.number().int(),
  // An issued visa valid on the departure's return day.
  valid_on_return: z.boolean(),
  warnings: z.array(z.enum(VISA_WARNINGS)),
});
export type VisaDto = z.infer<typeof visaDto>;

export const visaGuestDto = z.object({
  guest_id: z.number().int(),
  booking_id: z.uuid(),
  booking_code: z.string(),
  // The booking's contact.
  customer_name: z.string(),
  full_name: z.string(),
  traveller_type: z.enum(TRAVELLER_TYPES),
  visa: visaDto,
});
export type VisaGuestDto = z.infer<typeof visaGuestDto>;

export const visaReadinessDto = z.object({
  // Umrah packages need visas; a tour's departure is ready as far as visas go.
  required: z.boolean(),
  guests: z.number().int(),
  counts: z.object({
    waiting: z.number().int(),
    submitted: z.number().int(),
    issued: z.number().int(),
    rejected: z.number().int(),
  }),
  // Issued, but expiring before the return day.
  expiring: z.number().int(),
  // Guests without an issued visa valid on the return day.
  missing: z.number().int(),
  ready: z.boolean(),
});
export type VisaReadinessDto = z.infer<typeof visaReadinessDto>;

/**
 * A departure's visas: its travelling guests (every guest of its seat-holding bookings; a branch
 * clerk's: their branch's only, and the counts are theirs) with their visa, and the readiness.
 */
export const departureVisasDto = z.object({
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string(), kind: z.enum(PACKAGE_KINDS) }),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }),
  guests: z.array(visaGuestDto),
  readiness: visaReadinessDto,
});
export type DepartureVisasDto = z.infer<typeof departureVisasDto>;
export const departureVisasResponse = z.object({ data: departureVisasDto });
export const visaActionResponse = z.object({ message: z.string(), data: departureVisasDto });
export type VisaActionResponse = z.infer<typeof visaActionResponse>;
/** The group marked submitted: how many moved, how many stayed (already submitted or issued). */
export const visasSubmittedResponse = visaActionResponse.extend({
  marked: z.number().int(),
  skipped: z.number().int(),
});
export type VisasSubmittedResponse = z.infer<typeof visasSubmittedResponse>;

export const visaEventDto = z.object({
  id: z.number().int(),
  status: z.enum(VISA_STATUSES),
  visa_number: z.string().nullable(),
  reason: z.string().nullable(),
  // Who recorded it (null: an account deleted since).
  by: z.string().nullable(),
  at: z.string(),
});
export type VisaEventDto = z.infer<typeof visaEventDto>;
export const visaHistoryResponse = z.object({
  data: z.object({ guest_id: z.number().int(), full_name: z.string(), events: z.array(visaEventDto) }),
});
export type VisaHistoryResponse = z.infer<typeof visaHistoryResponse>;
