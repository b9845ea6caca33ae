import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { displayPrice } from "#app/modules/catalog/catalog.rules";
import { travellerType } from "#app/modules/catalog/rooms.rules";
import { UMRAH_DEFAULT_REQUIREMENTS } from "#app/modules/document/document.rules";
import { LocalFileStore, uploadDirs } from "#app/modules/media/.server/file-storage";
import type { Db } from "#app/shared/db.server";
import { createTestDatabase, testEnv } from "#test/setup/app";
import { seedDemoIfEmpty } from "./seed";

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let dataDir: string;
let seconds: number;
const now = new Date("2030-03-10T08:00:00Z");

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  dataDir = testEnv().dataDir;
  const started = performance.now();
  await seedDemoIfEmpty(database, { files: new LocalFileStore(dataDir), demoPassword: "DemoPass123", now });
  seconds = (performance.now() - started) / 1000;
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Pkg = {
  id: number;
  code: string;
  slug: string;
  status: string;
  featured: boolean;
  name: Record<string, string>;
  description: Record<string, string>;
  base_price: string;
  discount_type: "fixed" | "percentage" | null;
  discount_value: string;
  display_price: string;
  min_payment: string;
  card_payment_link: string | null;
  cover_image_id: string | null;
  destination_id: number | null;
};

