/**
 * What the privacy module reads and erases of a customer's bookings (its export and the closure,
 * decision 050): the booking's rows stay booking's, reached only through these functions.
 */
export {
  anonymiseBookings,
  findBookingChildren,
  findBookingsOf,
  findClosureBookings,
  findOpenMoney,
  findProofFileIds,
  findVisaFileIds,
} from "./personal-data.repository";
