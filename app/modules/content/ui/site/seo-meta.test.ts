import { describe, expect, it } from "vitest";
import { absoluteUrl, localizedUrl, seoMeta } from "./seo-meta";

const origin = "https://amanah.example";
const matches = [
  {
    id: "root",
    loaderData: { locale: "my", setting: { name: "Amanah", description: "Umrah", logo_url: "/brand/logo.svg" } },
  },
  { id: "layout-main", loaderData: { origin } },
];

describe("localizedUrl", () => {
  it("keeps only the given parameters and adds the language; null is the x-default", () => {
    expect(localizedUrl(origin, "/tour", "id", { category_id: 3, page: null, search: "" })).toBe(
      `${origin}/tour?category_id=3&lang=id`,
    );
    expect(localizedUrl(origin, "/tour/5", "my")).toBe(`${origin}/tour/5?lang=my`);
    expect(localizedUrl(origin, "/", null)).toBe(`${origin}/`);
  });

  it("absoluteUrl leaves absolute URLs alone", () => {
    expect(absoluteUrl(origin, "/uploads/a.webp")).toBe(`${origin}/uploads/a.webp`);
    expect(absoluteUrl(origin, "https://cdn.example/a.webp")).toBe("https://cdn.example/a.webp");
  });
});

describe("seoMeta", () => {
  const tags = seoMeta(
    { matches, location: { pathname: "/tour/5" } },
    {
      title: "Umrah 9 Hari",
      description: "Pakej umrah",
      image: { url: "/u/a-1024.webp", srcset: "/u/a-640.webp 640w, /u/a-1600.webp 1600w", width: 2000, height: 1000 },
      imageAlt: "Umrah 9 Hari",
      jsonLd: [{ "@type": "Product" }],
    },
  );
  const find = (key: string, value: string) =>
    tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, unknown> | undefined;

  it("has the canonical URL of the page's language, Open Graph and Twitter tags", () => {
    expect(tags).toContainEqual({ title: "Umrah 9 Hari | Amanah" });
    expect(find("rel", "canonical")?.href).toBe(`${origin}/tour/5?lang=my`);
    expect(find("property", "og:url")?.content).toBe(`${origin}/tour/5?lang=my`);
    expect(find("property", "og:locale")?.content).toBe("ms_MY");
    expect(find("property", "og:image")?.content).toBe(`${origin}/u/a-1600.webp`);
    expect(find("property", "og:image:height")?.content).toBe("800");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Product" } });
  });

  it("never offers an SVG logo as the preview image", () => {
    const plain = seoMeta({ matches, location: { pathname: "/" } }, {});
    expect(plain.some((t) => (t as Record<string, unknown>).property === "og:image")).toBe(false);
    expect(plain).toContainEqual({ name: "twitter:card", content: "summary" });
  });
});
