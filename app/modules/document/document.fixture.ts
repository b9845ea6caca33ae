import type { GuestDocumentDto } from "./document.contract";

/**
 * A guest's document as the document API answers it, for the rule and component tests: a
 * passport not sent yet, unless the test says otherwise.
 */
export const aGuestDocument = (over: Partial<GuestDocumentDto> = {}): GuestDocumentDto => ({
  id: null,
  kind: "passport",
  status: "missing",
  due_on: "2027-01-01",
  overdue: false,
  file_url: null,
  file_mime: null,
  file_deleted: false,
  vaccine: null,
  vaccinated_on: null,
  rejection_reason: null,
  submitted_at: null,
  reviewed_at: null,
  ...over,
});
