/**
 * The booking rows the document module reads and writes (decisions 044, 048): a document's line in
 * the booking's history, and the guests' visa files its retention job removes. The guests and the
 * history stay booking's tables (test/boundaries/table-owners.test.ts).
 */
export {
  findDepartureVisaFiles,
  insertDocumentEvent,
  unlinkDepartureVisaFiles,
  visaFilesOfOtherDepartures,
} from "./document-rows.repository";
