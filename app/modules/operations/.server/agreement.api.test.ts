import { pdfText } from "#test/setup/pdf-text";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGREEMENT_VERSION } from "#app/modules/booking/booking.contract";
import { formatMoney } from "#app/shared/money";
import {
  bookings,
  branches,
  departureFlights,
  departureStays,
  packages,
  privateDataAccess,
  settings,
  users,
} from "#db/schema";
import { bearer, checkoutBody, postBooking, postOnce } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { createAgent } from "#test/factories/agent";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/* The written agreement per booking (docs/product.md §Written agreement, decision 083). */

let t: TestApp;
let customer: string;
let customerId: number;
let other: string;
let admin: string;
let pkg: TourPackage;
let clerk: string;
let otherClerk: string;

beforeAll(async () => {
  ({ t, customer, customerId, other, admin } = await bookingApp({ other: true }));
  await t.db.update(settings).set({ ppiuLicence: "U.123 TAHUN 2020", businessNumber: "9120001234567" });
  pkg = await depositPackage(t.db, {
    name: { id: "Umrah Reguler 9 Hari", en: "Regular Umrah 9 Days", my: "Umrah Biasa 9 Hari" },
    hotelCities: ["Makkah", "Madinah"],
    facilities: [
      { name: { id: "Tiket pesawat PP", en: "Return air ticket", my: "Tiket kapal terbang pergi balik" } },
      { name: { id: "Paspor", en: "Passport", my: "Pasport" }, included: false },
    ],
  });
  const departureId = pkg.departures[0].id;
  await t.db.insert(departureFlights).values({
    departureId,
    airline: "SV",
    flightNumber: "SV 817",
    origin: "CGK",
    destination: "JED",
    departsAt: new Date(`${day(60)}T03:25:00Z`),
    departsZone: "Asia/Jakarta",
    arrivesAt: new Date(`${day(60)}T12:00:00Z`),
    arrivesZone: "Asia/Riyadh",
  });
  await t.db.insert(departureStays).values([
    { departureId, city: "Makkah", checkIn: day(60), checkOut: day(65), hotel: "Hotel Al Safwah" },
    { departureId, city: "Madinah", checkIn: day(65), checkOut: day(69), hotel: "Hotel Dar Al Hijra" },
  ]);
  const [{ id: bandung }] = await t.db
    .insert(branches)
    .values({ name: { id: "Cabang Bandung", en: "Bandung branch" }, address: "Jl. Asia Afrika 8" })
    .returning();
  const [{ id: surabaya }] = await t.db
    .insert(branches)
    .values({ name: { id: "Cabang Surabaya", en: "Surabaya branch" }, address: "Jl. Tunjungan 1" })
    .returning();
  await t.db.update(users).set({ branchId: bandung }).where(eq(users.id, customerId));
  clerk = (await signInAdmin(t, { staffRole: "sales", branchId: bandung, name: "Rina Kasir" })).token;
  otherClerk = (await signInAdmin(t, { staffRole: "sales", branchId: surabaya })).token;
});
afterAll(async () => t?.close());

const get = (token: string | null, url: string) =>
  t.app.inject({ method: "GET", url, headers: token ? bearer(token) : {} });

async function customerBooking(over: Record<string, unknown> = {}) {
  const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id, over));
  return res;
}

describe("accepting the agreement at checkout", () => {
  it("refuses the customer's checkout without the agreement, translated (422 agreement_required)", async () => {
    const res = await postBooking(
      t.app,
      customer,
      checkoutBody(pkg.id, pkg.departures[0].id, { agreement: false }),
      undefined,
      "id",
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.agreement[0]).toBe("Mohon baca dan setujui perjanjian pemesanan.");
    expect(await t.db.$count(bookings)).toBe(0);
  });

  it("refuses a version that is not the current one (agreement_outdated), never records it", async () => {
    const res = await customerBooking({ agreement_version: "2020-01-01" });
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["agreement"]);
  });

  it("records the server's version, the time and 'checkout' on the customer's booking", async () => {
    const res = await customerBooking({ agreement_version: AGREEMENT_VERSION });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking.agreement).toMatchObject({ version: AGREEMENT_VERSION, how: "checkout", recorded_by: null });
    expect(Date.parse(booking.agreement.accepted_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(booking.agreement_recordable).toBe(false);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.agreementVersion).toBe(AGREEMENT_VERSION);
    expect(row.agreementAcceptance).toBe("checkout");
  });
});

