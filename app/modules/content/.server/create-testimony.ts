import { creates, testimonyWrite } from "./write-record";

/** Creates a testimony (admin): its photo must exist and be public (write-record.ts). */
export const createTestimony = creates(testimonyWrite);
