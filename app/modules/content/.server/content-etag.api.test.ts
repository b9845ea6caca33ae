import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createDestination,
  createFaq,
  createLanguages,
  createPage,
  createPartner,
  createPhoto,
  createSetting,
  createSlider,
  createTestimony,
  createVideo,
  tr,
} from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";

let t: TestApp;
let pageId: number;
beforeAll(async () => {
  t = await createTestApp();
  pageId = (await createPage(t.db, { group: "footer", title: tr("Judul", "Title", "Tajuk") })).id;
  await createSetting(t.db);
  await createLanguages(t.db);
  await createFaq(t.db);
  await createPhoto(t.db);
  await createVideo(t.db);
  await createSlider(t.db);
  await createPartner(t.db);
  await createTestimony(t.db);
  await createCategory(t.db);
  await createDestination(t.db);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

describe("ETag on public content", () => {
  const urls = () => [
    `/api/page/${pageId}`,
    "/api/page/group/footer",
    "/api/faq",
    "/api/gallery",
    "/api/gallery/video",
    "/api/slider",
    "/api/partner",
    "/api/testimony",
    "/api/setting",
    "/api/setting/language",
    "/api/category",
    "/api/destination",
  ];

  it("answers 304 with an empty body to a matching If-None-Match", async () => {
    for (const url of urls()) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag, url).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
      expect(first.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(String(first.headers.vary)).toMatch(/Accept-Language/);
      const second = await get(url, { "if-none-match": etag });
      expect(second.statusCode, url).toBe(304);
      expect(second.body).toBe("");
      expect(second.headers.etag).toBe(etag);
      expect((await get(url, { "if-none-match": '"other"' })).statusCode).toBe(200);
    }
  });

  it("gives another language another ETag", async () => {
    const id = await get(`/api/page/${pageId}?lang=id`);
    const en = await get(`/api/page/${pageId}?lang=en`);
    expect(id.headers.etag).not.toBe(en.headers.etag);
    expect((await get(`/api/page/${pageId}?lang=en`, { "if-none-match": String(id.headers.etag) })).statusCode).toBe(
      200,
    );
    const header = await get(`/api/page/${pageId}`, { "accept-language": "ms" });
    expect(header.headers.etag).not.toBe(id.headers.etag);
  });

  it("changes when the content changes; not on admin routes or errors", async () => {
    const before = (await get("/api/faq")).headers.etag;
    await createFaq(t.db);
    expect((await get("/api/faq")).headers.etag).not.toBe(before);
    expect((await get("/api/page/999999")).headers.etag).toBeUndefined();
    expect((await get("/api/page")).headers.etag).toBeUndefined();
  });
});
