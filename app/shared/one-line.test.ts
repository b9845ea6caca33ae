import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line";

describe("oneLine", () => {
  it("folds every kind of line break into a space and trims", () => {
    expect(oneLine(" Budi\r\nBcc: x@evil.example\nSubject\u2028a\u2029b ")).toBe(
      "Budi Bcc: x@evil.example Subject a b",
    );
    expect(oneLine("plain")).toBe("plain");
  });
});
