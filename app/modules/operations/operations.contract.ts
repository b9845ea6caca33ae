import { z } from "zod";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { GENDERS, GUEST_RELATIONS } from "#app/modules/booking/booking.contract";
import { ROOM_WARNINGS } from "./rooming.rules";

/* The shapes of the departure operations' API (decision 072): the rooming list for now. */

// A departure's rooms and who sleeps in each (docs/product.md §Rooming list, decision 033).
const roomingId = z.coerce.number().int().positive().max(2_147_483_647);
export const roomingParams = z.object({ time_id: roomingId });
export const roomingRoomParams = roomingParams.extend({ room_id: roomingId });
export const roomingGuestParams = roomingParams.extend({ guest_id: roomingId });
/** Move a guest to a room of the list, or take them out of their room (null). */
/**
 * Move a guest (null = out of their room). A move that leaves a child without an adult of their
 * booking, puts a child with another booking's guests, or men and women of different families
 * together is refused (409) unless `confirm` is true (docs/product.md §Rooming list).
 */
export const roomingMoveInput = z.object({
  room_id: z.number().int().positive().max(2_147_483_647).nullable(),
  confirm: z.boolean().default(false),
});
export const roomingAddRoomInput = z.object({ room_type_id: z.number().int().positive().max(2_147_483_647) });
/**
 * PUT /rooming/{time_id}/stays: the departure's check-in and check-out at each hotel city of the
 * package (a city left out has none), within the trip's dates.
 */
export const roomingStaysInput = z.object({
  stays: z
    .array(
      z
        .object({ city: z.string().trim().min(1).max(40), check_in: z.iso.date(), check_out: z.iso.date() })
        .refine((s) => s.check_out > s.check_in, { path: ["check_out"], message: "stay_dates_order" }),
    )
    .max(6),
});
export type RoomingStaysInput = z.input<typeof roomingStaysInput>;
/** A room's numbers per hotel city of the package; an empty number is removed. */
export const roomingNumbersInput = z.object({
  numbers: z.record(z.string().trim().min(1).max(40), z.string().trim().max(20)),
});
export const roomingGuestDto = z.object({
  id: z.number().int(),
  booking_id: z.string(),
  booking_code: z.string(),
  full_name: z.string(),
  gender: z.enum(GENDERS),
  traveller_type: z.enum(TRAVELLER_TYPES),
  // The room type whose bed the guest bought; null = no bed (a child without a bed, an infant).
  room_type_id: z.number().int().nullable(),
  room_id: z.number().int().nullable(),
  // The guest's family (the mixing rule's unit): a key, equal for the relatives of one booking.
  family: z.string(),
  // How the guest is related to guest number `related_to` of their booking (null = not stated),
  // and their own number in it.
  relation: z.enum(GUEST_RELATIONS).nullable(),
  related_to: z.number().int().nullable(),
  position: z.number().int(),
});
export type RoomingGuestDto = z.infer<typeof roomingGuestDto>;
export const roomingRoomDto = z.object({
  id: z.number().int(),
  room_type_id: z.number().int(),
  // 1, 2, 3... within its room type: what staff call it before the hotel gives numbers.
  number: z.number().int(),
  numbers: z.record(z.string(), z.string()),
  beds: z.number().int(),
  beds_free: z.number().int(),
  // Men and women of different families share it (only a move by staff makes one).
  mixed: z.boolean(),
  // Every flag of the room (rooming.rules ROOM_WARNINGS): mixed, a child without an adult of
  // their booking, a child with guests of another booking. Only a confirmed move makes one.
  warnings: z.array(z.enum(ROOM_WARNINGS)),
  guests: z.array(roomingGuestDto),
});
export type RoomingRoomDto = z.infer<typeof roomingRoomDto>;
export const roomingListDto = z.object({
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }),
  hotel_cities: z.array(z.string()),
  // The hotel cities in the itinerary's order (by check-in; those without dates after, in the
  // package's order) with the departure's check-in and check-out there (null = not set yet).
  stays: z.array(z.object({ city: z.string(), check_in: z.string().nullable(), check_out: z.string().nullable() })),
  room_types: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      name: z.string(),
      beds: z.number().int(),
      rooms: z.array(roomingRoomDto),
    }),
  ),
  // Guests of seat-holding bookings not in a room yet.
  unplaced: z.array(roomingGuestDto),
  guest_count: z.number().int(),
});
export type RoomingListDto = z.infer<typeof roomingListDto>;
export const roomingResponse = z.object({ data: roomingListDto });
export const roomingActionResponse = z.object({ message: z.string(), data: roomingListDto });

/**
 * A departure's briefing (docs/product.md §WhatsApp): the flight and the meeting point its
 * reminder tells the customers; empty: "to be announced". `meeting_at` is an instant (ISO with
 * offset), or "" / null for none.
 */
export const briefingInput = z.object({
  flight: z.string().trim().max(200).default(""),
  meeting_point: z.string().trim().max(300).default(""),
  meeting_at: z
    .union([z.iso.datetime({ offset: true }), z.literal("")])
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type BriefingInput = z.input<typeof briefingInput>;
export const briefingDto = z.object({
  flight: z.string(),
  meeting_point: z.string(),
  meeting_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BriefingDto = z.infer<typeof briefingDto>;
export const briefingResponse = z.object({ data: briefingDto });
