import { beforeAll, describe, expect, it } from "vitest";
import { createLanguages, createSetting, tr } from "#test/factories";
import { withTestApp, testAppPerFile } from "#test/setup/app";

const FIELDS = [
  "name",
  "logo_url",
  "description",
  "phone",
  "email_url",
  "address",
  "facebook_url",
  "instagram_url",
  "tiktok_url",
  "youtube_url",
  "whatsapp",
  "embed_map",
];

const t = testAppPerFile();

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("GET /api/setting", () => {
  it("answers with defaults before any setting is saved", async () => {
    const res = await get("/api/setting");
    expect(res.statusCode).toBe(200);
    const { setting } = res.json();
    for (const f of FIELDS) expect(setting).toHaveProperty(f);
    expect(setting).toMatchObject({ name: "", description: "", address: "", logo_url: null, whatsapp: null });
  });

  describe("with a saved setting", () => {
    let saved: Awaited<ReturnType<typeof createSetting>>;
    beforeAll(async () => {
      saved = await createSetting(t.db);
    });

    it("returns every field of the specification under the key setting", async () => {
      const res = await get("/api/setting");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      const body = res.json();
      expect(Object.keys(body)).toEqual(["setting"]);
      for (const f of FIELDS) expect(body.setting, f).toHaveProperty(f);
      expect(body.setting).toMatchObject({
        name: saved.name,
        logo_url: saved.logoUrl,
        description: saved.description!.id,
        phone: saved.phone,
        email_url: saved.email,
        address: saved.address!.id,
        facebook_url: saved.facebookUrl,
        instagram_url: saved.instagramUrl,
        tiktok_url: saved.tiktokUrl,
        youtube_url: saved.youtubeUrl,
        whatsapp: saved.whatsapp,
        embed_map: saved.embedMap,
      });
    });

    it("uses Indonesian by default", async () => {
      const { setting } = (await get("/api/setting")).json();
      expect(setting.description).toBe(saved.description!.id);
      expect(setting.address).toBe(saved.address!.id);
    });

    it.each([
      ["en", "en"],
      ["my", "my"],
      ["id", "id"],
      ["ms", "my"],
      ["en-US", "en"],
    ] as const)("translates per ?lang=%s", async (lang, key) => {
      const { setting } = (await get(`/api/setting?lang=${lang}`)).json();
      expect(setting.description).toBe(saved.description![key]);
      expect(setting.address).toBe(saved.address![key]);
      expect(setting.name).toBe(saved.name);
    });

    it.each([
      ["en-US,en;q=0.9", "en"],
      ["ms-MY,ms;q=0.9,en;q=0.5", "my"],
      ["id-ID", "id"],
      ["fr-FR,en;q=0.3", "en"],
      ["fr-FR", "id"],
    ] as const)("translates per Accept-Language %s", async (header, key) => {
      const { setting } = (await get("/api/setting", { "accept-language": header })).json();
      expect(setting.description).toBe(saved.description![key]);
    });

    it("picks ?lang=, then Accept-Language, then the lang cookie (docs/decisions/002)", async () => {
      const q = (await get("/api/setting?lang=my", { "accept-language": "en", cookie: "lang=id" })).json();
      expect(q.setting.description).toBe(saved.description!.my);
      const h = (await get("/api/setting", { "accept-language": "en", cookie: "lang=my" })).json();
      expect(h.setting.description).toBe(saved.description!.en);
      const c = (await get("/api/setting", { cookie: "lang=my" })).json();
      expect(c.setting.description).toBe(saved.description!.my);
      const unsupported = (await get("/api/setting", { "accept-language": "fr", cookie: "lang=en" })).json();
      expect(unsupported.setting.description).toBe(saved.description!.en);
    });

    it("ignores an unknown ?lang= and falls back to Accept-Language", async () => {
      const { setting } = (await get("/api/setting?lang=xx", { "accept-language": "en" })).json();
      expect(setting.description).toBe(saved.description!.en);
    });

    it("falls back to id field by field for a missing or empty locale", async () => {
      await createSetting(t.db, {
        description: tr("Deskripsi saja", "Description only"),
        address: { id: "Alamat saja", en: "", my: "" },
      });
      const en = (await get("/api/setting?lang=en")).json().setting;
      expect(en.description).toBe("Description only");
      expect(en.address).toBe("Alamat saja");
      const my = (await get("/api/setting?lang=my")).json().setting;
      expect(my.description).toBe("Deskripsi saja");
      expect(my.address).toBe("Alamat saja");
    });

    it("answers null for optional links that are not set", async () => {
      await createSetting(t.db, { tiktokUrl: null, embedMap: null, logoUrl: null });
      const { setting } = (await get("/api/setting")).json();
      expect(setting).toMatchObject({ tiktok_url: null, embed_map: null, logo_url: null });
    });
  });
});

describe("GET /api/setting/language", () => {
  it("answers an empty list before languages exist", async () => {
    await withTestApp(async (local) => {
      const res = await local.app.inject({ method: "GET", url: "/api/setting/language" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ languages: [] });
    });
  });

  it("returns languages [{key, name}] for id, en and my in order", async () => {
    await createLanguages(t.db);
    const res = await get("/api/setting/language?lang=en");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      languages: [
        { key: "id", name: "Bahasa Indonesia" },
        { key: "en", name: "English" },
        { key: "my", name: "Bahasa Melayu" },
      ],
    });
  });

  it("is public: no token needed, a bad token is ignored", async () => {
    const res = await get("/api/setting/language", { authorization: "Bearer not-a-token" });
    expect(res.statusCode).toBe(200);
  });
});
