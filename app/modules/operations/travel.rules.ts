import type { Locale } from "#app/shared/i18n/config";
import { formatZoned } from "#app/shared/zoned-time";

/*
 * A departure's flights, tickets and hotels as operations staff enter them (docs/product.md
 * §Departure operations, decision 081): the airports agencies fly from and to with their zones,
 * the formats of airline codes, flight numbers, PNRs and ticket numbers, and the lines the
 * booking page and the departure reminder print. Pure: the contract, the server and the screens
 * use them.
 */

/** An airport agencies use: its city and IANA time zone (its clock is the one on the ticket). */
export interface Airport {
  city: string;
  zone: string;
}

/**
 * The airports umrah and tour agencies of Indonesia and Malaysia fly from, through and to. A
 * code not listed is still accepted, with the zone staff choose.
 */
export const AIRPORTS: Readonly<Record<string, Airport>> = {
  // Indonesia: three zones (WIB +7, WITA +8, WIT +9).
  CGK: { city: "Jakarta", zone: "Asia/Jakarta" },
  HLP: { city: "Jakarta", zone: "Asia/Jakarta" },
  SUB: { city: "Surabaya", zone: "Asia/Jakarta" },
  KNO: { city: "Medan", zone: "Asia/Jakarta" },
  BTJ: { city: "Banda Aceh", zone: "Asia/Jakarta" },
  PDG: { city: "Padang", zone: "Asia/Jakarta" },
  PKU: { city: "Pekanbaru", zone: "Asia/Jakarta" },
  BTH: { city: "Batam", zone: "Asia/Jakarta" },
  PLM: { city: "Palembang", zone: "Asia/Jakarta" },
  DJB: { city: "Jambi", zone: "Asia/Jakarta" },
  TKG: { city: "Bandar Lampung", zone: "Asia/Jakarta" },
  BDO: { city: "Bandung", zone: "Asia/Jakarta" },
  KJT: { city: "Kertajati", zone: "Asia/Jakarta" },
  SRG: { city: "Semarang", zone: "Asia/Jakarta" },
  SOC: { city: "Solo", zone: "Asia/Jakarta" },
  JOG: { city: "Yogyakarta", zone: "Asia/Jakarta" },
  YIA: { city: "Yogyakarta", zone: "Asia/Jakarta" },
  MLG: { city: "Malang", zone: "Asia/Jakarta" },
  PNK: { city: "Pontianak", zone: "Asia/Pontianak" },
  BPN: { city: "Balikpapan", zone: "Asia/Makassar" },
  BDJ: { city: "Banjarmasin", zone: "Asia/Makassar" },
  UPG: { city: "Makassar", zone: "Asia/Makassar" },
  MDC: { city: "Manado", zone: "Asia/Makassar" },
  DPS: { city: "Denpasar", zone: "Asia/Makassar" },
  LOP: { city: "Lombok", zone: "Asia/Makassar" },
  DJJ: { city: "Jayapura", zone: "Asia/Jayapura" },
  // Malaysia and Singapore.
  KUL: { city: "Kuala Lumpur", zone: "Asia/Kuala_Lumpur" },
  PEN: { city: "Penang", zone: "Asia/Kuala_Lumpur" },
  JHB: { city: "Johor Bahru", zone: "Asia/Kuala_Lumpur" },
  KBR: { city: "Kota Bharu", zone: "Asia/Kuala_Lumpur" },
  AOR: { city: "Alor Setar", zone: "Asia/Kuala_Lumpur" },
  KUA: { city: "Kuantan", zone: "Asia/Kuala_Lumpur" },
  TGG: { city: "Kuala Terengganu", zone: "Asia/Kuala_Lumpur" },
  IPH: { city: "Ipoh", zone: "Asia/Kuala_Lumpur" },
  LGK: { city: "Langkawi", zone: "Asia/Kuala_Lumpur" },
  BKI: { city: "Kota Kinabalu", zone: "Asia/Kuching" },
  KCH: { city: "Kuching", zone: "Asia/Kuching" },
  MYY: { city: "Miri", zone: "Asia/Kuching" },
  SIN: { city: "Singapore", zone: "Asia/Singapore" },
  // Saudi Arabia.
  JED: { city: "Jeddah", zone: "Asia/Riyadh" },
  MED: { city: "Madinah", zone: "Asia/Riyadh" },
  TIF: { city: "Taif", zone: "Asia/Riyadh" },
  RUH: { city: "Riyadh", zone: "Asia/Riyadh" },
  YNB: { city: "Yanbu", zone: "Asia/Riyadh" },
  // Transit hubs and tour destinations.
  DXB: { city: "Dubai", zone: "Asia/Dubai" },
  AUH: { city: "Abu Dhabi", zone: "Asia/Dubai" },
  SHJ: { city: "Sharjah", zone: "Asia/Dubai" },
  DOH: { city: "Doha", zone: "Asia/Qatar" },
  MCT: { city: "Muscat", zone: "Asia/Muscat" },
  BAH: { city: "Bahrain", zone: "Asia/Bahrain" },
  KWI: { city: "Kuwait", zone: "Asia/Kuwait" },
  AMM: { city: "Amman", zone: "Asia/Amman" },
  IST: { city: "Istanbul", zone: "Europe/Istanbul" },
  SAW: { city: "Istanbul", zone: "Europe/Istanbul" },
  CAI: { city: "Cairo", zone: "Africa/Cairo" },
  TAS: { city: "Tashkent", zone: "Asia/Tashkent" },
  BKK: { city: "Bangkok", zone: "Asia/Bangkok" },
};

