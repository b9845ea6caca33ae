import { updates, testimonyWrite } from "./write-record";

/** Updates a testimony (admin): its photo must exist and be public (write-record.ts). */
export const updateTestimony = updates(testimonyWrite);
