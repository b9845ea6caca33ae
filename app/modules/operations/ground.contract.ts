import { z } from "zod";
import { trRequired, translationsDto } from "#app/shared/translatable.contract";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";
import { BOOKING_STATUSES, GENDERS } from "#app/modules/booking/booking.contract";
import { KIT_HANDOVERS, KIT_ITEM_FOR } from "./kit.rules";

/*
 * The shapes of a departure's operations on the ground (docs/product.md §Departure operations,
 * decision 081): manasik sessions and their attendance, the package's equipment kit and its
 * handover per guest, and what the ID cards and luggage tags print. Staff with the departures
 * permission; a branch clerk sees and records their branch's guests only.
 */

const dbId = z.coerce.number().int().positive().max(2_147_483_647);
export const groundParams = z.object({ time_id: dbId });
export const manasikSessionParams = groundParams.extend({ session_id: dbId });
export const kitItemParams = groundParams.extend({ item_id: dbId });
export const groundGuestParams = groundParams.extend({ guest_id: dbId });

/** The departure a screen is about. */
export const groundDepartureDto = z.object({
  id: z.number().int(),
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  start_date: z.string(),
  end_date: z.string(),
});
export type GroundDepartureDto = z.infer<typeof groundDepartureDto>;

/** A guest as the ground screens list them. */
const groundGuestDto = z.object({
  id: z.number().int(),
  booking_id: z.string(),
  booking_code: z.string(),
  full_name: z.string(),
  gender: z.enum(GENDERS),
  traveller_type: z.enum(TRAVELLER_TYPES),
});

// ---- Manasik ----

/**
 * A manasik session: `starts_at` is the agency's wall clock ("2026-03-14T09:00", Asia/Jakarta),
 * as typed in the panel; the place and the teacher.
 */
export const manasikSessionInput = z.object({
  starts_at: z.iso.datetime({ local: true }),
  place: z.string().trim().min(1).max(200),
  teacher: z.string().trim().min(1).max(120),
});
export type ManasikSessionInput = z.input<typeof manasikSessionInput>;

/** Who came to a session: present or absent per guest, many at once (a guest once). */
export const manasikAttendanceInput = z.object({
  attendance: z
    .array(z.object({ guest_id: z.number().int().positive().max(2_147_483_647), present: z.boolean() }))
    .min(1)
    .max(500)
    .refine((list) => new Set(list.map((a) => a.guest_id)).size === list.length, {
      message: "manasik_guest_twice",
    }),
});
export type ManasikAttendanceInput = z.input<typeof manasikAttendanceInput>;

export const manasikSessionDto = z.object({
  id: z.number().int(),
  /** The instant (ISO with offset). */
  starts_at: z.string(),
  /** The agency's wall clock of it ("2026-03-14T09:00"), as the edit form takes it. */
  starts_local: z.string(),
  place: z.string(),
  teacher: z.string(),
  /** Guests recorded present and absent (of those the caller sees). */
  present: z.number().int(),
  absent: z.number().int(),
});
export type ManasikSessionDto = z.infer<typeof manasikSessionDto>;

export const manasikGuestDto = groundGuestDto.extend({
  /** How many sessions the guest attended. */
  attended: z.number().int(),
  /** Per session id: present (true), absent (false); a session not recorded is absent from it. */
  attendance: z.record(z.string(), z.boolean()),
});
export type ManasikGuestDto = z.infer<typeof manasikGuestDto>;

export const manasikDto = z.object({
  departure: groundDepartureDto,
  /** Earliest first. */
  sessions: z.array(manasikSessionDto),
  /** The departure's guests of bookings not cancelled (a branch clerk: their branch's), first booked first. */
  guests: z.array(manasikGuestDto),
});
export type ManasikDto = z.infer<typeof manasikDto>;
export const manasikResponse = z.object({ data: manasikDto });
export const manasikActionResponse = z.object({ message: z.string(), data: manasikDto });

/** The printed attendance sheet of a session (the print route's loader, not an API answer). */
export interface ManasikSheetDto {
  departure: GroundDepartureDto;
  session: ManasikSessionDto;
  guests: (z.infer<typeof groundGuestDto> & { present: boolean | null })[];
}

