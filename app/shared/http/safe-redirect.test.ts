import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths of this site", () => {
    expect(safeRedirect("/checkout?tour=5")).toBe("/checkout?tour=5");
    expect(safeRedirect("/panel/booking-history")).toBe("/panel/booking-history");
  });

  it("falls back for other sites, empty values and tricks", () => {
    for (const bad of [
      null,
      undefined,
      "",
      "https://evil.example",
      "//evil.example",
      "/\\evil.example",
      "/\tx",
      "panel",
    ])
      expect(safeRedirect(bad)).toBe("/panel");
    expect(safeRedirect("//evil.example", "/")).toBe("/");
  });
});
