import { creates, partnerWrite } from "./write-record";

/** Creates a partner (admin): its logo must exist and be public (write-record.ts). */
export const createPartner = creates(partnerWrite);
