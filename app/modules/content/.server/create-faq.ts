import { creates, faqWrite } from "./write-record";

/** Creates an FAQ entry (admin): the answer's rich text sanitised (write-record.ts). */
export const createFaq = creates(faqWrite);
