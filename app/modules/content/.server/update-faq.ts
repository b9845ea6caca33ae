import { updates, faqWrite } from "./write-record";

/** Updates an FAQ entry (admin): the answer's rich text sanitised (write-record.ts). */
export const updateFaq = updates(faqWrite);
