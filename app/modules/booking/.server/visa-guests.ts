/**
 * The guests a departure's visas are recorded for (operations module, decision 081): booking owns
 * the guest rows; operations keeps each guest's visa in its own tables. Writes lock the guest rows
 * through guest-rooms.ts `lockDepartureGuests` (after the departure, the lock order everywhere).
 */
export { findVisaGuests } from "./visa-guests.repository";
