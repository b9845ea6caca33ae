/**
 * The guests' rooms, for the rooming list of the operations module (decision 072): booking owns
 * the guest rows and their `room_id`, operations decides who sleeps where. Lock order as
 * everywhere: the departure (operations locks it first), then these guest rows.
 */
export {
  holdsSeats,
  listDepartureGuests,
  lockDepartureGuests,
  placeGuests,
  setGuestRoom,
  unplaceGuestsOfBooking,
} from "./guest-rooms.repository";
