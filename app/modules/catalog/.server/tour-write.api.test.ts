import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { departures, facilities, itineraryDays, packageCategories, packages } from "#db/schema";
import {
  createAttribute,
  createAttributeDetail,
  createBooking,
  createCategory,
  createDestination,
  createFileRecord,
  createPackage,
  tr,
} from "#test/factories";
import { appWithSessionsPerFile } from "#test/setup/sessions";
import { day } from "#test/setup/days";

const { t, admin, customer, ids } = appWithSessionsPerFile();
let cats: number[];
let destId: number;
let images: string[];
let privateFile: string;
let attrs: number[];

beforeAll(async () => {
  cats = [(await createCategory(t.db)).id, (await createCategory(t.db)).id, (await createCategory(t.db)).id];
  destId = (await createDestination(t.db, { name: tr("Madinah", "Medina") })).id;
  images = [];
  for (let i = 0; i < 4; i++) images.push((await createFileRecord(t.db)).id);
  privateFile = (await createFileRecord(t.db, { visibility: "private", mime: "application/pdf" })).id;
  const room = await createAttribute(t.db, { name: tr("Tipe Kamar", "Room type"), choiceRule: "single" });
  await createAttributeDetail(t.db, room.id, { name: tr("Quad"), price: 0 });
  const addon = await createAttribute(t.db, { name: tr("Tambahan", "Add-ons"), choiceRule: "multiple" });
  attrs = [room.id, addon.id];
});

/** The package's terms, sent and answered as they are. */
const TERMS = {
  discount_type: "percentage",
  discount_value: 10,
  min_pax: 2,
  max_pax: 10,
  min_payment: 5_000_000,
  default_capacity: 45,
};

const tourPayload = (over: Record<string, unknown> = {}) => ({
  code: "umr-2026",
  name: { id: "Umrah Ramadhan 2026", en: "Ramadan Umrah 2026", my: "Umrah Ramadan 2026" },
  description: { id: "<p>Paket <strong>lengkap</strong></p>" },
  category_ids: [cats[1], cats[0]],
  destination_id: destId,
  cover_image_id: images[0],
  gallery_image_ids: [images[2], images[1]],
  base_price: 35_000_000,
  ...TERMS,
  card_payment_link: "https://pay.example.test/umrah",
  status: "published",
  featured: true,
  itinerary: [
    { title: { id: "Keberangkatan", en: "Departure" }, description: { id: "Jakarta - Jeddah" } },
    { title: { id: "Madinah" }, description: {} },
  ],
  facilities: [{ name: { id: "Tiket pesawat", en: "Flight ticket" } }, { name: { id: "Visa" }, included: false }],
  attribute_ids: [attrs[1], attrs[0]],
  ...over,
});

const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, payload: payload as never, headers });

/** POST /api/tour of `tourPayload(over)`, in `lang` when given. */
const postTour = (over?: Parameters<typeof tourPayload>[0], lang?: string) =>
  send("POST", lang ? `/api/tour?lang=${lang}` : "/api/tour", tourPayload(over));

