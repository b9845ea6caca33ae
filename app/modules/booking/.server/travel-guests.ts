/**
 * The guests as the operations module's flights, tickets and a booking's trip page read them
 * (decision 081): booking owns the guest rows, operations the tickets and visas keyed by them.
 */
export { holdsSeats } from "./guest-rooms.repository";
export { listGuestsOfBooking, listTravelGuests } from "./travel-guests.repository";
