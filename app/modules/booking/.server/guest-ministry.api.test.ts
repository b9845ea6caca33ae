import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingEvents, bookingGuests, bookings, branches } from "#db/schema";
import { bearer, checkoutBody, guest, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, checkoutPackage, day, type TourPackage } from "#test/setup/booking-api";
import { createPackage } from "#test/factories";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { missingMinistryFields } from "#app/modules/booking/ministry.rules";

/*
 * The ministry's data of the guests (docs/product.md §Ministry data, decision 081): asked at the
 * checkout of an umrah package, completed later from the booking page
 * (PUT /api/booking/{id}/guest/{guest_id}/ministry), the address's Indonesian regions from
 * GET /api/regions.
 */

let t: TestApp;
let customer: string;
let other: string;
let owner: string;
let umrah: TourPackage;
let tour: TourPackage;

const VILLAGE = "31.74.01.1001"; // Tebet Timur, Tebet, Jakarta Selatan, DKI Jakarta

/** A guest with every field the ministry asks, living in Jakarta. */
const ministryGuest = (over: Record<string, unknown> = {}) =>
  guest({
    full_name: "Siti",
    father_name: "Ahmad Fauzi",
    passport_name: "siti ahmad fauzi",
    passport_office: "Kantor Imigrasi Jakarta Selatan",
    birth_place: "Jakarta",
    region_code: VILLAGE,
    marital_status: "widowed",
    education: "senior",
    occupation: "homemaker",
    nationality: "id",
    ic_number: "3174014101800001",
    ...over,
  });

const get = (url: string, token?: string) => t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });
const put = (url: string, token: string | undefined, payload: unknown) =>
  t.app.inject({ method: "PUT", url, headers: token ? bearer(token) : {}, payload: payload as object });
const countBookings = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length;

beforeAll(async () => {
  ({ t, customer, other, admin: owner } = await bookingApp({ other: true }));
  umrah = await createPackage(t.db, {
    kind: "umrah",
    basePrice: 30_000_000,
    minPax: 1,
    maxPax: 4,
    departures: [{ startDate: day(60), endDate: day(69), capacity: 40 }],
  });
  tour = await checkoutPackage(t.db);
});
afterAll(async () => t?.close());

describe("GET /api/regions", () => {
  it("lists the provinces by name, readable, cacheable by anyone", async () => {
    const res = await get("/api/regions");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
    const { data } = res.json();
    expect(data).toHaveLength(38);
    expect(data).toContainEqual({ code: "31", name: "DKI Jakarta" });
    expect(data[0]).toEqual({ code: "11", name: "Aceh" });
  });

  it("lists a code's children at every level, a village's none", async () => {
    expect((await get("/api/regions?parent=31")).json().data).toContainEqual({
      code: "31.74",
      name: "Kota Administrasi Jakarta Selatan",
    });
    expect((await get("/api/regions?parent=31.74")).json().data).toContainEqual({ code: "31.74.01", name: "Tebet" });
    const villages = (await get("/api/regions?parent=31.74.01", customer)).json().data;
    expect(villages).toContainEqual({ code: VILLAGE, name: "Tebet Timur" });
    expect((await get(`/api/regions?parent=${VILLAGE}`)).json().data).toEqual([]);
  });

  it("answers 404 for a parent that is no official code, 422 for one of the wrong shape", async () => {
    const unknown = await get("/api/regions?parent=99.99&lang=en");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers["cache-control"]).toBe("no-store");
    const malformed = await get("/api/regions?parent=abc&lang=en");
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.parent).toBeDefined();
  });
});