describe("tour writes are for admins", () => {
  it("answers 401 to a visitor and 403 to a customer on every catalogue write", async () => {
    const pkg = await createPackage(t.db, { departures: [{}] });
    const routes: ["POST" | "PUT" | "DELETE", string][] = [
      ["POST", "/api/tour"],
      ["PUT", `/api/tour/${pkg.id}`],
      ["DELETE", `/api/tour/${pkg.id}`],
      ["POST", `/api/tour/${pkg.id}/time`],
      ["PUT", `/api/tour/${pkg.id}/time/${pkg.departures[0].id}`],
      ["DELETE", `/api/tour/${pkg.id}/time/${pkg.departures[0].id}`],
      ["POST", "/api/category"],
      ["PUT", `/api/category/${cats[0]}`],
      ["DELETE", `/api/category/${cats[0]}`],
      ["POST", "/api/destination"],
      ["PUT", `/api/destination/${destId}`],
      ["DELETE", `/api/destination/${destId}`],
      ["POST", "/api/attribute"],
      ["PUT", `/api/attribute/${attrs[0]}`],
      ["DELETE", `/api/attribute/${attrs[0]}`],
      ["POST", `/api/attribute/${attrs[0]}/detail`],
      ["PUT", `/api/attribute/${attrs[0]}/detail/1`],
      ["DELETE", `/api/attribute/${attrs[0]}/detail/1`],
    ];
    for (const [method, url] of routes) {
      const visitor = await t.app.inject({ method, url: `${url}?lang=en`, payload: {} });
      expect(visitor.statusCode, `${method} ${url}`).toBe(401);
      expect(visitor.json()).toEqual({ message: "You should login first to continue." });
      const cust = await t.app.inject({ method, url: `${url}?lang=en`, payload: {}, headers: customer });
      expect(cust.statusCode, `${method} ${url}`).toBe(403);
      expect(cust.json()).toEqual({ message: "You do not have access to this." });
    }
    for (const url of [
      `/api/tour/${pkg.id}/edit`,
      `/api/category/${cats[0]}/edit`,
      `/api/destination/${destId}/edit`,
      "/api/attribute",
      `/api/attribute/${attrs[0]}/edit`,
      `/api/attribute/${attrs[0]}/detail`,
    ]) {
      expect((await t.app.inject({ method: "GET", url })).statusCode, url).toBe(401);
      expect((await t.app.inject({ method: "GET", url, headers: customer })).statusCode, url).toBe(403);
    }
    // Nothing changed.
    expect((await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}` })).statusCode).toBe(200);
  });
});

describe("POST /api/tour", () => {
  it("creates a package with its children and answers the detail with a translated message", async () => {
    const res = await postTour(undefined, "en");
    expect(res.statusCode, res.body).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe("Created successfully.");
    expect(data).toMatchObject({
      code: "UMR-2026",
      slug: "umrah-ramadhan-2026",
      name: "Ramadan Umrah 2026",
      description: "<p>Paket <strong>lengkap</strong></p>",
      destination: { id: destId, name: "Medina" },
      base_price: 35_000_000,
      display_price: 31_500_000,
      ...TERMS,
      status: "published",
      featured: true,
      departures: [],
      next_departure: null,
      duration_days: null,
      itinerary: [
        { day: 1, title: "Departure", description: "Jakarta - Jeddah" },
        { day: 2, title: "Madinah", description: "" },
      ],
      facilities: [
        { name: "Flight ticket", included: true },
        { name: "Visa", included: false },
      ],
    });
    expect(data.cover.id).toBe(images[0]);
    expect(data.gallery.map((g: { id: string }) => g.id)).toEqual([images[2], images[1]]);
    expect(data.extras.map((x: { id: number }) => x.id)).toEqual([attrs[1], attrs[0]]);
    expect(data.extras[1]).toMatchObject({ name: "Room type", choice_rule: "single", details: [{ name: "Quad" }] });

    const edit = (await t.app.inject({ method: "GET", url: `/api/tour/${data.id}/edit`, headers: admin })).json().data;
    expect(edit).toMatchObject({
      code: "UMR-2026",
      name: { id: "Umrah Ramadhan 2026", en: "Ramadan Umrah 2026", my: "Umrah Ramadan 2026" },
      description: { id: "<p>Paket <strong>lengkap</strong></p>" },
      destination_id: destId,
      cover_image_id: images[0],
      gallery_image_ids: [images[2], images[1]],
      attribute_ids: [attrs[1], attrs[0]],
      card_payment_link: "https://pay.example.test/umrah",
      itinerary: [
        { title: { id: "Keberangkatan", en: "Departure" }, description: { id: "Jakarta - Jeddah" } },
        { title: { id: "Madinah" }, description: { id: "" } },
      ],
      facilities: [
        { name: { id: "Tiket pesawat", en: "Flight ticket" }, included: true },
        { name: { id: "Visa" }, included: false },
      ],
      departures: [],
      has_bookings: false,
    });
    expect([...edit.category_ids].sort()).toEqual([cats[0], cats[1]].sort());
  });

  it("derives unique slugs from the Indonesian name, or keeps the one given", async () => {
    const base = { name: { id: "Wisata Türkiye & Cappadocia!" }, category_ids: [], attribute_ids: [] };
    const one = await postTour({ ...base, code: "TR-1" });
    const two = await postTour({ ...base, code: "TR-2" });
    const three = await postTour({ ...base, code: "TR-3" });
    expect([one, two, three].map((r) => r.json().data.slug)).toEqual([
      "wisata-turkiye-dan-cappadocia",
      "wisata-turkiye-dan-cappadocia-2",
      "wisata-turkiye-dan-cappadocia-3",
    ]);
    const own = await postTour({ ...base, code: "TR-4", slug: "Turki-Hemat" });
    expect(own.json().data.slug).toBe("turki-hemat");
  });

  it("sanitises the description in every language", async () => {
    const res = await postTour({
      code: "XSS-1",
      description: {
        id: '<p onclick="steal()">Halo<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        en: '<a href="javascript:alert(1)" target="_blank">Click</a><iframe src="https://evil.test"></iframe>',
        my: '<svg onload=alert(1)><a href="https://ok.test" target="_blank">Pautan</a></svg><style>*{}</style>',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const edit = (
      await t.app.inject({ method: "GET", url: `/api/tour/${res.json().data.id}/edit`, headers: admin })
    ).json().data;
    expect(edit.description).toEqual({
      id: "<p>Halo</p>",
      en: '<a target="_blank" rel="noopener noreferrer">Click</a>',
    });
    const [row] = await t.db.select().from(packages).where(eq(packages.code, "XSS-1"));
    expect(JSON.stringify(row.description)).not.toMatch(/script|onerror|onclick|javascript|iframe|svg|style/i);
  });
});

describe("POST /api/tour validation", () => {
  it("reports every broken reference on its own field, translated", async () => {
    const res = await postTour(
      {
        code: "UMR-2026",
        slug: "umrah-ramadhan-2026",
        category_ids: [cats[0], 999_999],
        destination_id: 999_999,
        cover_image_id: privateFile,
        gallery_image_ids: [images[1], "00000000-0000-4000-8000-000000000000"],
        attribute_ids: [999_999],
      },
      "en",
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "The given data was invalid.",
      errors: {
        code: ["This package code is already used."],
        slug: ["This slug is already used."],
        category_ids: ["One of the chosen categories does not exist."],
        destination_id: ["The chosen destination does not exist."],
        cover_image_id: ["One of the chosen images does not exist."],
        gallery_image_ids: ["One of the chosen images does not exist."],
        attribute_ids: ["One of the chosen extra prices does not exist."],
      },
    });
    const id = await postTour({ destination_id: 999_999, code: "NEW-1" }, "id");
    expect(id.json().errors.destination_id).toEqual(["Destinasi yang dipilih tidak ada."]);
    const my = await postTour({ code: "umr-2026" }, "my");
    expect(my.json().message).toBe("Data yang diberikan tidak sah.");
    expect(my.json().errors.code[0]).not.toBe(res.json().errors.code[0]);
    expect(await t.db.select().from(packages).where(eq(packages.code, "NEW-1"))).toEqual([]);
  });

  it("checks the contract's own rules with translated messages", async () => {
    const res = await postTour(
      {
        code: "x",
        name: { id: "" },
        min_pax: 5,
        max_pax: 2,
        discount_value: 150,
        min_payment: 99_000_000,
        base_price: 1.5,
        card_payment_link: "http://insecure.test",
      },
      "en",
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.code).toEqual(["Use 2 to 20 capital letters, digits or dashes."]);
    expect(errors["name.id"]).toEqual(["This field is required."]);
    expect(errors.base_price).toBeDefined();
    expect(errors.card_payment_link).toBeDefined();
    const refine = await postTour(
      { code: "OK-1", min_pax: 5, max_pax: 2, discount_value: 150, min_payment: 99_000_000 },
      "en",
    );
    expect(refine.json().errors).toEqual({
      max_pax: ["The maximum pax cannot be below the minimum pax."],
      discount_value: ["A percentage discount cannot exceed 100."],
      min_payment: ["The minimum payment per pax cannot exceed the base price."],
    });
  });
});

describe("PUT /api/tour/:id", () => {
  it("replaces the lists as sent, keeps the slug, leaves departures alone", async () => {
    const pkg = await createPackage(t.db, {
      code: "REP-1",
      slug: "paket-lama",
      categoryIds: [cats[0], cats[1]],
      galleryIds: [images[0], images[1]],
      itinerary: [{ title: tr("Hari 1") }, { title: tr("Hari 2") }, { title: tr("Hari 3") }],
      facilities: [{ name: tr("Hotel") }],
      attributeIds: [attrs[0]],
      departures: [{ startDate: day(10), endDate: day(15) }],
    });
    const res = await send(
      "PUT",
      `/api/tour/${pkg.id}?lang=my`,
      tourPayload({
        code: "REP-1",
        name: { id: "Paket Baru" },
        category_ids: [cats[2]],
        gallery_image_ids: [images[3], images[0], images[2]],
        itinerary: [{ title: { id: "Satu-satunya hari" }, description: {} }],
        facilities: [],
        attribute_ids: [],
        discount_type: null,
        discount_value: 5,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Perubahan berjaya disimpan.");
    const data = res.json().data;
    expect(data).toMatchObject({
      slug: "paket-lama",
      name: "Paket Baru",
      discount_type: null,
      discount_value: 0,
      display_price: 35_000_000,
      facilities: [],
      extras: [],
    });
    expect(data.gallery.map((g: { id: string }) => g.id)).toEqual([images[3], images[0], images[2]]);
    expect(data.departures).toHaveLength(1);
    const edit = (await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}/edit`, headers: admin })).json().data;
    expect(edit.category_ids).toEqual([cats[2]]);
    expect(edit.itinerary).toEqual([{ title: { id: "Satu-satunya hari" }, description: { id: "" } }]);
  });

  it("answers 404 for an unknown package and 422 for another package's code", async () => {
    expect((await send("PUT", "/api/tour/999999", tourPayload({ code: "NOPE-1" }))).statusCode).toBe(404);
    const other = await createPackage(t.db, { code: "OTHER-1" });
    const mine = await createPackage(t.db, { code: "MINE-1" });
    const res = await send("PUT", `/api/tour/${mine.id}?lang=en`, tourPayload({ code: "other-1" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ["This package code is already used."] });
    // Its own code and slug are not "taken".
    const same = await send("PUT", `/api/tour/${mine.id}`, tourPayload({ code: "MINE-1", slug: mine.slug }));
    expect(same.statusCode, same.body).toBe(200);
    expect(other.id).not.toBe(mine.id);
  });
});

