import { z } from "zod";
import { GENDERS } from "#app/modules/booking/booking.contract";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";

/*
 * Pilgrim documents' shapes (docs/product.md §Pilgrim documents): what a package requires, what a
 * guest gave, how an admin reviews it. The lists below must equal the enums of
 * db/schema/document.ts (test/boundaries keeps module code out of the schema).
 */

export const DOCUMENT_KINDS = [
  "passport",
  "passport_photo",
  "national_id",
  "family_card",
  "meningitis",
  "relationship",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Whom a requirement asks: every guest, adults, children (children and infants) or women. */
export const APPLIES_TO = ["all", "adults", "children", "women"] as const;
export type AppliesTo = (typeof APPLIES_TO)[number];

/** "missing" is no upload yet; the other three are a stored document's status. */
export const DOCUMENT_STATUSES = ["missing", "submitted", "verified", "rejected"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const STORED_DOCUMENT_STATUSES = ["submitted", "verified", "rejected"] as const;

export const MENINGITIS_VACCINES = ["polysaccharide", "conjugate"] as const;
export type MeningitisVaccine = (typeof MENINGITIS_VACCINES)[number];

/** Days before departure a requirement may be due (0 = on the day). */
export const DUE_DAYS_MAX = 365;

// ---- Requirements per package (admins) ----

export const requirementInput = z.object({
  kind: z.enum(DOCUMENT_KINDS, { message: "required" }),
  applies_to: z.enum(APPLIES_TO, { message: "required" }),
  due_days: z.coerce.number({ message: "required" }).int().min(0).max(DUE_DAYS_MAX),
});
export type RequirementInput = z.input<typeof requirementInput>;

/** The whole list of a package's requirements, replaced at once; each kind at most once. */
export const requirementsBody = z
  .object({ requirements: z.array(requirementInput).max(DOCUMENT_KINDS.length) })
  .superRefine((b, ctx) => {
    const seen = new Set<string>();
    b.requirements.forEach((r, i) => {
      if (seen.has(r.kind))
        ctx.addIssue({ code: "custom", path: ["requirements", i, "kind"], message: "document_kind_twice" });
      seen.add(r.kind);
    });
  });
export type RequirementsBody = z.input<typeof requirementsBody>;

export const requirementDto = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  applies_to: z.enum(APPLIES_TO),
  due_days: z.number().int(),
});
export type RequirementDto = z.infer<typeof requirementDto>;
export const requirementsResponse = z.object({ data: z.array(requirementDto) });

// ---- A guest's documents (the booking's customer and admins) ----

/**
 * A customer (or an admin for them) hands in a document: a private file they uploaded
 * (POST /api/upload?purpose=document) and, for a meningitis certificate, the vaccine and the day
 * it was given (the server checks the validity window against the departure).
 */
export const submitDocumentBody = z.object({
  file_id: z.uuid({ message: "required" }),
  vaccine: z.enum(MENINGITIS_VACCINES).optional().nullable(),
  vaccinated_on: z.iso.date().optional().nullable(),
});
export type SubmitDocumentBody = z.input<typeof submitDocumentBody>;

/** An admin's review: verified, or rejected with the reason the customer will read. */
export const reviewDocumentBody = z.discriminatedUnion("status", [
  z.object({ status: z.literal("verified") }),
  z.object({
    status: z.literal("rejected"),
    reason: z.string().trim().min(3, { message: "reason_required" }).max(500),
  }),
]);
export type ReviewDocumentBody = z.input<typeof reviewDocumentBody>;

export const guestDocumentDto = z.object({
  // null while missing.
  id: z.number().int().nullable(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  // The calendar day it is due (departure start - due days); null without a departure.
  due_on: z.string().nullable(),
  // Not verified and not submitted, and the due day is past (agency calendar).
  overdue: z.boolean(),
  // GET /api/file/{id}; null while missing or once the file was deleted.
  file_url: z.string().nullable(),
  file_mime: z.string().nullable(),
  file_deleted: z.boolean(),
  vaccine: z.enum(MENINGITIS_VACCINES).nullable(),
  vaccinated_on: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type GuestDocumentDto = z.infer<typeof guestDocumentDto>;

export const documentCountsDto = z.object({
  required: z.number().int(),
  missing: z.number().int(),
  submitted: z.number().int(),
  verified: z.number().int(),
  rejected: z.number().int(),
});
export type DocumentCountsDto = z.infer<typeof documentCountsDto>;

export const guestDocumentsDto = z.object({
  guest_id: z.number().int(),
  position: z.number().int(),
  full_name: z.string(),
  traveller_type: z.enum(TRAVELLER_TYPES),
  gender: z.enum(GENDERS),
  // Only the kinds that apply to this guest, in the package's order.
  documents: z.array(guestDocumentDto),
});
export type GuestDocumentsDto = z.infer<typeof guestDocumentsDto>;

/** GET /api/booking/{id}/documents: what the booking's guests must give, and what they gave. */
export const bookingDocumentsDto = z.object({
  booking_id: z.uuid(),
  departure: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }).nullable(),
  requirements: z.array(requirementDto),
  guests: z.array(guestDocumentsDto),
  counts: documentCountsDto,
  // Every applicable document verified (true when nothing is required).
  ready: z.boolean(),
  // Uploads are open: the booking is not cancelled and its files were not deleted after the trip.
  can_upload: z.boolean(),
});
export type BookingDocumentsDto = z.infer<typeof bookingDocumentsDto>;
export const bookingDocumentsResponse = z.object({ data: bookingDocumentsDto });

// ---- Paths ----

const pathId = z.coerce.number().int().positive().max(2_147_483_647);
export const tourDocumentsParams = z.object({ tour_id: pathId });
export const bookingDocumentsParams = z.object({ booking_id: z.uuid() });
export const guestDocumentParams = bookingDocumentsParams.extend({
  guest_id: pathId,
  kind: z.enum(DOCUMENT_KINDS),
});
export const documentIdParams = z.object({ document_id: pathId });

/** A submit or review answers with the translated message and the booking's documents as they are now. */
export const documentActionResponse = z.object({ message: z.string(), data: bookingDocumentsDto });
export const requirementsActionResponse = z.object({ message: z.string(), data: z.array(requirementDto) });
