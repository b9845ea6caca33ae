import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeEach, describe, expect, it } from "vitest";
import { departureFares, departures, packagePriceReasons, packages, roomTypes, settings } from "#db/schema";
import { createPackage } from "#test/factories";
import { appWithSessionsPerFile, signInAdmin } from "#test/setup/sessions";
import { day } from "#test/setup/days";
import { plainTourInput } from "./tour-input.test-helper";

/*
 * The regulator's rules (docs/product.md §Licences, reference price and escrow, decision 082):
 * the advertisement approval serial where the agency sells in Malaysia, the reason for publishing
 * below the ministry's reference price, and the list of such packages.
 */

const { t, admin, customer } = appWithSessionsPerFile({ currency: "IDR" });
const REFERENCE = 2_300_000_000; // Rp 23,000,000 in minor units
let n = 0;

const put = (id: number, over: Record<string, unknown>, headers = admin) =>
  t.app.inject({
    method: "PUT",
    url: `/api/tour/${id}?lang=en`,
    headers,
    payload: plainTourInput({ code: `REG-${id}`, name: { id: `Paket ${id}` }, ...over }) as never,
  });
const post = (over: Record<string, unknown>) =>
  t.app.inject({
    method: "POST",
    url: "/api/tour?lang=en",
    headers: admin,
    payload: plainTourInput({ code: `REGN-${++n}`, name: { id: `Baru ${n}` }, ...over }) as never,
  });
const draftUmrah = (basePrice = 3_000_000_000) =>
  createPackage(t.db, {
    kind: "umrah",
    status: "draft",
    basePrice,
    departures: [{ startDate: day(60), endDate: day(69) }],
  });
const statusOf = async (id: number) =>
  (await t.db.select({ status: packages.status }).from(packages).where(eq(packages.id, id)))[0].status;
const market = (currency: "IDR" | "MYR", kpkLicence: string | null = null) =>
  t.db.update(settings).set({ currency, kpkLicence }).where(eq(settings.id, 1));

