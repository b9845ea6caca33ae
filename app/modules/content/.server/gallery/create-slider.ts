import { creates, sliderWrite } from "../write-record";

/** Creates a home slide (admin): its image must exist and be public (write-record.ts). */
export const createSlider = creates(sliderWrite);
