import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./account";
import { bookingGuests, bookings } from "./booking";
import { departures, packages, roomTypes } from "./catalog";
import { files } from "./media";
import { timestamps, type Translations } from "./types";

// The operations module's tables (app/modules/operations): the rooming list of a departure.

/**
 * A room of a departure's rooming list: of one room type, in the list's order, with its number
 * at each hotel city of the package ({ "Makkah": "1204", "Madinah": "811" }). Guests are placed
 * in it through booking_guests.room_id.
 */
export const departureRooms = pgTable(
  "departure_rooms",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    departureId: integer()
      .notNull()
      .references(() => departures.id, { onDelete: "cascade" }),
    roomTypeId: integer()
      .notNull()
      .references(() => roomTypes.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    numbers: jsonb().$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index("departure_rooms_departure_idx").on(t.departureId, t.roomTypeId, t.position),
    index("departure_rooms_room_type_idx").on(t.roomTypeId),
  ],
);

/**
 * A departure's stay at each hotel city of its package (docs/product.md §Rooming list): the dates
 * the hotel is told, printed on the rooming list, whose cities follow the stays' order.
 */
export const departureStays = pgTable(
  "departure_stays",
  {
    departureId: integer()
      .notNull()
      .references(() => departures.id, { onDelete: "cascade" }),
    city: text().notNull(),
    checkIn: date({ mode: "string" }).notNull(),
    checkOut: date({ mode: "string" }).notNull(),
    /** The hotel's name; "" = not chosen yet (decision 081). */
    hotel: text().notNull().default(""),
    /** The hotel booking's reference in Nusuk Masar, which a Saudi visa needs since 2025. */
    nusukRef: text().notNull().default(""),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.departureId, t.city] }),
    check("departure_stays_dates", sql`${t.checkOut} > ${t.checkIn}`),
  ],
);

/**
 * What a departure's reminder tells its customers (docs/product.md §WhatsApp): the flight and the
 * meeting point, as operations staff write them once known. Absent: "to be announced".
 */
export const departureBriefings = pgTable("departure_briefings", {
  departureId: integer()
    .primaryKey()
    .references(() => departures.id, { onDelete: "cascade" }),
  /** "SV 817 CGK–JED, 10:25 WIB": the flight as the customer needs it. */
  flight: text().notNull().default(""),
  meetingPoint: text().notNull().default(""),
  /** When to be at the meeting point. */
  meetingAt: timestamp({ withTimezone: true }),
  /** The departure's tour leader (muthawwif) and their phone; "" = not named yet. */
  tourLeader: text().notNull().default(""),
  tourLeaderPhone: text().notNull().default(""),
  ...timestamps,
});

/** The departure reminder each booking was sent: once per booking, whichever instance runs the job. */
export const departureReminders = pgTable("departure_reminders", {
  bookingId: uuid()
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});

// Departure operations (issue 31, decision 081): flights, tickets, visas, manasik, equipment kits.

/**
 * A flight leg of a departure: times are instants; each airport's zone is kept beside them so the
 * leg shows in local time at both ends ("10:25 WIB" in Jakarta, "16:05" in Jeddah).
 */
export const departureFlights = pgTable(
  "departure_flights",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    departureId: integer()
      .notNull()
      .references(() => departures.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    airline: text().notNull(),
    flightNumber: text().notNull(),
    /** IATA airport codes ("CGK", "JED"). */
    origin: text().notNull(),
    destination: text().notNull(),
    departsAt: timestamp({ withTimezone: true }).notNull(),
    /** IANA zones of the two airports ("Asia/Jakarta", "Asia/Riyadh"). */
    departsZone: text().notNull(),
    arrivesAt: timestamp({ withTimezone: true }).notNull(),
    arrivesZone: text().notNull(),
    /** The group booking's record locator; "" = not issued yet. */
    pnr: text().notNull().default(""),
    /** Seats held under the PNR. */
    groupSize: integer(),
    ...timestamps,
  },
  (t) => [
    index("departure_flights_departure_idx").on(t.departureId, t.position),
    check("departure_flights_times", sql`${t.arrivesAt} > ${t.departsAt}`),
  ],
);

