import type { GuestDocumentDto, GuestDocumentsDto, RequirementDto } from "#app/modules/document/document.contract";
import { documentDueOn, isOverdue, requirementsFor } from "#app/modules/document/document.rules";
import type { DocumentGuestRow } from "./document-guests";
import type { GuestDocumentRow, RequirementRow } from "./document.repository";

/*
 * One way to turn rows into what the booking page and the readiness board show: each guest with
 * the documents that apply to them, missing ones included, due dates and overdue flags. The
 * booking's documents and the board both call `toGuestDocuments`, so they never disagree.
 */

const fileUrl = (id: string | null) => (id ? `/api/file/${id}` : null);

export const toRequirementDto = (r: RequirementRow): RequirementDto => ({
  kind: r.kind,
  applies_to: r.appliesTo,
  due_days: r.dueDays,
});

/** One document of a guest: the stored one, or "missing" when there is none. */
export function toGuestDocumentDto(
  requirement: RequirementDto,
  stored: GuestDocumentRow | undefined,
  booking: { departureStart: string | null; bookedAt: Date },
  today: string,
  mimeOf: (fileId: string) => string | null = () => null,
): GuestDocumentDto {
  const status = stored?.status ?? "missing";
  const dueOn = booking.departureStart
    ? documentDueOn(booking.departureStart, requirement.due_days, booking.bookedAt)
    : null;
  return {
    id: stored?.id ?? null,
    kind: requirement.kind,
    status,
    due_on: dueOn,
    overdue: isOverdue(status, dueOn, today),
    file_url: fileUrl(stored?.fileId ?? null),
    file_mime: stored?.fileId ? mimeOf(stored.fileId) : null,
    file_deleted: Boolean(stored?.fileDeletedAt),
    vaccine: stored?.vaccine ?? null,
    vaccinated_on: stored?.vaccinatedOn ?? null,
    rejection_reason: stored?.status === "rejected" ? stored.rejectionReason : null,
    submitted_at: stored?.submittedAt.toISOString() ?? null,
    reviewed_at: stored?.reviewedAt?.toISOString() ?? null,
  };
}

/** Each guest with the documents their package asks of them. */
export function toGuestDocuments(
  guests: DocumentGuestRow[],
  requirementsOf: (packageId: number | null) => RequirementDto[],
  stored: GuestDocumentRow[],
  today: string,
  mimeOf?: (fileId: string) => string | null,
): GuestDocumentsDto[] {
  const byGuest = new Map<string, GuestDocumentRow>();
  for (const d of stored) byGuest.set(`${d.guestId}:${d.kind}`, d);
  return guests.map((g) => ({
    guest_id: g.guestId,
    position: g.position,
    full_name: g.fullName,
    traveller_type: g.travellerType,
    gender: g.gender,
    documents: requirementsFor(requirementsOf(g.packageId), g).map((r) =>
      toGuestDocumentDto(r, byGuest.get(`${g.guestId}:${r.kind}`), g, today, mimeOf),
    ),
  }));
}

/** Requirements grouped by package, for `toGuestDocuments`. */
export function requirementsByPackage(rows: RequirementRow[]): (packageId: number | null) => RequirementDto[] {
  const map = new Map<number, RequirementDto[]>();
  for (const r of rows) {
    const list = map.get(r.packageId) ?? [];
    list.push(toRequirementDto(r));
    map.set(r.packageId, list);
  }
  return (packageId) => (packageId === null ? [] : (map.get(packageId) ?? []));
}