describe("the package's kind (decision 081)", () => {
  it("is a tour unless staff say umrah; an update without it keeps it; the pages and the form show it", async () => {
    const made = await postTour({ code: "KND-1", name: { id: "Paket Jenis" } });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.id;
    expect(made.json().data.kind).toBe("tour");
    // Below the ministry's reference price: published with a reason (docs/product.md §Licences, reference price and escrow).
    const umrah = await send(
      "PUT",
      `/api/tour/${id}`,
      tourPayload({ code: "KND-1", kind: "umrah", below_reference_reason: "Promo" }),
    );
    expect(umrah.json().data.kind).toBe("umrah");
    const kept = await send("PUT", `/api/tour/${id}`, tourPayload({ code: "KND-1" }));
    expect(kept.json().data.kind).toBe("umrah");
    const [row] = await t.db.select({ kind: packages.kind }).from(packages).where(eq(packages.id, id));
    expect(row.kind).toBe("umrah");
    expect((await t.app.inject({ method: "GET", url: `/api/tour/${id}` })).json().data.kind).toBe("umrah");
    expect((await t.app.inject({ method: "GET", url: `/api/tour/${id}/edit`, headers: admin })).json().data.kind).toBe(
      "umrah",
    );
    const wrong = await send("PUT", `/api/tour/${id}?lang=en`, tourPayload({ code: "KND-1", kind: "hajj" }));
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors)).toEqual(["kind"]);
  });
});