/** The airport of a code, when it is one of AIRPORTS. */
export function airportOf(code: string): Airport | undefined {
  return Object.hasOwn(AIRPORTS, code) ? AIRPORTS[code] : undefined;
}

/** The airlines agencies fly with, by their two-character IATA code: the name pilgrims know. */
export const AIRLINES: Readonly<Record<string, string>> = {
  SV: "Saudia",
  GA: "Garuda Indonesia",
  MH: "Malaysia Airlines",
  QZ: "Indonesia AirAsia",
  AK: "AirAsia",
  D7: "AirAsia X",
  JT: "Lion Air",
  ID: "Batik Air",
  OD: "Batik Air Malaysia",
  IU: "Super Air Jet",
  QG: "Citilink",
  IW: "Wings Air",
  XY: "flynas",
  F3: "flyadeal",
  EK: "Emirates",
  EY: "Etihad Airways",
  QR: "Qatar Airways",
  TK: "Turkish Airlines",
  WY: "Oman Air",
  GF: "Gulf Air",
  KU: "Kuwait Airways",
  MS: "EgyptAir",
  RJ: "Royal Jordanian",
  FZ: "flydubai",
  G9: "Air Arabia",
  HY: "Uzbekistan Airways",
  SQ: "Singapore Airlines",
  TR: "Scoot",
  TG: "Thai Airways",
};

export function airlineName(code: string): string | null {
  return Object.hasOwn(AIRLINES, code) ? AIRLINES[code] : null;
}

/** A three-letter IATA airport code. */
export const IATA_PATTERN = /^[A-Z]{3}$/;
/** A two-character IATA airline designator: two letters, or a letter and a digit ("SV", "3K", "D7"). */
export const AIRLINE_PATTERN = /^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z])$/;
/** A flight number without its airline: one to four digits, maybe an operational suffix letter ("817", "5401A"). */
export const FLIGHT_NUMBER_PATTERN = /^[0-9]{1,4}[A-Z]?$/;
/** A booking's record locator (PNR): five to eight letters and digits. */
export const PNR_PATTERN = /^[A-Z0-9]{5,8}$/;
/**
 * An airline e-ticket number: 13 digits, the airline's three-digit accounting prefix then a
 * ten-digit serial ("157-2401234567"); written with or without a dash or space after the prefix.
 */
export const TICKET_PATTERN = /^([0-9]{3})[-\s]?([0-9]{10})$/;
/** A hotel booking's Nusuk Masar reference: letters and digits, dashes and slashes. */
export const NUSUK_PATTERN = /^[A-Z0-9][A-Z0-9/-]*$/;
/** The longest a flight leg may last: a date typed a day off shows as a 30-hour flight. */
export const MAX_LEG_HOURS = 24;

/** A ticket number as stored and shown, "157-2401234567"; null when it is not one. */
export function normaliseTicket(text: string): string | null {
  const m = TICKET_PATTERN.exec(text.trim());
  return m ? `${m[1]}-${m[2]}` : null;
}

/** Nights of a hotel stay (check-out day minus check-in day): shown, never stored. */
export function stayNights(checkIn: string, checkOut: string): number {
  const day = (d: string) => Date.parse(`${d.slice(0, 10)}T00:00:00Z`);
  return Math.round((day(checkOut) - day(checkIn)) / 86_400_000);
}

/** What a flight leg's line needs. */
export interface LegFacts {
  airline: string;
  flight_number: string;
  origin: string;
  destination: string;
  departs_at: string;
  departs_zone: string;
}

/**
 * A leg as one line in the reader's language, its departure on its airport's clock: "SV 817
 * CGK–JED 10 Jan 10.25 WIB" (the departure reminder's flight when staff wrote none).
 */
export function legLine(leg: LegFacts, locale: Locale): string {
  const when = formatZoned(new Date(leg.departs_at), locale, leg.departs_zone, { withYear: false });
  return `${leg.airline} ${leg.flight_number} ${leg.origin}–${leg.destination} ${when.replace(",", "")}`;
}

/** The legs in the order they fly: by departure, then as entered. */
export function legOrder<T extends { departs_at: string; id: number }>(legs: readonly T[]): T[] {
  return [...legs].sort((a, b) => a.departs_at.localeCompare(b.departs_at) || a.id - b.id);
}
