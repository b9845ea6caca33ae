import { describe, expect, it } from "vitest";
import { largestVariant, smallestVariant } from "#app/modules/media/ui/image-variants";
import { formatDay, formatDayRange } from "#app/shared/dates";
import { plainText } from "./format";

describe("plainText", () => {
  it("turns sanitised rich text into sentences without tags or entities", () => {
    expect(
      plainText("<p>Istanbul &amp; Cappadocia.</p><ul><li>Halal meals</li><li>10% off</li></ul><p>A<br>B</p>"),
    ).toBe("Istanbul & Cappadocia. Halal meals. 10% off. A. B.");
  });

  it("cuts at a word boundary with an ellipsis", () => {
    const text = plainText("<p>Umrah nine days with hotels near the mosque</p>", 24);
    expect(text.length).toBeLessThanOrEqual(24);
    expect(text).toBe("Umrah nine days with…");
  });

  it("is empty for empty rich text", () => {
    expect(plainText("")).toBe("");
    expect(plainText("<p> </p>")).toBe("");
  });
});

describe("image variants", () => {
  const image = {
    url: "/uploads/a-1024.webp",
    srcset: "/uploads/a-320.webp 320w, /uploads/a-640.webp 640w, /uploads/a-1600.webp 1600w",
  };
  it("finds the widest and the narrowest", () => {
    expect(largestVariant(image)).toEqual({ url: "/uploads/a-1600.webp", width: 1600 });
    expect(smallestVariant(image)).toBe("/uploads/a-320.webp");
  });
  it("falls back to the url without a srcset", () => {
    expect(largestVariant({ url: "/x.webp", srcset: "" })).toEqual({ url: "/x.webp", width: null });
  });
});

describe("departure dates", () => {
  it("format a plain date in the visitor's language, whatever the time zone", () => {
    expect(formatDay("2026-12-09", "id")).toBe("9 Des 2026");
    expect(formatDay("2026-12-09", "my")).toBe("9 Dis 2026");
    expect(formatDay("2026-12-09", "en")).toBe("Dec 9, 2026");
  });
  it("format a span compactly", () => {
    expect(formatDayRange("2026-12-09", "2026-12-20", "id")).toBe("9–20 Des 2026");
    expect(formatDayRange("2026-12-09", "2026-12-09", "en")).toBe("Dec 9, 2026");
  });
});
