/**
 * What the privacy module reads and deletes of the mails sent to a person (its export and the
 * closure, decision 050): the outbox stays the notification module's.
 */
export {
  deleteDeliveredMailsTo,
  findMailsTo,
  findWhatsappOf,
  forgetWhatsappOf,
} from "./personal-data.repository";
