import { updates, videoWrite } from "../write-record";

/** Updates a gallery video (admin) (write-record.ts). */
export const updateVideo = updates(videoWrite);
