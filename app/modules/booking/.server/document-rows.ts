/**
 * The booking rows the document module reads and writes (decisions 044, 046, 048): the guests its
 * rules judge, a document's line in the booking's history, whom a reminder goes to, and the
 * guests' visa files its retention job removes. The guests and the
 * history stay booking's tables (test/boundaries/table-owners.test.ts).
 */
export {
  findBookingCustomers,
  findBookingIdsOfDeparture,
  findGuestsOfBooking,
  findGuestsOfDepartures,
  findVisaFilesOf,
  insertDocumentEvent,
  unlinkVisaFiles,
  visaFilesOutside,
} from "./document-rows.repository";
