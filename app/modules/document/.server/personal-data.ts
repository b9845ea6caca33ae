/**
 * What the privacy module reads and erases of a customer's pilgrim documents (its export and the
 * closure, decision 050): the guest_documents table stays the document module's.
 */
export { clearGuestDocumentFiles, findDocumentsOf } from "./personal-data.repository";
/** The documents' files of the bookings, before the closure clears the references: the retention job's query. */
export { findDocumentFilesOf as findDocumentFileIds } from "./purge.repository";