describe("the advertisement approval serial", () => {
  beforeEach(() => market("MYR"));

  it("a Malaysian agency cannot publish an umrah package without it; with it, it can; a tour is unaffected", async () => {
    const pkg = await draftUmrah();
    const refused = await put(pkg.id, { kind: "umrah", status: "published", base_price: 500_000 });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.ad_approval_serial[0]).toMatch(/approval serial/);
    expect(await statusOf(pkg.id)).toBe("draft");
    const ok = await put(pkg.id, {
      kind: "umrah",
      status: "published",
      base_price: 500_000,
      ad_approval_serial: "  KPK/LN/ADV   1234 ",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.ad_approval_serial).toBe("KPK/LN/ADV 1234");
    // A draft without it saves; a tour publishes without it.
    const draft = await post({ kind: "umrah", status: "draft" });
    expect(draft.statusCode, draft.body).toBe(200);
    const tour = await post({ kind: "tour", status: "published" });
    expect(tour.statusCode, tour.body).toBe(200);
  });

  it("a KPK licence makes a rupiah agency Malaysian too; an Indonesian agency publishes without it", async () => {
    await market("IDR", "KPK/LN-1234");
    const pkg = await draftUmrah();
    expect((await put(pkg.id, { kind: "umrah", status: "published", base_price: 3_000_000_000 })).statusCode).toBe(422);
    await market("IDR");
    const ok = await put(pkg.id, { kind: "umrah", status: "published", base_price: 3_000_000_000 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.ad_approval_serial).toBeNull();
  });

  it("is checked like a licence number and shown on the public page and card of an umrah package", async () => {
    const pkg = await draftUmrah();
    const bad = await put(pkg.id, { kind: "umrah", ad_approval_serial: "<b>1</b>" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["ad_approval_serial"]);
    await put(pkg.id, { kind: "umrah", status: "published", ad_approval_serial: "KPK/LN/ADV 77" });
    const page = await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}` });
    expect(page.json().data.ad_approval_serial).toBe("KPK/LN/ADV 77");
    const list = await t.app.inject({ method: "GET", url: "/api/tour?limit=100" });
    expect(list.json().data.find((p: { id: number }) => p.id === pkg.id).ad_approval_serial).toBe("KPK/LN/ADV 77");
  });
});

describe("the ministry's reference price", () => {
  beforeEach(() => market("IDR"));

  it("publishing an umrah package below it asks a reason, records it, and the report lists it", async () => {
    const pkg = await draftUmrah(1_900_000_000);
    const refused = await put(pkg.id, { kind: "umrah", status: "published", base_price: 1_900_000_000 });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["below_reference_reason"]);
    expect(await statusOf(pkg.id)).toBe("draft");
    expect(await t.db.select().from(packagePriceReasons).where(eq(packagePriceReasons.packageId, pkg.id))).toEqual([]);

    const ok = await put(pkg.id, {
      kind: "umrah",
      status: "published",
      base_price: 1_900_000_000,
      below_reference_reason: "Low season promotion",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [reason] = await t.db.select().from(packagePriceReasons).where(eq(packagePriceReasons.packageId, pkg.id));
    expect(reason).toMatchObject({
      reason: "Low season promotion",
      lowestPrice: 1_900_000_000,
      referencePrice: REFERENCE,
    });
    expect(reason.userId).not.toBeNull();
    // Saved again at the same price: the reason on file is enough; lower: a new one is asked.
    expect((await put(pkg.id, { kind: "umrah", status: "published", base_price: 1_900_000_000 })).statusCode).toBe(200);
    expect((await put(pkg.id, { kind: "umrah", status: "published", base_price: 1_800_000_000 })).statusCode).toBe(422);
    // The edit form carries the latest reason.
    const form = await t.app.inject({ method: "GET", url: `/api/tour/${pkg.id}/edit`, headers: admin });
    expect(form.json().data.price_reason).toMatchObject({ reason: "Low season promotion", reference_price: REFERENCE });

    const report = await t.app.inject({ method: "GET", url: "/api/report/below-reference?lang=en", headers: admin });
    expect(report.statusCode, report.body).toBe(200);
    const row = report.json().data.find((r: { id: number }) => r.id === pkg.id);
    expect(row).toMatchObject({ lowest_price: 1_900_000_000, reference_price: REFERENCE });
    expect(row.reason.reason).toBe("Low season promotion");

    const file = await t.app.inject({
      method: "GET",
      url: "/api/report/below-reference/export?lang=en",
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toMatch(/spreadsheetml/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain("Reference price");
    expect(cells).toContain("Low season promotion");
    expect(cells).toContain(`REG-${pkg.id}`);
    // In Malay too.
    const my = await t.app.inject({ method: "GET", url: "/api/report/below-reference/export?lang=my", headers: admin });
    const bookMy = new ExcelJS.Workbook();
    await bookMy.xlsx.load(my.rawPayload as unknown as ArrayBuffer);
    expect(bookMy.worksheets[0].getSheetValues().flat().map(String)).toContain("Harga rujukan");
  });

  it("a fare of a departure below it counts; a tour and a ringgit agency are not compared", async () => {
    const pkg = await createPackage(t.db, {
      kind: "umrah",
      status: "draft",
      basePrice: 3_000_000_000,
      departures: [{ startDate: day(60), endDate: day(69), fares: [{ code: "quad", price: 2_000_000_000 }] }],
    });
    const refused = await put(pkg.id, { kind: "umrah", status: "published", base_price: 3_000_000_000 });
    expect(refused.statusCode, refused.body).toBe(422);
    expect((await post({ kind: "tour", status: "published", base_price: 100 })).statusCode).toBe(200);
    await market("MYR");
    const ringgit = await put(pkg.id, {
      kind: "umrah",
      status: "published",
      base_price: 3_000_000_000,
      ad_approval_serial: "KPK/LN/ADV 9",
    });
    expect(ringgit.statusCode, ringgit.body).toBe(200);
    const report = await t.app.inject({ method: "GET", url: "/api/report/below-reference", headers: admin });
    expect(report.json()).toMatchObject({ data: [], currency: "MYR" });
  });

  it("lowering a published umrah package's fare below it asks a reason as publishing does (decision 085)", async () => {
    const pkg = await createPackage(t.db, {
      kind: "umrah",
      status: "published",
      basePrice: 3_000_000_000,
      roomTypes: [{ code: "quad", beds: 4 }],
      departures: [{ startDate: day(60), endDate: day(69) }],
    });
    const [quad] = await t.db.select().from(roomTypes).where(eq(roomTypes.packageId, pkg.id));
    const dep = pkg.departures[0];
    const reasons = () => t.db.select().from(packagePriceReasons).where(eq(packagePriceReasons.packageId, pkg.id));
    const fareOf = async () =>
      (await t.db.select().from(departureFares).where(eq(departureFares.departureId, dep.id)))[0].price;
    const body = (over: Record<string, unknown>) => ({
      start_date: day(60),
      end_date: day(69),
      is_open: true,
      ...over,
    });
    const putDeparture = (over: Record<string, unknown>) =>
      t.app.inject({
        method: "PUT",
        url: `/api/tour/${pkg.id}/time/${dep.id}?lang=en`,
        headers: admin,
        payload: body(over),
      });
    const postDeparture = (over: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/tour/${pkg.id}/time?lang=en`, headers: admin, payload: body(over) });

    // A room type's fare lowered below the reference: 422 on the reason, nothing changed.
    const fare = [{ room_type_id: quad.id, price: 2_000_000_000, bed_allotment: null }];
    const refused = await putDeparture({ fares: fare });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["below_reference_reason"]);
    expect(refused.json().errors.below_reference_reason[0]).toMatch(/reference price/);
    expect(await fareOf()).toBe(3_000_000_000);
    // The departure's price override too (its beds at the old price follow it).
    const override = await putDeparture({ price_override: 1_900_000_000 });
    expect(override.statusCode, override.body).toBe(422);
    const [row] = await t.db.select().from(departures).where(eq(departures.id, dep.id));
    expect(row.priceOverride).toBeNull();
    expect(await reasons()).toEqual([]);

    // Given, the reason is recorded as at publishing, and the report shows it.
    const ok = await putDeparture({ fares: fare, below_reference_reason: "Airline group fare" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await fareOf()).toBe(2_000_000_000);
    const [reason] = await reasons();
    expect(reason).toMatchObject({
      reason: "Airline group fare",
      lowestPrice: 2_000_000_000,
      referencePrice: REFERENCE,
    });
    expect(reason.userId).not.toBeNull();
    const report = await t.app.inject({ method: "GET", url: "/api/report/below-reference", headers: admin });
    const listed = report.json().data.find((r: { id: number }) => r.id === pkg.id);
    expect(listed).toMatchObject({ lowest_price: 2_000_000_000, reason: { reason: "Airline group fare" } });

    // A write that lowers nothing is not asked again; a lower price is.
    expect((await putDeparture({ fares: fare, capacity: 30 })).statusCode).toBe(200);
    const lower = [{ room_type_id: quad.id, price: 1_800_000_000, bed_allotment: null }];
    expect((await putDeparture({ fares: lower })).statusCode).toBe(422);
    // A new departure below the reason's price asks too.
    const added = await postDeparture({ fares: lower });
    expect(added.statusCode, added.body).toBe(422);
    expect(Object.keys(added.json().errors)).toEqual(["below_reference_reason"]);
    expect(await t.db.$count(departures, eq(departures.packageId, pkg.id))).toBe(1);
    const addedOk = await postDeparture({ fares: lower, below_reference_reason: "Ramadan promotion" });
    expect(addedOk.statusCode, addedOk.body).toBe(200);
    expect((await reasons()).map((r) => r.lowestPrice).sort()).toEqual([1_800_000_000, 2_000_000_000]);

    // A draft is not asked (publishing it is), nor is a ringgit agency.
    await t.db.update(packages).set({ status: "draft" }).where(eq(packages.id, pkg.id));
    const cheap = [{ room_type_id: quad.id, price: 1_000_000_000, bed_allotment: null }];
    expect((await putDeparture({ fares: cheap })).statusCode).toBe(200);
    await t.db.update(packages).set({ status: "published" }).where(eq(packages.id, pkg.id));
    await market("MYR");
    const cheaper = [{ room_type_id: quad.id, price: 900_000_000, bed_allotment: null }];
    expect((await putDeparture({ fares: cheaper })).statusCode).toBe(200);
  });

  it("copying a past departure's cheaper fare grid onto an upcoming one asks the reason too (decision 085)", async () => {
    await market("IDR");
    const pkg = await createPackage(t.db, {
      kind: "umrah",
      status: "published",
      basePrice: 3_000_000_000,
      departures: [
        { startDate: day(-60), endDate: day(-51), fares: [{ code: "quad", price: 2_000_000_000 }] },
        { startDate: day(60), endDate: day(69), fares: [{ code: "quad", price: 3_000_000_000 }] },
      ],
    });
    const [past, upcoming] = pkg.departures;
    const copy = (body: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: `/api/tour/${pkg.id}/time/${past.id}/copy-fares?lang=en`,
        headers: admin,
        payload: { to_time_ids: [upcoming.id], ...body },
      });
    const fareOf = async () =>
      (await t.db.select().from(departureFares).where(eq(departureFares.departureId, upcoming.id)))[0].price;
    const refused = await copy({});
    expect(refused.statusCode, refused.body).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["below_reference_reason"]);
    expect(await fareOf()).toBe(3_000_000_000);
    const ok = await copy({ below_reference_reason: "Last season's group fare" });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await fareOf()).toBe(2_000_000_000);
    const [reason] = await t.db.select().from(packagePriceReasons).where(eq(packagePriceReasons.packageId, pkg.id));
    expect(reason).toMatchObject({ reason: "Last season's group fare", lowestPrice: 2_000_000_000 });
  });

  it("the report is for report readers and catalogue editors: finance yes, sales 403, a customer 403, a visitor 401", async () => {
    const finance = (await signInAdmin(t, { staffRole: "finance" })).headers;
    const sales = (await signInAdmin(t, { staffRole: "sales" })).headers;
    for (const url of ["/api/report/below-reference", "/api/report/below-reference/export"]) {
      expect((await t.app.inject({ method: "GET", url, headers: finance })).statusCode).toBe(200);
      expect((await t.app.inject({ method: "GET", url, headers: sales })).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url, headers: customer })).statusCode).toBe(403);
      expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });

  it("the reference is a setting (default Rp 23,000,000) the settings screen edits", async () => {
    const form = await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: admin });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json().data.umrah_reference_price).toBe(REFERENCE);
  });
});
