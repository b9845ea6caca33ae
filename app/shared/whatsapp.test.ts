import { describe, expect, it } from "vitest";
import { CALLING_CODE, toE164, whatsappHref } from "./whatsapp";

describe("whatsappHref", () => {
  it("keeps the digits of an international number and encodes the message", () => {
    expect(whatsappHref("+62 812-3456 (7890)", "Halo & salam")).toBe(
      "https://wa.me/6281234567890?text=Halo%20%26%20salam",
    );
  });

  it("makes a local number with a leading 0 the agency's country's", () => {
    expect(whatsappHref("0812 3456 7890", "x", CALLING_CODE.IDR)).toBe("https://wa.me/6281234567890?text=x");
    expect(whatsappHref("012-345 6789", "x", CALLING_CODE.MYR)).toBe("https://wa.me/60123456789?text=x");
    // Already international: left as it is.
    expect(whatsappHref("+60 12-345 6789", "x", CALLING_CODE.IDR)).toBe("https://wa.me/60123456789?text=x");
    // Without a calling code, nothing is guessed.
    expect(whatsappHref("0812 3456 7890", "x")).toBe("https://wa.me/081234567890?text=x");
  });

  it("is null without a number", () => {
    expect(whatsappHref(null, "x")).toBeNull();
    expect(whatsappHref(" - ", "x")).toBeNull();
  });
});

describe("toE164", () => {
  it("writes local, spaced and international numbers of the markets as E.164", () => {
    expect(toE164("0812-3456-7890", CALLING_CODE.IDR)).toBe("+6281234567890");
    expect(toE164("+62 812 3456 7890", CALLING_CODE.MYR)).toBe("+6281234567890");
    expect(toE164("6281234567890", CALLING_CODE.MYR)).toBe("+6281234567890");
    expect(toE164("0062 812 3456 7890", CALLING_CODE.MYR)).toBe("+6281234567890");
    expect(toE164("012-345 6789", CALLING_CODE.MYR)).toBe("+60123456789");
    expect(toE164("(011) 1234 5678", CALLING_CODE.MYR)).toBe("+601112345678");
    expect(toE164("+65 9123 4567", CALLING_CODE.IDR)).toBe("+6591234567");
    expect(toE164("+44 7700 900123", CALLING_CODE.IDR)).toBe("+447700900123");
  });
  it("refuses what is no mobile number of the market, or no number", () => {
    expect(toE164("021 555 1234", CALLING_CODE.IDR)).toBeNull(); // a Jakarta landline
    expect(toE164("+62 812", CALLING_CODE.IDR)).toBeNull();
    expect(toE164("03-2345 6789", CALLING_CODE.MYR)).toBeNull(); // a Kuala Lumpur landline
    expect(toE164("0812 3456 7890 ext 2", CALLING_CODE.IDR)).toBeNull();
    expect(toE164("", CALLING_CODE.IDR)).toBeNull();
    expect(toE164(null, CALLING_CODE.IDR)).toBeNull();
    expect(toE164("+0812345678", CALLING_CODE.IDR)).toBeNull();
  });
});
