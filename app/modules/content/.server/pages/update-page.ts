import { updates, pageWrite } from "../write-record";

/** Updates a page (admin): bodies sanitised, the map reduced to an allowed embed URL (write-record.ts). */
export const updatePage = updates(pageWrite);
