import { creates, videoWrite } from "../write-record";

/** Creates a gallery video (admin) (write-record.ts). */
export const createVideo = creates(videoWrite);