// ---- Equipment kits ----

/** An item of the package's kit: its name in each language, whom it is for, its sizes (none = one size). */
export const kitItemInput = z.object({
  name: trRequired(80),
  for: z.enum(KIT_ITEM_FOR),
  sizes: z
    .array(z.string().trim().min(1).max(12))
    .max(12)
    .default([])
    .refine((sizes) => new Set(sizes).size === sizes.length, { message: "kit_size_twice" }),
});
export type KitItemInput = z.input<typeof kitItemInput>;

export const kitItemDto = z.object({
  id: z.number().int(),
  name: translationsDto,
  /** The name in the reader's language. */
  label: z.string(),
  for: z.enum(KIT_ITEM_FOR),
  sizes: z.array(z.string()),
});
export type KitItemDto = z.infer<typeof kitItemDto>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

/**
 * A guest's kit handed over (POST /departures/{time_id}/guest/{guest_id}/kit): the size (required
 * and one of the guest's items' sizes when any is sized), the day (not after the agency's today),
 * picked up or sent by courier (the courier's name and the tracking number then; a pickup records
 * neither). Before the
 * booking is paid in full only with `override_reason` (docs/product.md §Departure operations).
 */
export const kitHandoverInput = z
  .object({
    size: optionalText(12),
    issued_on: z.iso.date(),
    handover: z.enum(KIT_HANDOVERS),
    courier: optionalText(80),
    tracking: optionalText(80),
    override_reason: optionalText(300),
  })
  .superRefine((v, ctx) => {
    if (v.handover !== "courier") return;
    if (!v.courier) ctx.addIssue({ code: "custom", path: ["courier"], message: "kit_courier_required" });
    if (!v.tracking) ctx.addIssue({ code: "custom", path: ["tracking"], message: "kit_tracking_required" });
  });
export type KitHandoverInput = z.input<typeof kitHandoverInput>;

export const guestKitDto = z.object({
  size: z.string().nullable(),
  issued_on: z.string(),
  issued_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  handover: z.enum(KIT_HANDOVERS),
  courier: z.string().nullable(),
  tracking: z.string().nullable(),
  /** Why it went before the booking was paid in full; null = it was paid. */
  override_reason: z.string().nullable(),
  recorded_at: z.string(),
});
export type GuestKitDto = z.infer<typeof guestKitDto>;

export const kitGuestDto = groundGuestDto.extend({
  booking_status: z.enum(BOOKING_STATUSES),
  paid_in_full: z.boolean(),
  /** The ids of the items the guest gets (by gender), in the kit's order. */
  items: z.array(z.number().int()),
  /** The sizes a handover may choose (empty: one size). */
  sizes: z.array(z.string()),
  kit: guestKitDto.nullable(),
});
export type KitGuestDto = z.infer<typeof kitGuestDto>;

export const departureKitsDto = z.object({
  departure: groundDepartureDto,
  /** The package's kit, in its order: every departure of the package hands out the same. */
  items: z.array(kitItemDto),
  guests: z.array(kitGuestDto),
  /** Guests with their kit handed over (of those listed). */
  issued: z.number().int(),
});
export type DepartureKitsDto = z.infer<typeof departureKitsDto>;
export const departureKitsResponse = z.object({ data: departureKitsDto });
export const departureKitsActionResponse = z.object({ message: z.string(), data: departureKitsDto });

// ---- ID cards and luggage tags ----

/** What a departure's ID cards and luggage tags print (the print route's loader, not an API answer). */
export interface DepartureTagsDto {
  departure: GroundDepartureDto;
  /** The departure's tour leader (muthawwif) and phone; "" = not named yet. */
  tour_leader: string;
  tour_leader_phone: string;
  /** The hotel at each city of the stays, in the itinerary's order; "" = not chosen yet. */
  hotels: { city: string; hotel: string }[];
  guests: (z.infer<typeof groundGuestDto> & {
    /** The QR code of the booking code, an SVG document made on the server. */
    qr_svg: string;
    /** The passport photo (`/api/file/{id}`), filled by the route from the document module; null = none. */
    photo_url: string | null;
  })[];
}
