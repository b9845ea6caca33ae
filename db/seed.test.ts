import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "#test/factories";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import { seedDemoIfEmpty } from "./seed";

const TABLES = ["users", "sessions", "languages", "categories", "pages", "settings", "bookings"];

async function counts(t: TestApp): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const { rows } = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    out[table] = rows[0].n;
  }
  return out;
}

describe("seedDemoIfEmpty with a given password", () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof seedDemoIfEmpty>>;
  beforeAll(async () => {
    t = await createTestApp();
    first = await seedDemoIfEmpty(t.database, { files: t.app.files, demoPassword: "DemoPass123" });
  });
  afterAll(async () => t?.close());

  it("seeds and returns no generated password", () => {
    expect(first).toEqual({ seeded: true, generatedPassword: null });
  });

  it("creates an admin and a customer that log in through POST /api/login", async () => {
    const admin = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password: "DemoPass123" },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json().user).toMatchObject({ username: "admin", role: "admin" });
    const customer = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "customer", password: "DemoPass123" },
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.json().user).toMatchObject({ username: "customer", role: "customer" });
    const byEmail = await loginAs(t.app, "admin@amanah-travel.example", "DemoPass123");
    expect(byEmail).toBeTruthy();
  });

  it("the seeded admin gets the admin-only badge and the customer is refused", async () => {
    const admin = await loginAs(t.app, "admin", "DemoPass123");
    const customer = await loginAs(t.app, "customer", "DemoPass123");
    const asAdmin = await t.app.inject({
      method: "GET",
      url: "/api/booking/count/pending",
      headers: { authorization: `Bearer ${admin}` },
    });
    // The demo catalogue's bookings include a few pending ones.
    const { rows } = (await t.db.execute(
      sql`select count(*)::int as n from bookings where status = 'pending'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0].n).toBeGreaterThan(0);
    expect(asAdmin.json()).toEqual({ booking_count: rows[0].n });
    const asCustomer = await t.app.inject({
      method: "GET",
      url: "/api/booking/count/pending",
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(asCustomer.statusCode).toBe(403);
  });

  it("refuses a wrong password for the seeded accounts", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password: "Secret123!" },
    });
    expect(res.statusCode).toBe(422);
  });

  it("creates the three languages", async () => {
    const { languages } = (await t.app.inject({ method: "GET", url: "/api/setting/language" })).json();
    expect(languages.map((l: { key: string }) => l.key)).toEqual(["id", "en", "my"]);
  });

  it("seeds no gallery videos: an unverified YouTube id would show a stranger's clip as the agency's", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/gallery/video?limit=-1" });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.total).toBe(0);
  });

  it("creates several categories, named in all three languages", async () => {
    const ids = (await t.app.inject({ method: "GET", url: "/api/category?limit=-1" })).json().categories;
    expect(ids.meta.total).toBeGreaterThanOrEqual(3);
    const names = (lang: string) =>
      t.app
        .inject({ method: "GET", url: `/api/category?limit=-1&lang=${lang}` })
        .then((r) => r.json().categories.data.map((c: { name: string }) => c.name));
    const [id, en, my] = await Promise.all([names("id"), names("en"), names("my")]);
    expect(en).not.toEqual(id);
    expect(my).not.toEqual(id);
    for (const list of [id, en, my]) for (const n of list) expect(n.trim()).not.toBe("");
  });

  it("creates at least two footer and two branch pages, titled in all three languages", async () => {
    for (const group of ["footer", "branch"]) {
      const { pages } = (await t.app.inject({ method: "GET", url: `/api/page/group/${group}` })).json();
      expect(pages.length, group).toBeGreaterThanOrEqual(2);
      for (const p of pages) {
        const titles = p.langs.map((l: { title: string }) => l.title);
        expect(new Set(titles).size, `${group} page ${p.id} has distinct titles`).toBeGreaterThan(1);
        for (const title of titles) expect(title.trim()).not.toBe("");
      }
    }
  });

  it("creates settings with every field, translated in all three languages", async () => {
    const get = (lang: string) =>
      t.app.inject({ method: "GET", url: `/api/setting?lang=${lang}` }).then((r) => r.json().setting);
    const [id, en, my] = await Promise.all([get("id"), get("en"), get("my")]);
    for (const s of [id, en, my]) {
      for (const [field, value] of Object.entries(s)) {
        if (field === "terms_page_id") continue;
        expect(value, field).toBeTruthy();
      }
    }
    expect(new Set([id.description, en.description, my.description]).size).toBe(3);
    expect(en.address).not.toBe(id.address);
    expect(id.terms_page_id).toEqual(expect.any(Number));
  });

  it("a second call changes nothing and returns seeded: false", async () => {
    const before = await counts(t);
    const again = await seedDemoIfEmpty(t.database, { files: t.app.files, demoPassword: "OtherPass123" });
    expect(again).toEqual({ seeded: false, generatedPassword: null });
    expect(await counts(t)).toEqual(before);
    // The first password still works; the second was not applied.
    const old = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password: "DemoPass123" },
    });
    expect(old.statusCode).toBe(200);
    const other = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "admin", password: "OtherPass123" },
    });
    expect(other.statusCode).toBe(422);
  });
});

describe("seedDemoIfEmpty without a password", () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  // Two whole demo seeds (each a few seconds alone, three times that on a loaded 2-core machine).
  it("generates a password (a different one on each run) that logs in", { timeout: 120_000 }, async () => {
    const passwords: string[] = [];
    for (let i = 0; i < 2; i++) {
      const t = await createTestApp();
      apps.push(t);
      const r = await seedDemoIfEmpty(t.database, { files: t.app.files });
      expect(r.seeded).toBe(true);
      expect(r.generatedPassword).toEqual(expect.any(String));
      const pw = r.generatedPassword!;
      expect(pw.length).toBeGreaterThanOrEqual(12);
      expect(pw).not.toBe("Secret123!");
      expect(await loginAs(t.app, "admin", pw)).toBeTruthy();
      expect(await loginAs(t.app, "customer", pw)).toBeTruthy();
      passwords.push(pw);
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });

  it("does not seed a database that already has a user", async () => {
    const t = await createTestApp();
    apps.push(t);
    await createUser(t.db, { username: "someone" });
    expect(await seedDemoIfEmpty(t.database, { files: t.app.files })).toEqual({
      seeded: false,
      generatedPassword: null,
    });
    const c = await counts(t);
    expect(c).toMatchObject({ users: 1, languages: 0, categories: 0, pages: 0, settings: 0 });
  });
});
