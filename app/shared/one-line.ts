/**
 * Text that must stay on one line: a mail header (subject, address, name) or a line of a mail
 * built from what someone typed. Line breaks (also U+2028/U+2029) become a space, so a value
 * can never start a header of its own (header and SMTP injection).
 */
export const oneLine = (v: string) => v.replace(/[\r\n\u2028\u2029]+/g, " ").trim();
