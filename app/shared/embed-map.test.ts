import { describe, expect, it } from "vitest";
import { mapEmbedUrl } from "./embed-map";

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

describe("parseEmbedMap", () => {
  it("takes the src of a pasted Google Maps iframe snippet", async () => {
    const { parseEmbedMap } = await import("./embed-map");
    const snippet =
      '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12&amp;x=1" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy"></iframe>';
    expect(parseEmbedMap(snippet)).toBe("https://www.google.com/maps/embed?pb=!1m18!1m12&x=1");
  });

  it("refuses other hosts, other tags and scripts", async () => {
    const { parseEmbedMap } = await import("./embed-map");
    expect(parseEmbedMap('<iframe src="https://evil.example/maps"></iframe>')).toBeNull();
    expect(parseEmbedMap('<script src="https://www.google.com/maps"></script>')).toBeNull();
    expect(parseEmbedMap("javascript:alert(1)")).toBeNull();
    expect(parseEmbedMap('<iframe src="https://www.google.com/maps" onload="alert(1)"></iframe>')).toBe(
      "https://www.google.com/maps",
    );
  });
});
