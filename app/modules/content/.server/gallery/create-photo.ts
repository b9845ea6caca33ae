import { creates, photoWrite } from "../write-record";

/** Creates a gallery photo (admin): its image must exist and be public (write-record.ts). */
export const createPhoto = creates(photoWrite);
