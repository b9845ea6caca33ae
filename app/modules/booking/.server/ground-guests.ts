import type { listGroundGuests } from "./ground-guests.repository";

/**
 * A departure's guests for its operations on the ground (decision 081, the operations module's
 * manasik, kits, ID cards and luggage tags): booking owns the guest rows and the bookings' status
 * and branch; operations decides who may see and record what. The booking row lock a kit's
 * handover takes is `loadBooking(..., { lock: true })` (booking-access.ts).
 */
export { findGroundGuest, findGroundGuests, listGroundGuests } from "./ground-guests.repository";
export type GroundGuest = Awaited<ReturnType<typeof listGroundGuests>>[number];
