// Tests that call a booking use case directly hand it the same effects as the server
// (server/booking-effects.ts, decision 072).
export { bookingEffects } from "#server/booking-effects";