/** A guest's airline ticket (one e-ticket number covers the legs of the group booking). */
export const guestTickets = pgTable(
  "guest_tickets",
  {
    guestId: integer()
      .primaryKey()
      .references(() => bookingGuests.id, { onDelete: "cascade" }),
    ticketNumber: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("guest_tickets_number_idx").on(t.ticketNumber)],
);

/** Where a guest's Saudi visa stands (decision 081); no row = waiting for documents. */
export const visaState = pgEnum("visa_state", ["waiting", "submitted", "issued", "rejected"]);

export const guestVisas = pgTable(
  "guest_visas",
  {
    guestId: integer()
      .primaryKey()
      .references(() => bookingGuests.id, { onDelete: "cascade" }),
    status: visaState().notNull(),
    visaNumber: text(),
    issuedOn: date({ mode: "string" }),
    expiresOn: date({ mode: "string" }),
    fileId: uuid().references(() => files.id, { onDelete: "set null" }),
    reason: text(),
    updatedBy: integer().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    check(
      "guest_visas_issued",
      sql`${t.status} <> 'issued' or (${t.visaNumber} is not null and ${t.issuedOn} is not null and ${t.expiresOn} is not null)`,
    ),
    check("guest_visas_rejected", sql`${t.status} <> 'rejected' or ${t.reason} is not null`),
  ],
);

/** Each change of a guest's visa, never edited: the visa's history. */
export const guestVisaEvents = pgTable(
  "guest_visa_events",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer()
      .notNull()
      .references(() => bookingGuests.id, { onDelete: "cascade" }),
    status: visaState().notNull(),
    visaNumber: text(),
    reason: text(),
    byUserId: integer().references(() => users.id, { onDelete: "set null" }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("guest_visa_events_guest_idx").on(t.guestId, t.at)],
);

/** A manasik (pre-departure lesson) of a departure. */
export const manasikSessions = pgTable(
  "manasik_sessions",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    departureId: integer()
      .notNull()
      .references(() => departures.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    place: text().notNull(),
    teacher: text().notNull(),
    ...timestamps,
  },
  (t) => [index("manasik_sessions_departure_idx").on(t.departureId, t.startsAt)],
);

/** Whether a guest came to a manasik session; no row = not recorded. */
export const manasikAttendance = pgTable(
  "manasik_attendance",
  {
    sessionId: integer()
      .notNull()
      .references(() => manasikSessions.id, { onDelete: "cascade" }),
    guestId: integer()
      .notNull()
      .references(() => bookingGuests.id, { onDelete: "cascade" }),
    present: boolean().notNull(),
    recordedBy: integer().references(() => users.id, { onDelete: "set null" }),
    recordedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.guestId] }), index("manasik_attendance_guest_idx").on(t.guestId)],
);

/** Whom a kit item is for. */
export const kitItemFor = pgEnum("kit_item_for", ["all", "male", "female"]);

/** An item of a package's equipment kit: a suitcase for everyone, ihram for men, a mukena for women. */
export const packageKitItems = pgTable(
  "package_kit_items",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => packages.id, { onDelete: "cascade" }),
    position: integer().notNull().default(0),
    name: jsonb().$type<Translations>().notNull(),
    for: kitItemFor().notNull().default("all"),
    /** The sizes it comes in; empty = one size. */
    sizes: text().array().notNull().default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [index("package_kit_items_package_idx").on(t.packageId, t.position)],
);

export const kitHandover = pgEnum("kit_handover", ["pickup", "courier"]);

/**
 * A guest's kit, handed over once (decision 081): only when the booking is paid in full, unless
 * staff override with a reason.
 */
export const guestKits = pgTable(
  "guest_kits",
  {
    guestId: integer()
      .primaryKey()
      .references(() => bookingGuests.id, { onDelete: "cascade" }),
    size: text(),
    issuedOn: date({ mode: "string" }).notNull(),
    issuedBy: integer().references(() => users.id, { onDelete: "set null" }),
    handover: kitHandover().notNull(),
    courier: text(),
    tracking: text(),
    /** Why it was handed over before the booking was paid in full; null = it was paid. */
    overrideReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("guest_kits_courier", sql`${t.handover} <> 'courier' or ${t.tracking} is not null`)],
);
