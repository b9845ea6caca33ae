import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPage, tr } from "#test/factories";
import { createTestApp, withTestApp, type TestApp } from "#test/setup/app";

let t: TestApp;
let ids: Record<string, number>;

beforeAll(async () => {
  t = await createTestApp();
  // Inserted out of order, in this order: the answer follows sort_order, then id.
  const pages = {
    terms: {
      group: "footer",
      sortOrder: 2,
      title: tr("Syarat dan Ketentuan", "Terms and Conditions", "Terma dan Syarat"),
    },
    privacy: { group: "footer", sortOrder: 1, title: tr("Kebijakan Privasi", "Privacy Policy") },
    faq: { group: "footer", sortOrder: 2, title: { id: "Tanya Jawab", en: "", my: "Soalan" } },
    jakarta: { group: "branch", sortOrder: 1, title: tr("Cabang Jakarta", "Jakarta Branch", "Cawangan Jakarta") },
    kl: {
      group: "branch",
      sortOrder: 0,
      title: tr("Cabang Kuala Lumpur", "Kuala Lumpur Branch", "Cawangan Kuala Lumpur"),
    },
    about: { group: "none", title: tr("Tentang Kami", "About Us", "Tentang Kami") },
  } satisfies Record<string, Parameters<typeof createPage>[1]>;
  ids = {};
  for (const [key, values] of Object.entries(pages)) ids[key] = (await createPage(t.db, values)).id;
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/page/group/:group", () => {
  it("footer: only footer pages, ordered by sort order then id, with id, title and langs", async () => {
    const res = await get("/api/page/group/footer");
    expect(res.statusCode).toBe(200);
    const { pages } = res.json();
    expect(pages.map((p: { id: number }) => p.id)).toEqual([ids.privacy, ids.terms, ids.faq]);
    expect(pages[1]).toMatchObject({
      id: ids.terms,
      title: "Syarat dan Ketentuan",
      langs: [
        { lang: "id", title: "Syarat dan Ketentuan" },
        { lang: "en", title: "Terms and Conditions" },
        { lang: "my", title: "Terma dan Syarat" },
      ],
    });
  });

  it("branch: only branch pages, ordered by sort order", async () => {
    const { pages } = (await get("/api/page/group/branch?lang=en")).json();
    expect(pages.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([
      [ids.kl, "Kuala Lumpur Branch"],
      [ids.jakarta, "Jakarta Branch"],
    ]);
  });

  it("never lists pages of another group", async () => {
    const footer = (await get("/api/page/group/footer")).json().pages.map((p: { id: number }) => p.id);
    const branch = (await get("/api/page/group/branch")).json().pages.map((p: { id: number }) => p.id);
    expect(footer).not.toContain(ids.about);
    expect(branch).not.toContain(ids.about);
    expect(footer.filter((id: number) => branch.includes(id))).toEqual([]);
  });

  it.each([
    [{ url: "/api/page/group/footer?lang=en", headers: {} }, "Terms and Conditions"],
    [{ url: "/api/page/group/footer?lang=my", headers: {} }, "Terma dan Syarat"],
    [{ url: "/api/page/group/footer", headers: { "accept-language": "en-GB,en;q=0.8" } }, "Terms and Conditions"],
    [{ url: "/api/page/group/footer", headers: { "accept-language": "ms-MY" } }, "Terma dan Syarat"],
    [{ url: "/api/page/group/footer", headers: { "accept-language": "ja" } }, "Syarat dan Ketentuan"],
  ])("titles follow the caller's language (%j)", async (req, title) => {
    const { pages } = (await get(req.url, req.headers)).json();
    expect(pages.find((p: { id: number }) => p.id === ids.terms).title).toBe(title);
  });

  it("falls back to the id title for a missing or empty locale, in title and in langs", async () => {
    const footerPage = async (lang: string, id: number) => {
      const { pages } = (await get(`/api/page/group/footer?lang=${lang}`)).json();
      return pages.find((p: { id: number }) => p.id === id);
    };
    const langs = (id: string, en: string, my: string) => [
      { lang: "id", title: id },
      { lang: "en", title: en },
      { lang: "my", title: my },
    ];
    const privacy = await footerPage("my", ids.privacy);
    expect(privacy.title).toBe("Kebijakan Privasi");
    expect(privacy.langs).toEqual(langs("Kebijakan Privasi", "Privacy Policy", "Kebijakan Privasi"));
    const faq = await footerPage("en", ids.faq);
    expect(faq.title).toBe("Tanya Jawab");
    expect(faq.langs).toEqual(langs("Tanya Jawab", "Tanya Jawab", "Soalan"));
  });

  it("langs always lists the three locales in order", async () => {
    for (const group of ["footer", "branch"]) {
      const { pages } = (await get(`/api/page/group/${group}`)).json();
      for (const p of pages) expect(p.langs.map((l: { lang: string }) => l.lang)).toEqual(["id", "en", "my"]);
    }
  });

  it.each([["none"], ["header"], ["FOOTER"], ["1"]])("answers 422 for the group %j", async (group) => {
    const res = await get(`/api/page/group/${group}?lang=en`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(["errors", "message"]);
    expect(body.message).toBe("The given data was invalid.");
    expect(body.errors).toEqual({ group: ["Choose one of the offered options."] });
  });

  it("translates the 422", async () => {
    const res = await get("/api/page/group/none", { "accept-language": "id" });
    expect(res.json()).toEqual({
      message: "Data yang diberikan tidak valid.",
      errors: { group: [expect.any(String)] },
    });
  });

  it("answers an empty list for a group without pages", async () => {
    await withTestApp(async (local) => {
      const res = await local.app.inject({ method: "GET", url: "/api/page/group/branch" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ pages: [] });
    });
  });
});
