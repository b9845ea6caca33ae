import { describe, expect, it } from "vitest";
import { CALLING_CODE, whatsappHref } from "./whatsapp";

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
