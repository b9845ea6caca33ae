import type { Currency } from "./money";

/**
 * The country calling code of the agency's own country, read from its currency (the product
 * serves agencies in Indonesia and Malaysia, and Singapore's dollar): a phone number typed the
 * local way, with a leading 0 ("0812 3456 7890"), is that country's.
 */
export const CALLING_CODE: Record<Currency, string> = { IDR: "62", MYR: "60", SGD: "65" };

/**
 * A wa.me link to a number with a prefilled message; null without a number. wa.me wants the
 * international digits only: the +, spaces, brackets and dashes go, and a local number's leading
 * 0 becomes `callingCode` when one is given.
 */
export function whatsappHref(number: string | null | undefined, text: string, callingCode?: string): string | null {
  let digits = number?.replace(/\D/g, "") ?? "";
  if (callingCode && !number?.trim().startsWith("+") && digits.startsWith("0")) digits = callingCode + digits.slice(1);
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : null;
}