describe("the checkout of an umrah package", () => {
  it("stores each guest's ministry data and reads it back to the customer and staff", async () => {
    const body = checkoutBody(umrah.id, umrah.departures[0].id, { guests: [ministryGuest()] });
    const res = await postBooking(t.app, customer, body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.tour.kind).toBe("umrah");
    const expected = {
      father_name: "Ahmad Fauzi",
      passport_name: "SITI AHMAD FAUZI",
      passport_office: "Kantor Imigrasi Jakarta Selatan",
      region_code: VILLAGE,
      region: {
        province: "DKI Jakarta",
        regency: "Kota Administrasi Jakarta Selatan",
        district: "Tebet",
        village: "Tebet Timur",
      },
      marital_status: "widowed",
      education: "senior",
      occupation: "homemaker",
      nationality: "ID",
    };
    expect(data.guests[0]).toMatchObject(expected);
    expect(missingMinistryFields(data.guests[0])).toEqual([]);
    for (const token of [customer, owner]) {
      const read = await get(`/api/booking/${data.id}`, token);
      expect(read.json().data.guests[0]).toMatchObject(expected);
    }
    const [row] = await t.db.select().from(bookingGuests).where(eq(bookingGuests.bookingId, data.id));
    expect(row).toMatchObject({ regionCode: VILLAGE, passportName: "SITI AHMAD FAUZI", education: "senior" });
  });

  it("refuses a region code not in the official data, with nothing written", async () => {
    const before = await countBookings();
    const body = checkoutBody(umrah.id, umrah.departures[0].id, {
      pax: 2,
      guests: [ministryGuest(), ministryGuest({ region_code: "31.74.01.9999" })],
    });
    const res = await postBooking(t.app, customer, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "guests.1.region_code": [
        "Choose the address from the lists of Indonesia's regions (only for a guest living in Indonesia).",
      ],
    });
    expect(await countBookings()).toBe(before);
  });

  it("refuses a region code on a guest living in Malaysia", async () => {
    const before = await countBookings();
    const body = checkoutBody(umrah.id, umrah.departures[0].id, {
      guests: [ministryGuest({ country: "MY", state: "Selangor", postal_code: "43000" })],
    });
    const res = await postBooking(t.app, customer, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["guests.0.region_code"]);
    expect(await countBookings()).toBe(before);
  });

  it("refuses a malformed nationality or passport name as the forms do", async () => {
    const body = checkoutBody(umrah.id, umrah.departures[0].id, {
      guests: [ministryGuest({ nationality: "IDN", passport_name: "SITI 2" })],
    });
    const res = await postBooking(t.app, customer, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["guests.0.nationality", "guests.0.passport_name"]);
  });

  it("leaves a tour package's checkout as it was: no ministry data asked, none stored", async () => {
    const res = await postBooking(t.app, customer, checkoutBody(tour.id, tour.departures[0].id));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.tour.kind).toBe("tour");
    expect(data.guests[0]).toMatchObject({
      father_name: null,
      passport_name: null,
      region_code: null,
      region: null,
      education: null,
      occupation: null,
      nationality: null,
    });
  });
});