describe("in person, for bookings taken by staff", () => {
  it("records the acceptance ticked by the clerk at booking time as in person, by them", async () => {
    const res = await postBooking(
      t.app,
      clerk,
      checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: customerId, channel: "phone" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.agreement).toMatchObject({ how: "in_person", recorded_by: { name: "Rina Kasir" } });
  });

  it("lets the clerk record it later from the booking, once; others may not", async () => {
    const res = await postBooking(
      t.app,
      clerk,
      checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: customerId, agreement: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking.agreement).toBeNull();
    expect(booking.agreement_recordable).toBe(true);
    const url = `/api/booking/${booking.id}/agreement`;
    // A visitor 401, the customer 403, a clerk of another branch 404.
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
    expect((await postOnce(t.app, customer, url)).statusCode).toBe(403);
    expect((await postOnce(t.app, otherClerk, url)).statusCode).toBe(404);

    const recorded = await postOnce(t.app, clerk, url);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data.agreement).toMatchObject({
      version: AGREEMENT_VERSION,
      how: "in_person",
      recorded_by: { name: "Rina Kasir" },
    });
    expect(recorded.json().data.agreement_recordable).toBe(false);
    // Once: an accepted text is never replaced.
    expect((await postOnce(t.app, admin, url)).statusCode).toBe(409);
  });
});

describe("in person, recorded by the booking's agent (decision 085)", () => {
  async function agentAccount() {
    const s = await signInCustomer(t);
    await createAgent(t.db, s.user.id);
    return s.token;
  }

  it("lets the agent who took the booking for their customer record it later; another agent 404, a customer 403", async () => {
    const agent = await agentAccount();
    const otherAgent = await agentAccount();
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/agent/pilgrims?lang=en",
      headers: bearer(agent),
      payload: { name: "Ibu Aminah", phone: "+62 813 3333 4444" },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const res = await postBooking(
      t.app,
      agent,
      checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: reg.json().data.id, agreement: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    expect(booking.agreement).toBeNull();
    // The agent's booking page offers the record; another agent's does not see the booking.
    const page = await get(agent, `/api/booking/${booking.id}`);
    expect(page.json().data.agreement_recordable).toBe(true);
    const url = `/api/booking/${booking.id}/agreement`;
    expect((await postOnce(t.app, otherAgent, url)).statusCode).toBe(404);
    expect((await postOnce(t.app, customer, url)).statusCode).toBe(403);
    expect((await t.app.inject({ method: "POST", url })).statusCode).toBe(401);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].agreementVersion).toBeNull();

    const recorded = await postOnce(t.app, agent, url);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().data.agreement).toMatchObject({ version: AGREEMENT_VERSION, how: "in_person" });
    expect(recorded.json().data.agreement_recordable).toBe(false);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.agreementAcceptance).toBe("in_person");
    expect(row.agreementRecordedBy).not.toBeNull();
    // Once, for the agent too.
    expect((await postOnce(t.app, agent, url)).statusCode).toBe(409);
  });

  it("does not let an agent record it on a booking not credited to them (404)", async () => {
    const agent = await agentAccount();
    // The clerk's booking for a customer no agent brought: unknown to the agent.
    const res = await postBooking(
      t.app,
      clerk,
      checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: customerId, agreement: false }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await postOnce(t.app, agent, `/api/booking/${res.json().data.id}/agreement`)).statusCode).toBe(404);
  });
});

