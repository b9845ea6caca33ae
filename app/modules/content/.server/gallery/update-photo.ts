import { updates, photoWrite } from "../write-record";

/** Updates a gallery photo (admin): its image must exist and be public (write-record.ts). */
export const updatePhoto = updates(photoWrite);
