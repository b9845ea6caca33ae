import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attributeDetails, packages } from "#db/schema";
import {
  createAttribute,
  createAttributeDetail,
  createCategory,
  createDestination,
  createFileRecord,
  createPackage,
  tr,
} from "#test/factories";
import { createTestApp, type TestApp } from "#test/setup/app";
import { signInAdmin } from "#test/setup/sessions";
import { listSitemapEntries } from "./list-sitemap-entries";

let t: TestApp;
let admin: Record<string, string>;
let image: string;
let privateFile: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAdmin(t)).headers;
  image = (await createFileRecord(t.db)).id;
  privateFile = (await createFileRecord(t.db, { visibility: "private", mime: "application/pdf" })).id;
});
afterAll(async () => t?.close());

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, payload: payload as never, headers });

describe("categories", () => {
  it("creates with a slug from the Indonesian name, suffixed when taken", async () => {
    const body = { name: { id: "Umrah Plus Dubai", en: "Umrah Plus Dubai", my: "" } };
    const one = await call("POST", "/api/category?lang=en", body);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toEqual({
      message: "Created successfully.",
      data: { id: expect.any(Number), name: "Umrah Plus Dubai", slug: "umrah-plus-dubai" },
    });
    const two = await call("POST", "/api/category", body);
    expect(two.json().data.slug).toBe("umrah-plus-dubai-2");
    const edit = await call("GET", `/api/category/${one.json().data.id}/edit`);
    expect(edit.json()).toEqual({
      data: {
        id: one.json().data.id,
        name: { id: "Umrah Plus Dubai", en: "Umrah Plus Dubai" },
        slug: "umrah-plus-dubai",
        sort_order: 0,
        tour_count: 0,
      },
    });
  });

  it("refuses a slug in use or badly formed, translated", async () => {
    await createCategory(t.db, { slug: "haji-plus" });
    const taken = await call("POST", "/api/category?lang=en", { name: { id: "Haji" }, slug: "haji-plus" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ["This slug is already used."] });
    const bad = await call("POST", "/api/category?lang=id", { name: { id: "" }, slug: "Bad Slug!" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["name.id", "slug"]);
    expect(bad.json().message).toBe("Data yang diberikan tidak valid.");
  });

  it("updates (keeping the slug when none is sent), counts packages, deletes", async () => {
    const c = await createCategory(t.db, { slug: "lama" });
    await createPackage(t.db, { categoryIds: [c.id] });
    const pkg2 = await createPackage(t.db, { categoryIds: [c.id], status: "draft" });
    const up = await call("PUT", `/api/category/${c.id}?lang=my`, {
      name: { id: "Baru", my: "Baharu" },
      sort_order: 4,
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toEqual({
      message: "Perubahan berjaya disimpan.",
      data: { id: c.id, name: "Baharu", slug: "lama" },
    });
    const own = await call("PUT", `/api/category/${c.id}`, { name: { id: "Baru" }, slug: "lama" });
    expect(own.statusCode).toBe(200);
    expect((await call("GET", `/api/category/${c.id}/edit`)).json().data).toMatchObject({
      tour_count: 2,
      sort_order: 0,
    });
    const del = await call("DELETE", `/api/category/${c.id}?lang=en`);
    expect(del.json()).toEqual({ message: "Deleted successfully." });
    expect(await t.db.select().from(packages).where(eq(packages.id, pkg2.id))).toHaveLength(1);
    expect((await call("GET", `/api/category/${c.id}/edit`)).statusCode).toBe(404);
    expect((await call("PUT", `/api/category/${c.id}`, { name: { id: "X" } })).statusCode).toBe(404);
    expect((await call("DELETE", `/api/category/${c.id}`)).statusCode).toBe(404);
  });
});

describe("destinations", () => {
  it("lists publicly with the number of published packages, image and language fallback", async () => {
    const withImage = await createDestination(t.db, {
      name: tr("Istanbul", "Istanbul", "Istanbul"),
      description: tr("Kota dua benua", "City on two continents"),
      imageId: image,
      sortOrder: 1,
    });
    const plain = await createDestination(t.db, { name: tr("Kairo", "Cairo"), description: null, sortOrder: 2 });
    await createPackage(t.db, { destinationId: withImage.id });
    await createPackage(t.db, { destinationId: withImage.id });
    await createPackage(t.db, { destinationId: withImage.id, status: "draft" });
    await createPackage(t.db, { destinationId: withImage.id, status: "archived" });

    const res = await call("GET", "/api/destination?limit=-1&lang=my", undefined, {});
    expect(res.statusCode).toBe(200);
    const items = res.json().data.filter((d: { id: number }) => [withImage.id, plain.id].includes(d.id));
    expect(items).toEqual([
      {
        id: withImage.id,
        name: "Istanbul",
        slug: withImage.slug,
        description: "Kota dua benua",
        image: expect.objectContaining({ id: image }),
        tour_count: 2,
      },
      { id: plain.id, name: "Kairo", slug: plain.slug, description: "", image: null, tour_count: 0 },
    ]);
    const search = (await call("GET", "/api/destination?search=CAIRO", undefined, {})).json();
    expect(search.data.map((d: { id: number }) => d.id)).toEqual([plain.id]);
    expect(search.meta).toEqual({ page: 1, limit: 15, total: 1, last_page: 1 });
    const one = await call("GET", `/api/destination/${withImage.id}?lang=en`, undefined, {});
    expect(one.json().data).toMatchObject({ name: "Istanbul", description: "City on two continents", tour_count: 2 });
    expect((await call("GET", "/api/destination/999999", undefined, {})).statusCode).toBe(404);
  });

  it("creates, edits and deletes; the image must be a public image", async () => {
    const unknown = await call("POST", "/api/destination?lang=en", {
      name: { id: "Bali" },
      description: {},
      image_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ image_id: ["One of the chosen images does not exist."] });
    const priv = await call("POST", "/api/destination", {
      name: { id: "Bali" },
      description: {},
      image_id: privateFile,
    });
    expect(priv.statusCode).toBe(422);

    const ok = await call("POST", "/api/destination", {
      name: { id: "Pulau Bali", en: "Bali Island" },
      description: { id: "Pulau dewata" },
      image_id: image,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const created = ok.json().data;
    expect(created).toMatchObject({ name: "Pulau Bali", slug: "pulau-bali", tour_count: 0, image: { id: image } });
    const edit = (await call("GET", `/api/destination/${created.id}/edit`)).json().data;
    expect(edit).toEqual({
      id: created.id,
      name: { id: "Pulau Bali", en: "Bali Island" },
      description: { id: "Pulau dewata" },
      slug: "pulau-bali",
      image_id: image,
      image: expect.objectContaining({ id: image }),
      sort_order: 0,
    });
    const up = await call("PUT", `/api/destination/${created.id}?lang=en`, {
      name: { id: "Bali" },
      description: {},
      image_id: null,
      slug: "bali",
    });
    expect(up.json()).toMatchObject({ message: "Changes saved.", data: { name: "Bali", slug: "bali", image: null } });

    const pkg = await createPackage(t.db, { destinationId: created.id });
    expect((await call("DELETE", `/api/destination/${created.id}`)).statusCode).toBe(200);
    const [row] = await t.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(row.destinationId).toBeNull();
    expect((await call("GET", `/api/destination/${created.id}/edit`)).statusCode).toBe(404);
  });
});

describe("attributes and details", () => {
  it("creates an attribute, its details, and lists them with every language for the panel", async () => {
    const res = await call("POST", "/api/attribute?lang=en", {
      name: { id: "Tipe Kamar", en: "Room type" },
      choice_rule: "single",
      sort_order: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json().data;
    expect(res.json()).toEqual({
      message: "Created successfully.",
      data: { id: a.id, name: "Room type", choice_rule: "single", details: [] },
    });
    const d1 = await call("POST", `/api/attribute/${a.id}/detail`, {
      name: { id: "Dobel", en: "Double" },
      price: 3_000_000,
      per: "pax",
      sort_order: 2,
    });
    expect(d1.statusCode, d1.body).toBe(200);
    expect(d1.json().data).toEqual({
      id: expect.any(Number),
      attribute_id: a.id,
      name: { id: "Dobel", en: "Double" },
      price: 3_000_000,
      per: "pax",
      sort_order: 2,
    });
    const d2 = await call("POST", `/api/attribute/${a.id}/detail`, { name: { id: "Quad" }, price: 0, per: "booking" });
    const details = (await call("GET", `/api/attribute/${a.id}/detail`)).json().data;
    expect(details.map((d: { id: number }) => d.id)).toEqual([d2.json().data.id, d1.json().data.id]);

    const list = (await call("GET", "/api/attribute?limit=-1&lang=en")).json();
    const mine = list.data.find((x: { id: number }) => x.id === a.id);
    expect(mine.details.map((d: { name: string }) => d.name)).toEqual(["Quad", "Double"]);
    expect(list.meta.limit).toBe(-1);
    const search = (await call("GET", "/api/attribute?search=room")).json();
    expect(search.data.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });

  it("edits and deletes attributes and details; a detail is reached only through its attribute", async () => {
    const a = await createAttribute(t.db, { name: tr("Tambahan") });
    const b = await createAttribute(t.db);
    const d = await createAttributeDetail(t.db, a.id, { price: 100 });
    await createPackage(t.db, { attributeIds: [a.id] });

    const form = (await call("GET", `/api/attribute/${a.id}/edit`)).json().data;
    expect(form).toEqual({ id: a.id, name: { id: "Tambahan" }, choice_rule: "single", sort_order: 0, tour_count: 1 });
    const up = await call("PUT", `/api/attribute/${a.id}`, { name: { id: "Tambahan Lain" }, choice_rule: "multiple" });
    expect(up.json().data).toMatchObject({ name: "Tambahan Lain", choice_rule: "multiple", details: [{ id: d.id }] });

    const body = { name: { id: "Asuransi" }, price: 75_000, per: "booking" };
    expect((await call("PUT", `/api/attribute/${b.id}/detail/${d.id}`, body)).statusCode).toBe(404);
    expect((await call("DELETE", `/api/attribute/${b.id}/detail/${d.id}`)).statusCode).toBe(404);
    const ok = await call("PUT", `/api/attribute/${a.id}/detail/${d.id}`, body);
    expect(ok.json().data).toMatchObject({ name: { id: "Asuransi" }, price: 75_000, per: "booking" });

    const bad = await call("POST", `/api/attribute/${a.id}/detail?lang=en`, {
      name: { id: "X" },
      price: -1,
      per: "night",
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["per", "price"]);
    expect((await call("POST", "/api/attribute/999999/detail", body)).statusCode).toBe(404);
    expect((await call("GET", "/api/attribute/999999/detail")).statusCode).toBe(404);
    expect((await call("PUT", "/api/attribute/999999", { name: { id: "X" }, choice_rule: "single" })).statusCode).toBe(
      404,
    );

    expect((await call("DELETE", `/api/attribute/${a.id}/detail/${d.id}`)).statusCode).toBe(200);
    const d2 = await createAttributeDetail(t.db, a.id);
    expect((await call("DELETE", `/api/attribute/${a.id}`)).statusCode).toBe(200);
    expect(await t.db.select().from(attributeDetails).where(eq(attributeDetails.id, d2.id))).toEqual([]);
    expect((await call("GET", `/api/attribute/${a.id}/edit`)).statusCode).toBe(404);
  });
});

describe("listSitemapEntries", () => {
  it("lists published packages, categories and destinations with their update times", async () => {
    const pub = await createPackage(t.db, { slug: "sitemap-pub" });
    const draft = await createPackage(t.db, { status: "draft" });
    const ctx = { db: t.db, actor: null, locale: "id" as const, requestId: "test", now: () => new Date() };
    const entries = await listSitemapEntries({ ctx });
    const tour = entries.tours.find((x) => x.id === pub.id);
    expect(tour).toEqual({ id: pub.id, slug: "sitemap-pub", updated_at: pub.updatedAt.toISOString() });
    expect(entries.tours.some((x) => x.id === draft.id)).toBe(false);
    expect(entries.categories.length).toBeGreaterThan(0);
    expect(entries.destinations.length).toBeGreaterThan(0);
    expect(entries.categories[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      updated_at: expect.any(String),
    });
  });
});