describe("DELETE /api/tour/:id", () => {
  it("refuses a package with bookings (409) and deletes nothing", async () => {
    const pkg = await createPackage(t.db, {
      categoryIds: [cats[0]],
      itinerary: [{ title: tr("Hari 1") }],
      facilities: [{ name: tr("Hotel") }],
      departures: [{}, {}],
    });
    await createBooking(t.db, ids.customerId, {
      packageId: pkg.id,
      departureId: pkg.departures[0].id,
      status: "canceled",
    });
    const res = await send("DELETE", `/api/tour/${pkg.id}?lang=en`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "This package has bookings and cannot be deleted. Archive it instead." });
    expect(await t.db.select().from(packages).where(eq(packages.id, pkg.id))).toHaveLength(1);
    expect(await t.db.select().from(departures).where(eq(departures.packageId, pkg.id))).toHaveLength(2);
    expect(await t.db.select().from(itineraryDays).where(eq(itineraryDays.packageId, pkg.id))).toHaveLength(1);
    expect(await t.db.select().from(facilities).where(eq(facilities.packageId, pkg.id))).toHaveLength(1);
    expect(await t.db.select().from(packageCategories).where(eq(packageCategories.packageId, pkg.id))).toHaveLength(1);
    const edit = await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}/edit`, headers: admin });
    expect(edit.json().data.has_bookings).toBe(true);
  });

  it("refuses when a booking holds one of its departures only", async () => {
    const pkg = await createPackage(t.db, { departures: [{}] });
    await createBooking(t.db, ids.customerId, { departureId: pkg.departures[0].id });
    expect((await send("DELETE", `/api/tour/${pkg.id}`)).statusCode).toBe(409);
    expect(await t.db.select().from(departures).where(eq(departures.packageId, pkg.id))).toHaveLength(1);
  });

  it("deletes a package without bookings with its children", async () => {
    const pkg = await createPackage(t.db, { departures: [{}], itinerary: [{ title: tr("Hari 1") }] });
    const res = await send("DELETE", `/api/tour/${pkg.id}?lang=id`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Data berhasil dihapus." });
    expect((await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}`, headers: admin })).statusCode).toBe(404);
    expect(await t.db.select().from(departures).where(eq(departures.packageId, pkg.id))).toEqual([]);
    expect((await send("DELETE", `/api/tour/${pkg.id}`)).statusCode).toBe(404);
  });
});

