import type { TravellerType } from "#app/modules/catalog/rooms.rules";
import type {
  AppliesTo,
  DocumentKind,
  DocumentStatus,
  MeningitisVaccine,
} from "#app/modules/document/document.contract";

/*
 * The catalogue keys of each document kind, audience, status, vaccine and traveller type, written
 * out (the key-parity test reads keys literally, never built from templates) and namespaced, so
 * screens, mails and exports all name them from this one file. The booking page and its mails use
 * the `document` catalogue's full names; the readiness board, its reminders and its export the
 * `readiness` catalogue's short column names.
 */

export const KIND_KEYS = {
  passport: "document:kinds.passport",
  passport_photo: "document:kinds.passport_photo",
  national_id: "document:kinds.national_id",
  family_card: "document:kinds.family_card",
  meningitis: "document:kinds.meningitis",
  relationship: "document:kinds.relationship",
} as const satisfies Record<DocumentKind, string>;

export const AUDIENCE_KEYS = {
  all: "document:audiences.all",
  adults: "document:audiences.adults",
  children: "document:audiences.children",
  women: "document:audiences.women",
} as const satisfies Record<AppliesTo, string>;

export const STATUS_KEYS = {
  missing: "document:statuses.missing",
  submitted: "document:statuses.submitted",
  verified: "document:statuses.verified",
  rejected: "document:statuses.rejected",
} as const satisfies Record<DocumentStatus, string>;

export const STATUS_TONES = {
  missing: "slate",
  submitted: "blue",
  verified: "green",
  rejected: "red",
} as const satisfies Record<DocumentStatus, "slate" | "blue" | "green" | "red">;

export const VACCINE_KEYS = {
  polysaccharide: "document:vaccines.polysaccharide",
  conjugate: "document:vaccines.conjugate",
} as const satisfies Record<MeningitisVaccine, string>;

export const READINESS_KIND_KEYS = {
  passport: "readiness:kind.passport",
  passport_photo: "readiness:kind.passport_photo",
  national_id: "readiness:kind.national_id",
  family_card: "readiness:kind.family_card",
  meningitis: "readiness:kind.meningitis",
  relationship: "readiness:kind.relationship",
} as const satisfies Record<DocumentKind, string>;

export const READINESS_STATUS_KEYS = {
  missing: "readiness:status.missing",
  submitted: "readiness:status.submitted",
  verified: "readiness:status.verified",
  rejected: "readiness:status.rejected",
} as const satisfies Record<DocumentStatus, string>;

export const TRAVELLER_KEYS = {
  adult: "readiness:traveller.adult",
  child: "readiness:traveller.child",
  infant: "readiness:traveller.infant",
} as const satisfies Record<TravellerType, string>;
