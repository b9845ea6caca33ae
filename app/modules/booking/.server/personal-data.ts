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
} from "./personal-data.repository";
/** The guests' visa files of the bookings, before the closure clears the references: the retention job's query. */
export { findVisaFilesOf as findVisaFileIds } from "./document-rows.repository";
