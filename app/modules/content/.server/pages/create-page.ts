import { creates, pageWrite } from "../write-record";

/** Creates a page (admin): bodies sanitised, the map reduced to an allowed embed URL (write-record.ts). */
export const createPage = creates(pageWrite);
