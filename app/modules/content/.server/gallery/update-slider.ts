import { updates, sliderWrite } from "../write-record";

/** Updates a home slide (admin): its image must exist and be public (write-record.ts). */
export const updateSlider = updates(sliderWrite);
