import type {
  AppliesTo,
  DocumentKind,
  DocumentStatus,
  MeningitisVaccine,
} from "#app/modules/document/document.contract";

/*
 * The `document` catalogue's keys of each kind, audience, status and vaccine, written out (the
 * key-parity test reads keys literally, never built from templates).
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
