import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, tr } from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";

let t: TestApp;
const names = [
  tr("Umrah Reguler", "Regular Umrah", "Umrah Biasa"),
  tr("Umrah Plus Turki", "Umrah Plus Turkey", "Umrah Plus Turki"),
  tr("Haji Khusus", "Special Hajj", "Haji Khas"),
  tr("Wisata Halal", "Halal Holidays", "Percutian Halal"),
  tr("Wisata Domestik", "Domestic Tours"),
  tr("Diskon 50%", "50% off", "Diskaun 50%"),
];
let ids: number[];

beforeAll(async () => {
  t = await createTestApp();
  ids = [];
  for (const [i, name] of names.entries()) ids.push((await createCategory(t.db, { name, sortOrder: i })).id);
});
afterAll(async () => t?.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
type Category = { id: number; name: string; slug: string };

describe("GET /api/category", () => {
  it("limit=-1 returns every category in categories.data with meta", async () => {
    const res = await get("/api/category?limit=-1");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(["categories"]);
    expect(body.categories.data.map((c: Category) => c.id)).toEqual(ids);
    expect(body.categories.meta).toEqual({ page: 1, limit: -1, total: names.length, last_page: 1 });
    expect(body.categories.data[0]).toEqual({ id: ids[0], name: "Umrah Reguler", slug: expect.any(String) });
  });

  it("defaults to the first page of 15", async () => {
    const { categories } = (await get("/api/category")).json();
    expect(categories.meta).toEqual({ page: 1, limit: 15, total: names.length, last_page: 1 });
    expect(categories.data).toHaveLength(names.length);
  });

  it("pages with limit and page", async () => {
    const { categories } = (await get("/api/category?limit=2&page=2")).json();
    expect(categories.data.map((c: Category) => c.id)).toEqual(ids.slice(2, 4));
    expect(categories.meta).toEqual({ page: 2, limit: 2, total: names.length, last_page: 3 });
    const last = (await get("/api/category?limit=4&page=2")).json().categories;
    expect(last.data.map((c: Category) => c.id)).toEqual(ids.slice(4));
    expect(last.meta).toEqual({ page: 2, limit: 4, total: names.length, last_page: 2 });
  });

  it("answers an empty page past the last one", async () => {
    const { categories } = (await get("/api/category?limit=2&page=9")).json();
    expect(categories.data).toEqual([]);
    expect(categories.meta).toEqual({ page: 9, limit: 2, total: names.length, last_page: 3 });
  });

  it("names follow the caller's language with id fallback", async () => {
    const en = (await get("/api/category?limit=-1&lang=en")).json().categories.data;
    expect(en.map((c: Category) => c.name)).toEqual(names.map((n) => n.en));
    const my = (await get("/api/category?limit=-1", { "accept-language": "ms" })).json().categories.data;
    expect(my[4].name).toBe("Wisata Domestik");
    expect(my[0].name).toBe("Umrah Biasa");
  });

  it("searches names in every language, case-insensitively, and counts only matches", async () => {
    const umrah = (await get("/api/category?search=umrah")).json().categories;
    expect(umrah.data.map((c: Category) => c.id)).toEqual([ids[0], ids[1]]);
    expect(umrah.meta.total).toBe(2);
    const english = (await get("/api/category?search=HAJJ&lang=id")).json().categories;
    expect(english.data).toEqual([expect.objectContaining({ id: ids[2], name: "Haji Khusus" })]);
    const paged = (await get("/api/category?search=umrah&limit=1&page=2")).json().categories;
    expect(paged.data.map((c: Category) => c.id)).toEqual([ids[1]]);
    expect(paged.meta).toEqual({ page: 2, limit: 1, total: 2, last_page: 2 });
    const none = (await get("/api/category?search=zzz-nothing")).json().categories;
    expect(none).toEqual({ data: [], meta: { page: 1, limit: 15, total: 0, last_page: 1 } });
  });

  it("treats % and _ in a search as plain characters", async () => {
    const pct = (await get(`/api/category?search=${encodeURIComponent("50%")}`)).json().categories;
    expect(pct.data.map((c: Category) => c.id)).toEqual([ids[5]]);
    const all = (await get(`/api/category?search=${encodeURIComponent("%")}`)).json().categories;
    expect(all.data.map((c: Category) => c.id)).toEqual([ids[5]]);
    const underscore = (await get("/api/category?search=_")).json().categories;
    expect(underscore.meta.total).toBe(0);
  });

  it("ignores an empty or blank search", async () => {
    const { categories } = (await get("/api/category?search=%20%20")).json();
    expect(categories.meta.total).toBe(names.length);
  });

  it.each([["0"], ["1000"], ["101"], ["-2"], ["abc"], ["1.5"]])("answers 422 for limit=%s", async (limit) => {
    const res = await get(`/api/category?limit=${limit}&lang=en`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: "The given data was invalid.", errors: { limit: [expect.any(String)] } });
  });

  it("translates the 422 messages", async () => {
    const en = (await get("/api/category?limit=0&lang=en")).json();
    expect(en.errors.limit).toEqual(["This value is not valid."]);
    const id = (await get("/api/category?limit=1000", { "accept-language": "id-ID" })).json();
    expect(id.message).toBe("Data yang diberikan tidak valid.");
    expect(id.errors.limit[0]).not.toBe("invalid");
    expect(id.errors.limit[0]).not.toBe(en.errors.limit[0]);
    const my = (await get("/api/category?page=0&lang=my")).json();
    expect(my.message).toBe("Data yang diberikan tidak sah.");
    expect(my.errors.page).toHaveLength(1);
  });

  it("answers 422 for a search longer than 100 characters", async () => {
    const res = await get(`/api/category?search=${"x".repeat(101)}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["search"]);
  });
});
