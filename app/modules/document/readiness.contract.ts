import { z } from "zod";
import { listMeta } from "#app/shared/list";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { VISA_STATUSES, VISA_WARNINGS } from "#app/modules/operations/visa.rules";
import { visaReadinessDto } from "#app/modules/operations/visa.contract";
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, documentCountsDto, requirementDto } from "./document.contract";
import { MINISTRY_FIELDS } from "#app/modules/booking/ministry.rules";

/*
 * The departure readiness board (docs/product.md §Readiness board): a departure's travelling
 * guests x the documents their package asks, counts, filters, reminders and the Excel export.
 * Admins only. Statuses come from toGuestDocuments (document-views.ts), the booking page's rule.
 */

/** What the board's status filter accepts: a document status, or "overdue" (not handed in and past due). */
export const READINESS_FILTERS = [...DOCUMENT_STATUSES, "overdue"] as const;
export type ReadinessFilter = (typeof READINESS_FILTERS)[number];

export const readinessParams = z.object({ time_id: z.coerce.number().int().min(1).max(2147483647) });

export const readinessQuery = z.object({
  status: z.enum(READINESS_FILTERS).optional(),
  kind: z.enum(DOCUMENT_KINDS).optional(),
  // A booking's code, its contact's name or a guest's name (part of it, any case).
  search: z.string().trim().max(100).optional(),
});
export type ReadinessQuery = z.input<typeof readinessQuery>;

/** One cell of the grid: a required document, or a kind that does not apply to this guest. */
export const readinessCellDto = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  required: z.boolean(),
  // null when not required.
  status: z.enum(DOCUMENT_STATUSES).nullable(),
  due_on: z.string().nullable(),
  overdue: z.boolean(),
});
export type ReadinessCellDto = z.infer<typeof readinessCellDto>;

/** A guest's visa on the board (decision 081); null when the package needs none (a tour). */
export const readinessVisaDto = z
  .object({
    status: z.enum(VISA_STATUSES),
    valid_on_return: z.boolean(),
    warnings: z.array(z.enum(VISA_WARNINGS)),
  })
  .nullable();
export type ReadinessVisaDto = z.infer<typeof readinessVisaDto>;

export const readinessRowDto = z.object({
  guest_id: z.number().int(),
  booking_id: z.uuid(),
  booking_code: z.string(),
  customer_name: z.string(),
  guest_name: z.string(),
  traveller_type: z.enum(TRAVELLER_TYPES),
  // One per requirement column, in the columns' order.
  cells: z.array(readinessCellDto),
  counts: documentCountsDto,
  // An umrah package's guest: the ministry's fields still missing (missingMinistryFields; [] =
  // complete). Absent for a tour (decision 081).
  ministry_missing: z.array(z.enum(MINISTRY_FIELDS)).optional(),
  visa: readinessVisaDto,
});
export type ReadinessRowDto = z.infer<typeof readinessRowDto>;

export const readinessDepartureDto = z.object({
  id: z.number().int(),
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
});
export type ReadinessDepartureDto = z.infer<typeof readinessDepartureDto>;

export const readinessBoardDto = z.object({
  departure: readinessDepartureDto,
  // The columns: the package's requirements in its order.
  requirements: z.array(requirementDto),
  // The rows the filters kept.
  rows: z.array(readinessRowDto),
  // Counts of the whole departure (filters do not change them), per kind and in total.
  counts_by_kind: z.array(z.object({ kind: z.enum(DOCUMENT_KINDS), counts: documentCountsDto })),
  counts: documentCountsDto,
  overdue: z.number().int(),
  guests: z.number().int(),
  // Bookings a reminder would go to now: a guest's document missing or rejected.
  bookings_to_remind: z.number().int(),
  // Every applicable document of every travelling guest verified (canceled bookings left out).
  documents_ready: z.boolean(),
  // The guests' visas (operations' rule: an umrah package's guests need one valid on the return day).
  visas: visaReadinessDto,
  // Documents ready and, for an umrah package, every visa issued and valid on the return day.
  ready: z.boolean(),
  // An umrah package's departure: how many of its travelling guests have complete ministry data.
  // Absent for a tour (decision 081).
  ministry: z.object({ complete: z.number().int(), guests: z.number().int() }).optional(),
});
export type ReadinessBoardDto = z.infer<typeof readinessBoardDto>;
export const readinessBoardResponse = z.object({ data: readinessBoardDto });

// ---- The index of upcoming departures ----

/** The index looks this many days ahead of the agency's today. */
export const READINESS_INDEX_DAYS = 120;

export const readinessIndexQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});
export type ReadinessIndexQuery = z.input<typeof readinessIndexQuery>;

export const readinessSummaryDto = readinessDepartureDto.extend({
  guests: z.number().int(),
  counts: documentCountsDto,
  overdue: z.number().int(),
  documents_ready: z.boolean(),
  visas: visaReadinessDto,
  // As the board's: documents ready and, for an umrah package, every visa.
  ready: z.boolean(),
});
export type ReadinessSummaryDto = z.infer<typeof readinessSummaryDto>;
export const readinessIndexResponse = z.object({ data: z.array(readinessSummaryDto), meta: listMeta });
export type ReadinessIndexResponse = z.infer<typeof readinessIndexResponse>;

// ---- Reminders ----

export const remindBody = z.object({
  // A subset of the departure's bookings; all the bookings concerned when left out.
  booking_ids: z.array(z.uuid()).max(500).optional(),
});
export type RemindBody = z.input<typeof remindBody>;

/** How long after a reminder a booking is skipped (decision 046): double clicks send once. */
export const REMINDER_QUIET_MINUTES = 10;

export const remindResultDto = z.object({
  // Mails queued now.
  sent: z.number().int(),
  // Bookings concerned but reminded within the last REMINDER_QUIET_MINUTES.
  skipped: z.number().int(),
});
export type RemindResultDto = z.infer<typeof remindResultDto>;
export const remindResponse = z.object({ message: z.string(), data: remindResultDto });

export const READINESS_EXPORT_FORMATS = ["xlsx"] as const;
export const readinessExportQuery = z.object({ format: z.enum(READINESS_EXPORT_FORMATS).default("xlsx") });