describe("PUT /api/booking/{id}/guest/{guest_id}/ministry", () => {
  let bookingId: string;
  let guestId: number;
  let bandung: number;
  let surabaya: number;
  const url = () => `/api/booking/${bookingId}/guest/${guestId}/ministry?lang=en`;
  const complete = {
    father_name: "Ahmad Fauzi",
    passport_name: "Siti Ahmad Fauzi",
    passport_office: "Kantor Imigrasi Bandung",
    birth_place: "Bandung",
    region_code: VILLAGE,
    state: null,
    postal_code: null,
    marital_status: "divorced",
    education: "bachelor",
    occupation: "private_employee",
    nationality: "ID",
    ic_number: "3273014101800002",
    phone: "+62 812 3333 4444",
  };

  beforeAll(async () => {
    const branch = async (name: string) =>
      (
        await t.db
          .insert(branches)
          .values({ name: { id: name } })
          .returning({ id: branches.id })
      )[0].id;
    bandung = await branch("Bandung Ministry");
    surabaya = await branch("Surabaya Ministry");
    const siti = await signInCustomer(t, { branchId: bandung });
    customer = siti.token;
    const res = await postBooking(
      t.app,
      customer,
      checkoutBody(umrah.id, umrah.departures[0].id, { guests: [guest({ full_name: "Siti" })] }),
    );
    bookingId = res.json().data.id;
    guestId = res.json().data.guests[0].id;
  });

  it("lets the booking's customer complete it, and logs each change in the history", async () => {
    const res = await put(url(), customer, complete);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Ministry data saved.");
    const saved = res.json().data.guests[0];
    expect(saved).toMatchObject({ ...complete, passport_name: "SITI AHMAD FAUZI", phone: "+62 812 3333 4444" });
    expect(missingMinistryFields(saved)).toEqual([]);
    const history = res.json().data.history.filter((e: { kind: string }) => e.kind === "edited");
    expect(history).toHaveLength(1);
    expect(history[0].changes).toMatchObject({
      guest: [null, 1],
      father_name: [null, "Ahmad Fauzi"],
      region_code: [null, VILLAGE],
      marital_status: ["married", "divorced"],
    });
    // The same data again changes nothing and writes no history.
    expect((await put(url(), customer, complete)).statusCode).toBe(200);
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, bookingId));
    expect(events.filter((e) => e.kind === "edited")).toHaveLength(1);
  });

  it("refuses an unknown region, and a region on a guest who does not live in Indonesia", async () => {
    const unknown = await put(url(), customer, { ...complete, region_code: "31.74.01.9999" });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["region_code"]);
    await t.db.update(bookingGuests).set({ country: "MY" }).where(eq(bookingGuests.id, guestId));
    const abroad = await put(url(), customer, complete);
    expect(abroad.statusCode).toBe(422);
    expect(Object.keys(abroad.json().errors)).toEqual(["region_code"]);
    const malaysian = await put(url(), customer, {
      ...complete,
      region_code: null,
      state: "Selangor",
      postal_code: "43000",
    });
    expect(malaysian.statusCode).toBe(200);
    await t.db.update(bookingGuests).set({ country: "ID" }).where(eq(bookingGuests.id, guestId));
  });

  it("lets staff with the documents permission correct it; sales staff get 403", async () => {
    const operations = (await signInAdmin(t, { staffRole: "operations" })).token;
    const res = await put(url(), operations, { ...complete, passport_office: "Kantor Imigrasi Jakarta Barat" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.guests[0].passport_office).toBe("Kantor Imigrasi Jakarta Barat");
    const sales = (await signInAdmin(t, { staffRole: "sales" })).token;
    expect((await put(url(), sales, complete)).statusCode).toBe(403);
  });

  it("answers 404 to another customer, to a branch clerk of another branch and for another booking's guest; 401 to a visitor", async () => {
    expect((await put(url(), other, complete)).statusCode).toBe(404);
    const away = (await signInAdmin(t, { staffRole: "operations", branchId: surabaya })).token;
    expect((await put(url(), away, complete)).statusCode).toBe(404);
    const here = (await signInAdmin(t, { staffRole: "operations", branchId: bandung })).token;
    expect((await put(url(), here, complete)).statusCode).toBe(200);
    const stranger = await postBooking(t.app, other, checkoutBody(umrah.id, umrah.departures[0].id));
    const strangerGuest = stranger.json().data.guests[0].id;
    expect(
      (await put(`/api/booking/${bookingId}/guest/${strangerGuest}/ministry`, customer, complete)).statusCode,
    ).toBe(404);
    expect((await put(url(), undefined, complete)).statusCode).toBe(401);
  });

  it("is closed once the booking is cancelled (409)", async () => {
    await t.db.update(bookings).set({ status: "canceled" }).where(eq(bookings.id, bookingId));
    const res = await put(url(), customer, complete);
    expect(res.statusCode).toBe(409);
    await t.db.update(bookings).set({ status: "pending" }).where(eq(bookings.id, bookingId));
  });

  it("keeps the data through staff's edit of the booking, which writes the same fields", async () => {
    const read = (await get(`/api/booking/${bookingId}`, owner)).json().data;
    const g = read.guests[0];
    const res = await put(`/api/booking/${bookingId}?lang=en`, owner, {
      booking_name: read.booking_name,
      guests: [
        {
          ...guest(),
          full_name: g.full_name,
          gender: g.gender,
          birth_date: g.birth_date,
          country: "ID",
          father_name: g.father_name,
          passport_name: g.passport_name,
          passport_office: g.passport_office,
          region_code: "31.74.01",
          education: "master",
          occupation: g.occupation,
          nationality: g.nationality,
          marital_status: "single",
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.guests[0]).toMatchObject({
      father_name: "Ahmad Fauzi",
      region_code: "31.74.01",
      region: { district: "Tebet", village: "" },
      education: "master",
      marital_status: "single",
    });
    expect(missingMinistryFields(res.json().data.guests[0])).toContain("address");
    const unknown = await put(`/api/booking/${bookingId}?lang=en`, owner, {
      booking_name: read.booking_name,
      guests: [{ ...guest(), region_code: "99" }],
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["guests.0.region_code"]);
  });
});