describe("GET /api/tour/:id", () => {
  it("shows the public page: upcoming departures, gallery, itinerary, facilities and extras", async () => {
    const pkg = await createPackage(t.db, {
      name: tr("Umrah Akhir Tahun", "Year-end Umrah"),
      description: tr("<p>Deskripsi</p>", "<p>Description</p>"),
      galleryIds: [images[1], images[0]],
      itinerary: [{ title: tr("Tiba", "Arrival"), description: tr("Jeddah") }],
      facilities: [{ name: tr("Makan", "Meals") }, { name: tr("Tip"), included: false }],
      attributeIds: [attrs[0]],
      minPayment: 2_000_000,
      departures: [
        { startDate: day(-5), endDate: day(3) },
        { startDate: day(14), endDate: day(22) },
      ],
    });
    const res = await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}?lang=en` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      name: "Year-end Umrah",
      description: "<p>Description</p>",
      min_payment: 2_000_000,
      itinerary: [{ day: 1, title: "Arrival", description: "Jeddah" }],
      facilities: [
        { name: "Meals", included: true },
        { name: "Tip", included: false },
      ],
      extras: [{ id: attrs[0], name: "Room type", choice_rule: "single" }],
      card_payment_link: null,
    });
    expect(data.gallery.map((g: { id: string }) => g.id)).toEqual([images[1], images[0]]);
    expect(data.departures.map((d: { id: number }) => d.id)).toEqual([pkg.departures[1].id]);
    expect(new Date(data.updated_at).toString()).not.toBe("Invalid Date");
    const asAdmin = (await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}`, headers: admin })).json().data;
    expect(asAdmin.departures).toHaveLength(2);
  });
});