describe("the demo catalogue", () => {
  it("seeds in a few seconds", () => {
    console.info(`demo seed: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeGreaterThan(0);
  });

  it("has about a dozen published packages, one draft and one archived, about four featured", async () => {
    const pkgs = await rows<Pkg>(sql`select * from packages`);
    const by = (status: string) => pkgs.filter((p) => p.status === status);
    expect(by("published").length).toBeGreaterThanOrEqual(10);
    expect(by("draft")).toHaveLength(1);
    expect(by("archived")).toHaveLength(1);
    const featured = pkgs.filter((p) => p.featured);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeLessThanOrEqual(5);
    expect(featured.every((p) => p.status === "published")).toBe(true);
  });

  it("names and describes every package in the three languages, description as rich text", async () => {
    for (const p of await rows<Pkg>(sql`select * from packages`)) {
      for (const lang of ["id", "en", "my"]) {
        expect(p.name[lang]?.trim(), `${p.code} name ${lang}`).toBeTruthy();
        expect(p.description[lang], `${p.code} description ${lang}`).toMatch(/^<p>.+<\/p><ul>(<li>.+<\/li>)+<\/ul>$/);
      }
      expect(p.name.en).not.toBe(p.name.id);
      expect(p.code).toMatch(/^[A-Z0-9-]{2,20}$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it("fills display_price with the pricing rule and uses both discount types", async () => {
    const pkgs = await rows<Pkg>(sql`select * from packages`);
    for (const p of pkgs) {
      const discount = p.discount_type ? { type: p.discount_type, value: Number(p.discount_value) } : null;
      expect(Number(p.display_price), p.code).toBe(displayPrice(Number(p.base_price), discount));
      expect(Number(p.min_payment)).toBeLessThan(Number(p.base_price));
    }
    expect(pkgs.some((p) => p.discount_type === "fixed")).toBe(true);
    expect(pkgs.some((p) => p.discount_type === "percentage")).toBe(true);
    expect(pkgs.filter((p) => p.card_payment_link?.startsWith("https://pay.example.com/")).length).toBeGreaterThan(0);
    // Rp 34.500.000 in minor units.
    expect(Number(pkgs.find((p) => p.code === "UMR-12-REG")?.base_price)).toBe(3_450_000_000);
  });

  it("puts every published package in a seeded category, with a destination that has an image", async () => {
    const counts = await rows<{ slug: string; n: number }>(sql`
      select c.slug, count(p.id)::int as n from categories c
      left join package_categories pc on pc.category_id = c.id
      left join packages p on p.id = pc.package_id and p.status = 'published'
      group by c.slug`);
    for (const c of counts) expect(c.n, c.slug).toBeGreaterThan(0);
    const dests = await rows<{ slug: string; image_id: string | null; description: Record<string, string> }>(
      sql`select slug, image_id, description from destinations`,
    );
    expect(dests.length).toBeGreaterThanOrEqual(6);
    for (const d of dests) {
      expect(d.image_id, d.slug).toBeTruthy();
      expect(d.description.my, d.slug).toBeTruthy();
    }
    const orphan = await rows(sql`select id from packages where destination_id is null or cover_image_id is null`);
    expect(orphan).toEqual([]);
  });

  it("gives published packages 2-3 gallery images, itinerary days, included and excluded facilities, extra prices", async () => {
    const stats = await rows<{
      code: string;
      gallery: number;
      days: number;
      inc: number;
      exc: number;
      attrs: number;
    }>(sql`
      select p.code,
        (select count(*)::int from package_images i where i.package_id = p.id) as gallery,
        (select count(*)::int from itinerary_days d where d.package_id = p.id) as days,
        (select count(*)::int from facilities f where f.package_id = p.id and f.included) as inc,
        (select count(*)::int from facilities f where f.package_id = p.id and not f.included) as exc,
        (select count(*)::int from package_attributes a where a.package_id = p.id) as attrs
      from packages p where p.status = 'published'`);
    for (const s of stats) {
      expect(s.gallery, s.code).toBeGreaterThanOrEqual(2);
      expect(s.gallery, s.code).toBeLessThanOrEqual(3);
      expect(s.days, s.code).toBeGreaterThanOrEqual(3);
      expect(s.inc, s.code).toBeGreaterThanOrEqual(4);
      expect(s.exc, s.code).toBeGreaterThanOrEqual(2);
      expect(s.attrs, s.code).toBeGreaterThanOrEqual(1);
    }
    const attrs = await rows<{ name: Record<string, string>; choice_rule: string; details: number }>(sql`
      select a.name, a.choice_rule, (select count(*)::int from attribute_details d where d.attribute_id = a.id) as details
      from attributes a order by a.sort_order`);
    // Rooms are room types now (decision 031): the extra prices are the add-ons only.
    expect(attrs.map((a) => [a.name.en, a.choice_rule])).toEqual([["Add-ons", "multiple"]]);
    expect(attrs.every((a) => a.details >= 3)).toBe(true);
    const per = await rows<{ per: string }>(sql`select distinct per from attribute_details order by per`);
    expect(per.map((p) => p.per)).toEqual(["pax", "booking"]);
  });

  it("schedules future departures, one price override, and fills one departure completely", async () => {
    const deps = await rows<{
      code: string;
      status: string;
      start_date: string;
      end_date: string;
      capacity: number;
      price_override: string | null;
      held: number;
    }>(sql`
      select p.code, p.status, d.start_date::text, d.end_date::text, d.capacity, d.price_override,
        coalesce((select sum(b.pax)::int from bookings b
          where b.departure_id = d.id and b.status <> 'canceled'), 0) as held
      from departures d join packages p on p.id = d.package_id`);
    const today = now.toISOString().slice(0, 10);
    for (const d of deps) {
      expect(d.start_date > today, d.code).toBe(true);
      expect(d.end_date >= d.start_date).toBe(true);
      expect(d.held).toBeLessThanOrEqual(d.capacity);
    }
    const perPackage = new Map<string, number>();
    for (const d of deps) if (d.status === "published") perPackage.set(d.code, (perPackage.get(d.code) ?? 0) + 1);
    for (const [code, n] of perPackage) expect(n, code).toBeGreaterThanOrEqual(d2(code));
    expect(deps.filter((d) => d.price_override !== null)).toHaveLength(1);
    const full = deps.filter((d) => d.held === d.capacity);
    expect(full).toHaveLength(1);
    const nearlyFull = deps.filter((d) => d.held < d.capacity && d.capacity - d.held <= 4);
    expect(nearlyFull.length).toBeGreaterThanOrEqual(3);
  });

  it("books for the demo customer and other travellers, with payments that explain every paid total", async () => {
    const bookings = await rows<{
      username: string;
      status: string;
      total: string;
      paid_total: string;
      pax: number;
    }>(sql`
      select u.username, b.status, b.total, b.paid_total, b.pax from bookings b join users u on u.id = b.customer_id`);
    expect(new Set(bookings.map((b) => b.username))).toContain("customer");
    expect(new Set(bookings.map((b) => b.username)).size).toBeGreaterThan(1);
    const statuses = new Set(bookings.map((b) => b.status));
    for (const s of ["pending", "paid", "processing"]) expect(statuses.has(s), s).toBe(true);
    for (const b of bookings) {
      if (b.status === "paid") expect(Number(b.paid_total)).toBe(Number(b.total));
      if (b.status === "pending") expect(Number(b.paid_total)).toBe(0);
      expect(Number(b.total)).toBeGreaterThan(0);
    }
    // Money never appears without a confirmed payment behind it; every pax has a guest record.
    const mismatched = await rows<{ n: number }>(sql`
      select count(*)::int as n from bookings b
      where b.paid_total <> (select coalesce(sum(p.amount), 0) from payments p
                             where p.booking_id = b.id and p.status = 'confirmed')
         or b.pax <> (select count(*) from booking_guests g where g.booking_id = b.id)`);
    expect(mismatched[0].n).toBe(0);
  });

  it("sells umrah beds as Quad, Triple and Double with child and infant fares, holidays as Twin and Single", async () => {
    const rts = await rows<{ code: string; dest: string; room: string; beds: number; cities: string[] }>(sql`
      select p.code, d.slug as dest, r.code as room, r.beds, p.hotel_cities as cities
      from room_types r join packages p on p.id = r.package_id join destinations d on d.id = p.destination_id
      order by p.id, r.sort_order`);
    const byPkg = new Map<string, typeof rts>();
    for (const r of rts) byPkg.set(r.code, [...(byPkg.get(r.code) ?? []), r]);
    expect(byPkg.size).toBe((await rows(sql`select id from packages`)).length);
    for (const [code, list] of byPkg) {
      const umrah = list[0].dest === "makkah-madinah";
      expect(
        list.map((r) => [r.room, r.beds]),
        code,
      ).toEqual(
        umrah
          ? [
              ["quad", 4],
              ["triple", 3],
              ["double", 2],
            ]
          : [
              ["twin", 2],
              ["single", 1],
            ],
      );
      expect(list[0].cities, code).toEqual(umrah ? ["Makkah", "Madinah"] : []);
    }
    const fares = await rows<{ code: string; dep: number; room: string; price: string; allotment: number | null }>(sql`
      select p.code, f.departure_id as dep, r.code as room, f.price, f.bed_allotment as allotment
      from departure_fares f join room_types r on r.id = f.room_type_id join packages p on p.id = r.package_id
      order by f.departure_id, r.sort_order`);
    const umr = fares.filter((f) => f.code === "UMR-12-REG");
    // Quad at the departure's price, Triple Rp 2 jt and Double Rp 5 jt more; 10 Double beds.
    expect(umr.slice(0, 3).map((f) => [f.room, Number(f.price), f.allotment])).toEqual(
      [
        ["quad", 3_450_000_000],
        ["triple", 3_650_000_000],
        ["double", 3_950_000_000],
      ].map(([room, price]) => [room, price, room === "double" ? 10 : null]),
    );
    const deps = await rows<{ id: number; n: number; child: string | null; infant: string | null; code: string }>(sql`
      select d.id, p.code, d.child_no_bed_price as child, d.infant_price as infant,
        (select count(*)::int from departure_fares f where f.departure_id = d.id) as n
      from departures d join packages p on p.id = d.package_id`);
    for (const d of deps) {
      expect(d.n, d.code).toBe(byPkg.get(d.code)?.length);
      if (!d.code.startsWith("HJK")) {
        expect(Number(d.child), d.code).toBeGreaterThan(0);
        expect(Number(d.infant), d.code).toBeGreaterThan(0);
      }
    }
  });

  it("gives every demo guest a traveller type, a room type and a fare that add up to the booking's price", async () => {
    const guests = await rows<{
      booking: string;
      type: string;
      birth: string;
      start: string;
      room: number | null;
      room_code: string | null;
      room_name: Record<string, string> | null;
      fare: string;
      package_room: number | null;
      allotment: number | null;
    }>(sql`
      select g.booking_id as booking, g.traveller_type as type, g.birth_date::text as birth, d.start_date::text as start,
        g.room_type_id as room, g.room_type_code as room_code, g.room_type_name as room_name, g.fare,
        r.package_id as package_room, f.bed_allotment as allotment
      from booking_guests g join bookings b on b.id = g.booking_id join departures d on d.id = b.departure_id
      left join room_types r on r.id = g.room_type_id and r.package_id = b.package_id
      left join departure_fares f on f.departure_id = d.id and f.room_type_id = g.room_type_id`);
    for (const g of guests) {
      expect(travellerType(g.birth, g.start)).toBe(g.type);
      expect(Number(g.fare)).toBeGreaterThan(0);
      if (g.type === "adult") expect(g.room).not.toBeNull();
      if (g.type === "infant") expect(g.room).toBeNull();
      if (g.room !== null) {
        expect(g.package_room).not.toBeNull();
        expect(g.room_code).toBeTruthy();
        expect(g.room_name?.my).toBeTruthy();
      }
    }
    const types = new Set(guests.map((g) => `${g.type}:${g.room === null ? "no bed" : "bed"}`));
    for (const t of ["adult:bed", "child:bed", "child:no bed", "infant:no bed"]) expect(types.has(t), t).toBe(true);
    const mismatched = await rows<{ code: string }>(sql`
      select b.code from bookings b
      where b.subtotal <> (select sum(g.fare) from booking_guests g where g.booking_id = b.id)
         or b.total <> b.subtotal - b.discount
         or b.unit_price <> (select g.fare from booking_guests g where g.booking_id = b.id order by g.position limit 1)`);
    expect(mismatched).toEqual([]);
    // No allotment oversold.
    const over = await rows(sql`
      select f.departure_id from departure_fares f
      where f.bed_allotment is not null and f.bed_allotment < (
        select count(*) from booking_guests g join bookings b on b.id = g.booking_id
        where b.departure_id = f.departure_id and g.room_type_id = f.room_type_id and b.status <> 'canceled')`);
    expect(over).toEqual([]);
    expect(guests.some((g) => g.room_code === "double")).toBe(true);
  });

  it("stores every image as public WebP variants on disk, as the upload pipeline does", async () => {
    // The catalogue's images (the content demo adds its own slides, photos and logos).
    const catalogue = sql`select cover_image_id as id from packages union all select file_id from package_images
        union all select image_id from destinations`;
    const files = await rows<{ id: string; visibility: string; variants: number[]; width: number; height: number }>(
      sql`select id, visibility, variants, width, height from files where id in (${catalogue})`,
    );
    const used = await rows<{ n: number }>(sql`select count(*)::int as n from (${catalogue}) u`);
    expect(files.length).toBe(used[0].n);
    const { public: dir } = uploadDirs(dataDir);
    for (const f of files) {
      expect(f.visibility).toBe("public");
      expect(f.variants).toEqual([320, 640, 768, 1024]);
      expect([f.width, f.height]).toEqual([1024, 683]);
      for (const w of f.variants) expect(fs.existsSync(path.join(dir, `${f.id}-${w}.webp`)), `${f.id}-${w}`).toBe(true);
    }
    const sample = await sharp(path.join(dir, `${files[0].id}-640.webp`)).metadata();
    expect(sample).toMatchObject({ format: "webp", width: 640 });
    // Distinct pictures: no two files have the same bytes.
    const hashes = new Set(files.map((f) => fs.readFileSync(path.join(dir, `${f.id}-320.webp`)).toString("base64")));
    expect(hashes.size).toBe(files.length);
  });
});

/** Every published package has at least two departures, except the once-a-year hajj. */
function d2(code: string) {
  return code.startsWith("HJK") ? 1 : 2;
}

describe("demo document requirements", () => {
  it("asks the umrah packages' guests for the usual umrah documents, and no other package's", async () => {
    const asked = await rows<{ slug: string; kinds: string[] }>(sql`
      select c.slug, array_agg(r.kind::text order by r.position) as kinds
      from package_document_requirements r
      join package_categories pc on pc.package_id = r.package_id
      join categories c on c.id = pc.category_id
      group by c.slug, r.package_id`);
    expect(asked.length).toBeGreaterThan(0);
    for (const a of asked) {
      expect(a.slug).toMatch(/^umrah-/);
      expect(a.kinds).toEqual(UMRAH_DEFAULT_REQUIREMENTS.map((r) => r.kind));
    }
  });
});