describe("reading the agreement", () => {
  it("builds it from the package and departure in the reader's language, with the acceptance", async () => {
    const booking = (await customerBooking()).json().data;
    const res = await get(customer, `/api/booking/${booking.id}/agreement?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const { agreement, acceptance } = res.json().data;
    expect(agreement.version).toBe(AGREEMENT_VERSION);
    expect(agreement.booking_code).toBe(booking.code);
    const text = JSON.stringify(agreement);
    expect(text).toContain("PPIU licence No. U.123 TAHUN 2020");
    expect(text).toContain("Regular Umrah 9 Days");
    expect(text).toContain("SV 817");
    expect(text).toContain("Makkah: Hotel Al Safwah");
    expect(text).toContain("Return air ticket");
    expect(text).toContain("Passport");
    expect(acceptance.how).toBe("checkout");
    // Indonesian: the same booking in the customer's own words.
    const id = JSON.stringify((await get(customer, `/api/booking/${booking.id}/agreement?lang=id`)).json().data);
    expect(id).toContain("Izin PPIU No. U.123 TAHUN 2020");
    expect(id).toContain("Umrah Reguler 9 Hari");
  });

  it("keeps the booking's own currency and least first payment after the settings and package change", async () => {
    // Two guests, deposit 3,000,000 each when booked: the booking stores 6,000,000 in rupiah.
    const res = await customerBooking({ pax: 2, payment_type: "deposit" });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json().data;
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.minFirstPayment).toBe(6_000_000);
    await t.db.update(settings).set({ currency: "MYR" });
    await t.db.update(packages).set({ minPayment: 5_000_000 }).where(eq(packages.id, pkg.id));
    try {
      for (const suffix of ["", ".pdf"]) {
        const read = await get(customer, `/api/booking/${booking.id}/agreement${suffix}?lang=en`);
        expect(read.statusCode, read.body).toBe(200);
        const text = (suffix ? pdfText(read.rawPayload) : JSON.stringify(read.json().data.agreement)).replace(
          /\s/g,
          " ",
        );
        const money = (minor: number) => formatMoney(minor, "IDR", "en").replace(/\s/g, " ");
        expect(text).toContain(`A deposit of at least ${money(6_000_000)}`);
        expect(text).toContain(`Total price: ${money(row.total)}`);
        // Not today's minimum payment (5,000,000 x 2), in either currency.
        expect(text).not.toContain("100,000");
        expect(text).not.toMatch(/MYR|RM\s?\d/);
      }
    } finally {
      await t.db.update(settings).set({ currency: "IDR" });
      await t.db.update(packages).set({ minPayment: 3_000_000 }).where(eq(packages.id, pkg.id));
    }
  });

  it("is a PDF with the booking code and the version in it", async () => {
    const booking = (await customerBooking()).json().data;
    const res = await get(customer, `/api/booking/${booking.id}/agreement.pdf?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    expect(text).toContain(booking.code);
    expect(text).toContain(`Version ${AGREEMENT_VERSION}`);
    expect(text).toContain("TRAVEL AGREEMENT");
    expect(text).toContain("Accepted by the customer at checkout");
  });

  it("is its customer's and staff's: another customer and another branch's clerk 404, a visitor 401", async () => {
    const booking = (await customerBooking()).json().data;
    for (const suffix of ["", ".pdf"]) {
      const url = `/api/booking/${booking.id}/agreement${suffix}`;
      expect((await get(clerk, url)).statusCode).toBe(200);
      expect((await get(admin, url)).statusCode).toBe(200);
      expect((await get(other, url)).statusCode).toBe(404);
      expect((await get(otherClerk, url)).statusCode).toBe(404);
      expect((await get(null, url)).statusCode).toBe(401);
    }
  });

  it("writes staff's and the agent's reads in the private-data access log, not its customer's (decision 085)", async () => {
    const logOf = (bookingId: string) =>
      t.db
        .select({ actorId: privateDataAccess.actorId, kind: privateDataAccess.kind, format: privateDataAccess.format })
        .from(privateDataAccess)
        .where(eq(privateDataAccess.bookingId, bookingId))
        .orderBy(privateDataAccess.id);
    const booking = (await customerBooking()).json().data;
    // The customer's own reads are not logged; a refused read neither.
    expect((await get(customer, `/api/booking/${booking.id}/agreement`)).statusCode).toBe(200);
    expect((await get(customer, `/api/booking/${booking.id}/agreement.pdf`)).statusCode).toBe(200);
    expect((await get(otherClerk, `/api/booking/${booking.id}/agreement`)).statusCode).toBe(404);
    expect(await logOf(booking.id)).toEqual([]);
    // Staff: one row per read, the form it was read in.
    const clerkId = (await t.db.select({ id: users.id }).from(users).where(eq(users.name, "Rina Kasir")))[0].id;
    expect((await get(clerk, `/api/booking/${booking.id}/agreement`)).statusCode).toBe(200);
    expect((await get(clerk, `/api/booking/${booking.id}/agreement.pdf`)).statusCode).toBe(200);
    expect(await logOf(booking.id)).toEqual([
      { actorId: clerkId, kind: "guest_identity", format: "agreement.json" },
      { actorId: clerkId, kind: "guest_identity", format: "agreement.pdf" },
    ]);

    // The agent the booking is credited to.
    const s = await signInCustomer(t);
    await createAgent(t.db, s.user.id);
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/agent/pilgrims?lang=en",
      headers: bearer(s.token),
      payload: { name: "Bapak Harun", phone: "+62 813 5555 6666" },
    });
    expect(reg.statusCode, reg.body).toBe(201);
    const agentBooking = (
      await postBooking(t.app, s.token, checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: reg.json().data.id }))
    ).json().data;
    expect((await get(s.token, `/api/booking/${agentBooking.id}/agreement.pdf`)).statusCode).toBe(200);
    expect(await logOf(agentBooking.id)).toEqual([
      { actorId: s.user.id, kind: "guest_identity", format: "agreement.pdf" },
    ]);
  });

  it("can be read before booking, for a published package's departure (the preview)", async () => {
    const res = await get(null, `/api/tour/${pkg.id}/time/${pkg.departures[0].id}/agreement?lang=en`);
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json().data;
    expect(doc.version).toBe(AGREEMENT_VERSION);
    expect(doc.booking_code).toBeNull();
    expect(JSON.stringify(doc)).toContain("SV 817");
    expect((await get(null, `/api/tour/${pkg.id}/time/999999/agreement`)).statusCode).toBe(404);
  });
});
