import { describe, expect, it } from "vitest";
import { passportNameComplete, proposePassportName } from "./ministry.rules";

describe("proposePassportName", () => {
  it("keeps a name of two words or more, in capitals and single-spaced", () => {
    expect(proposePassportName("  Ahmad   Fauzi ")).toBe("AHMAD FAUZI");
    expect(proposePassportName("Nur Aisyah binti Hassan", "Hassan")).toBe("NUR AISYAH BINTI HASSAN");
  });
  it("appends the father's name to a one-word name", () => {
    expect(proposePassportName("Siti", "Ahmad Fauzi")).toBe("SITI AHMAD FAUZI");
    expect(proposePassportName("Sukarno", " ")).toBe("SUKARNO");
    expect(proposePassportName("Sukarno", null)).toBe("SUKARNO");
  });
  it("says whether a passport name has two words", () => {
    expect(passportNameComplete("SITI AHMAD")).toBe(true);
    expect(passportNameComplete("SITI")).toBe(false);
    expect(passportNameComplete(null)).toBe(false);
  });
});
