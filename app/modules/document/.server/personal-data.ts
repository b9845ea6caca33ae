/**
 * What the privacy module reads and erases of a customer's pilgrim documents (its export and the
 * closure, decision 050): the guest_documents table stays the document module's.
 */
export { clearGuestDocumentFiles, findDocumentFileIds, findDocumentsOf } from "./personal-data.repository";
