import { updates, partnerWrite } from "./write-record";

/** Updates a partner (admin): its logo must exist and be public (write-record.ts). */
export const updatePartner = updates(partnerWrite);
