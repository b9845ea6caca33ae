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

/**
 * Mobile numbers of the agency's markets, in E.164 (decision 080): Indonesia's start 8 after
 * +62, Malaysia's 1 after +60, Singapore's 8 or 9 after +65; other countries any 8 to 15 digits.
 */
const MOBILE_E164: Record<string, RegExp> = {
  "62": /^\+628\d{7,11}$/,
  "60": /^\+601\d{7,9}$/,
  "65": /^\+65[89]\d{7}$/,
};

/**
 * A phone number as WhatsApp addresses it, in E.164 ("+6281234567890"), or null when it cannot
 * be one. Spaces, dashes, dots and brackets go; "00" is the international prefix; a number typed
 * the local way (leading 0) is `callingCode`'s; one typed as "62812…" without the + is taken as
 * international when it starts with one of the markets' codes.
 */
export function toE164(number: string | null | undefined, callingCode: string): string | null {
  const raw = number?.trim() ?? "";
  if (!raw || /[^\d\s+().-]/.test(raw)) return null;
  let digits = raw.replace(/\D/g, "");
  if (raw.startsWith("+")) {
    // As given.
  } else if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = callingCode + digits.slice(1);
  else if (!Object.keys(MOBILE_E164).some((code) => digits.startsWith(code))) digits = callingCode + digits;
  const e164 = `+${digits}`;
  const market = Object.keys(MOBILE_E164).find((code) => digits.startsWith(code));
  if (market) return MOBILE_E164[market].test(e164) ? e164 : null;
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
}
