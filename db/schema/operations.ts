import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { bookings } from "./booking";
import { departures, roomTypes } from "./catalog";
import { timestamps } from "./types";

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
  ...timestamps,
});

/** The departure reminder each booking was sent: once per booking, whichever instance runs the job. */
export const departureReminders = pgTable("departure_reminders", {
  bookingId: uuid()
    .primaryKey()
    .references(() => bookings.id, { onDelete: "cascade" }),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});
