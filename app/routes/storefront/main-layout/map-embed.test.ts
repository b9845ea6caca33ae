import { describe, expect, it } from "vitest";
import { mapEmbedUrl } from "./map-embed";

describe("mapEmbedUrl", () => {
  it("accepts https embeds of the known map providers", () => {
    const google = "https://www.google.com/maps?q=-6.2088,106.8456&output=embed";
    expect(mapEmbedUrl(google)).toBe(google);
    expect(mapEmbedUrl("https://maps.google.com/maps?q=x&output=embed")).toContain("maps.google.com");
    expect(mapEmbedUrl("https://www.openstreetmap.org/export/embed.html?bbox=1,2,3,4")).toContain("openstreetmap");
  });

  it("refuses anything else", () => {
    for (const bad of [
      null,
      "",
      "not a url",
      "http://www.google.com/maps?q=x",
      "https://www.google.com/search?q=x",
      "https://maps.google.com.evil.example/maps",
      "https://user:pw@maps.google.com/maps",
      "https://evil.example/?https://www.google.com/maps",
      "javascript:alert(1)",
    ])
      expect(mapEmbedUrl(bad)).toBeNull();
  });
});
