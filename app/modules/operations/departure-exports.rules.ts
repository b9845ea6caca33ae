import type { EducationLevel, Occupation } from "#app/modules/booking/ministry.rules";
import { proposePassportName } from "#app/modules/booking/ministry.rules";
import { toE164 } from "#app/shared/whatsapp";

/*
 * The rules of a departure's exports (docs/product.md §Departure operations, decision 081): the
 * ministry's title and words for the SISKOPATUH sheet, the airline manifest's title and name
 * split, the phone and identity columns, the dates' formats, and which of the ministry's data a
 * guest still misses. Pure, shared by the exports and the departure's "ministry" screen.
 */

export type Gender = "male" | "female";
export type MaritalStatus = "single" | "married" | "divorced" | "widowed";

/** What the titles need of a guest. */
export interface TitleFacts {
  gender: Gender;
  marital_status: MaritalStatus | null;
  /** YYYY-MM-DD. */
  birth_date: string;
}

export type PersonTitle = "MR" | "MRS" | "MS" | "MSTR" | "MISS";

/** Whole years from `birth` to `on` (both YYYY-MM-DD): the age on the departure date. */
export function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split("-").map(Number);
  const [y, m, d] = on.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/**
 * The title from gender, marital status and age on the departure date: under `childUnder` years a
 * boy is MSTR and a girl MISS; a man is MR; a woman who is or was married (married, divorced,
 * widowed) is MRS, any other woman MS (single, or not said yet: MS assumes nothing).
 */
function personTitle(g: TitleFacts, departure: string, childUnder: number): PersonTitle {
  if (ageOn(g.birth_date, departure) < childUnder) return g.gender === "male" ? "MSTR" : "MISS";
  if (g.gender === "male") return "MR";
  return g.marital_status && g.marital_status !== "single" ? "MRS" : "MS";
}

/**
 * SISKOPATUH's TITLE. Agencies fill the ministry's template with the English titles the passport
 * and the airline use (MR, MRS, MS; MSTR and MISS for children), not Indonesian honorifics; a
 * child is under 17 on the departure date, the age of the Indonesian identity card (KTP).
 */
export function ministryTitle(g: TitleFacts, departure: string): PersonTitle {
  return personTitle(g, departure, 17);
}

/** The airline manifest's title: a child is under 12 on the departure date (the airlines' child fare). */
export function airlineTitle(g: TitleFacts, departure: string): PersonTitle {
  return personTitle(g, departure, 12);
}

/** SISKOPATUH's STATUS PERNIKAHAN. */
export const MARITAL_WORDS: Record<MaritalStatus, string> = {
  single: "BELUM MENIKAH",
  married: "MENIKAH",
  divorced: "CERAI HIDUP",
  widowed: "CERAI MATI",
};

/**
 * STATUS PERNIKAHAN: the guest's, in the ministry's words; a child or an infant whose status is not
 * given is single (the checkout does not ask them).
 */
export function ministryMarital(
  status: MaritalStatus | null,
  travellerType: "adult" | "child" | "infant" | null = "adult",
): string {
  if (status) return MARITAL_WORDS[status];
  return travellerType && travellerType !== "adult" ? MARITAL_WORDS.single : "";
}

/** SISKOPATUH's PENDIDIKAN: the last school finished, as Indonesian forms name it. */
export const EDUCATION_WORDS: Record<EducationLevel, string> = {
  none: "TIDAK SEKOLAH",
  primary: "SD",
  junior: "SLTP",
  senior: "SLTA",
  diploma: "DIPLOMA",
  bachelor: "S1",
  master: "S2",
  doctorate: "S3",
};

/** SISKOPATUH's PEKERJAAN. */
export const OCCUPATION_WORDS: Record<Occupation, string> = {
  civil_servant: "PNS",
  military_police: "TNI/POLRI",
  state_enterprise: "BUMN",
  private_employee: "KARYAWAN SWASTA",
  entrepreneur: "WIRASWASTA",
  trader: "PEDAGANG",
  farmer: "PETANI",
  fisher: "NELAYAN",
  homemaker: "IBU RUMAH TANGGA",
  student: "PELAJAR/MAHASISWA",
  retired: "PENSIUNAN",
  other: "LAINNYA",
};

/** KEWARGANEGARAAN: WNI for an Indonesian, WNA for any other nationality, "" when not given. */
export function citizenship(nationality: string | null): "WNI" | "WNA" | "" {
  if (!nationality) return "";
  return nationality.toUpperCase() === "ID" ? "WNI" : "WNA";
}

/**
 * JENIS IDENTITAS and NO IDENTITAS: an Indonesian's NIK (the number on the KTP, `ic_number`);
 * anyone else, or an Indonesian without it, is identified by the passport (PASPOR); nothing
 * when neither is known.
 */
export function ministryIdentity(g: {
  nationality: string | null;
  ic_number: string | null;
  passport_number: string | null;
}): { kind: "NIK" | "PASPOR" | ""; number: string } {
  const nik = g.ic_number?.trim();
  if (nik && citizenship(g.nationality) === "WNI") return { kind: "NIK", number: nik };
  const passport = g.passport_number?.trim();
  if (passport) return { kind: "PASPOR", number: passport };
  return { kind: "", number: "" };
}

const CALLING: Record<string, string> = { ID: "62", MY: "60", SG: "65" };

/**
 * NO TELPON and NO HP from the guest's one phone number: a mobile number (WhatsApp's rule,
 * app/shared/whatsapp.ts; a local number is the guest's country's) goes to NO HP, an Indonesian
 * one the local way ("081211112222"), another country's in E.164 ("+60123456789"); anything else
 * (a landline) to NO TELPON as typed.
 */
export function ministryPhones(phone: string | null, country: string): { telpon: string; hp: string } {
  const raw = phone?.trim() ?? "";
  if (!raw) return { telpon: "", hp: "" };
  const mobile = toE164(raw, CALLING[country] ?? "62");
  if (!mobile) return { telpon: raw, hp: "" };
  return { telpon: "", hp: mobile.startsWith("+62") ? `0${mobile.slice(3)}` : mobile };
}

/** The name as in the passport: the one staff or the customer wrote, else the builder's proposal. */
export function passportNameOf(g: { passport_name: string | null; full_name: string; father_name: string | null }) {
  const own = g.passport_name?.trim();
  return own ? own.toLocaleUpperCase("en") : proposePassportName(g.full_name, g.father_name);
}

/**
 * The airline's surname and given names from the passport name: the last word is the surname, the
 * words before it the given names. A one-word name is the surname, with FNU ("first name
 * unknown", the airlines' and immigration's word) as given names.
 */
export function splitPassportName(name: string): { surname: string; given: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { surname: "", given: "" };
  if (words.length === 1) return { surname: words[0], given: "FNU" };
  return { surname: words[words.length - 1], given: words.slice(0, -1).join(" ") };
}

/** A calendar day as SISKOPATUH writes it: dd-MM-yyyy ("05-01-1980"); "" without one. */
export function dayDmy(iso: string | null): string {
  if (!iso) return "";
  const [y, m, d] = iso.split("-");
  return `${d}-${m}-${y}`;
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** A calendar day as airlines write it: dd-MMM-yyyy in English capitals ("05-JAN-1980"); "" without one. */
export function dayDmonY(iso: string | null): string {
  if (!iso) return "";
  const [y, m, d] = iso.split("-");
  return `${d}-${MONTHS[Number(m) - 1]}-${y}`;
}

/** The three files of a departure (GET /api/departures/{time_id}/export/{kind}). */
export const DEPARTURE_EXPORT_KINDS = ["siskopatuh", "manifest", "insurance"] as const;
export type DepartureExportKind = (typeof DEPARTURE_EXPORT_KINDS)[number];

/** SISKOPATUH's columns, in the ministry's order and words. */
export const SISKOPATUH_HEADERS = [
  "NO",
  "TITLE",
  "NAMA",
  "NAMA AYAH",
  "JENIS IDENTITAS",
  "NO IDENTITAS",
  "NAMA PASPOR",
  "NO PASPOR",
  "TANGGAL DIKELUARKAN PASPOR",
  "KOTA PASPOR",
  "TEMPAT LAHIR",
  "TANGGAL LAHIR",
  "ALAMAT",
  "PROVINSI",
  "KABUPATEN",
  "KECAMATAN",
  "KELURAHAN",
  "NO TELPON",
  "NO HP",
  "KEWARGANEGARAAN",
  "STATUS PERNIKAHAN",
  "PENDIDIKAN",
  "PEKERJAAN",
] as const;

/** The airline manifest's columns (the airlines' English). */
export const MANIFEST_HEADERS = [
  "NO",
  "TITLE",
  "SURNAME",
  "GIVEN NAMES",
  "GENDER",
  "DATE OF BIRTH",
  "PASSPORT NO",
  "PASSPORT EXPIRY",
  "NATIONALITY",
  "PNR",
  "TICKET NO",
] as const;
