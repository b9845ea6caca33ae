import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingGuests, branches, guestTickets, guestVisas, manasikSessions } from "#db/schema";
import { createBooking, createPackage } from "#test/factories";
import { createAgent } from "#test/factories/agent";
import { createTestApp, type TestApp } from "#test/setup/app";
import { type Headers, signInAdmin, signInCustomer } from "#test/setup/sessions";
import type { BookingTripDto, TravelDto } from "#app/modules/operations/operations.contract";

/*
 * A departure's flights, tickets, hotels and tour leader (docs/product.md §Departure operations,
 * decision 081), and what a booking's customer, agent and staff see of them.
 */

let t: TestApp;
const who = {} as Record<
  "owner" | "operations" | "sales" | "clerk" | "customer" | "other" | "agent" | "otherAgent",
  Headers
>;
let timeId: number;
let otherTimeId: number;
let tourId: number;
/** The customer's booking (Surabaya's, credited to `agent`): two guests. */
let mine: { id: string; guests: number[] };
/** Another customer's booking of the same departure (Bandung's): one guest. */
let theirs: { id: string; guests: number[] };
/** A guest of another departure. */
let elsewhere: number;

const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, headers: Headers, payload?: unknown) =>
  t.app.inject({ method, url: `${url}${url.includes("?") ? "&" : "?"}lang=en`, headers, payload: payload as never });

async function branch(name: string) {
  const [row] = await t.db
    .insert(branches)
    .values({ name: { id: name } })
    .returning({ id: branches.id });
  return row.id;
}

async function book(customerId: number, departureId: number, names: string[], more: Record<string, unknown> = {}) {
  const b = await createBooking(t.db, customerId, {
    departureId,
    packageId: tourId,
    status: "paid",
    pax: names.length,
    ...more,
  });
  const rows = await t.db
    .insert(bookingGuests)
    .values(
      names.map((fullName, i) => ({
        bookingId: b.id,
        position: i + 1,
        fullName,
        gender: "male" as const,
        birthDate: "1980-06-01",
        country: "ID" as const,
      })),
    )
    .returning({ id: bookingGuests.id });
  return { id: b.id, guests: rows.map((r) => r.id) };
}

const leg = {
  airline: "SV",
  flight_number: "817",
  origin: "CGK",
  destination: "JED",
  departs_local: "2027-01-10T10:25",
  arrives_local: "2027-01-10T16:05",
  pnr: "ab12cd",
  group_size: 45,
};

beforeAll(async () => {
  t = await createTestApp();
  const bandung = await branch("Bandung");
  const surabaya = await branch("Surabaya");
  who.owner = (await signInAdmin(t)).headers;
  who.operations = (await signInAdmin(t, { staffRole: "operations" })).headers;
  who.sales = (await signInAdmin(t, { staffRole: "sales" })).headers;
  // Operations staff of the Bandung branch: Surabaya's guests are not theirs.
  who.clerk = (await signInAdmin(t, { staffRole: "operations", branchId: bandung })).headers;
  const customer = await signInCustomer(t, { name: "Siti" });
  who.customer = customer.headers;
  const other = await signInCustomer(t, { name: "Budi" });
  who.other = other.headers;
  const agentUser = await signInCustomer(t);
  const agent = await createAgent(t.db, agentUser.user.id);
  who.agent = agentUser.headers;
  const otherAgentUser = await signInCustomer(t);
  await createAgent(t.db, otherAgentUser.user.id);
  who.otherAgent = otherAgentUser.headers;

  const pkg = await createPackage(t.db, {
    kind: "umrah",
    hotelCities: ["Makkah", "Madinah"],
    departures: [
      { startDate: "2027-01-10", endDate: "2027-01-21", capacity: 100 },
      { startDate: "2027-02-10", endDate: "2027-02-21", capacity: 100 },
    ],
  });
  tourId = pkg.id;
  timeId = pkg.departures[0].id;
  otherTimeId = pkg.departures[1].id;
  mine = await book(customer.user.id, timeId, ["Siti Aminah", "Ahmad Fauzi"], {
    branchId: surabaya,
    agentId: agent.id,
  });
  theirs = await book(other.user.id, timeId, ["Budi Santoso"], { branchId: bandung });
  elsewhere = (await book(other.user.id, otherTimeId, ["Rahmat"])).guests[0];
});
afterAll(async () => t?.close());

const travel = async (headers = who.operations) => {
  const res = await call("GET", `/api/departures/${timeId}/travel`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TravelDto;
};
const trip = async (headers: Headers, bookingId = mine.id) => {
  const res = await call("GET", `/api/booking/${bookingId}/trip`, headers);
  return { status: res.statusCode, data: res.json().data as BookingTripDto, body: res.body };
};

describe("who may call the departure's travel routes", () => {
  it("operations staff: yes; sales (no departures permission) 403, a customer 403, a visitor 401", async () => {
    const routes: [method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown][] = [
      ["GET", `/api/departures/${timeId}/travel`],
      ["POST", `/api/departures/${timeId}/flights`, leg],
      ["PUT", `/api/departures/${timeId}/flights/1`, leg],
      ["DELETE", `/api/departures/${timeId}/flights/1`],
      ["PUT", `/api/departures/${timeId}/tickets`, { tickets: [] }],
      ["PUT", `/api/departures/${timeId}/hotels`, { stays: [] }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, {}, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, who.customer, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, who.sales, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await call("GET", `/api/departures/${timeId}/travel`, who.operations)).statusCode).toBe(200);
    expect((await call("GET", "/api/departures/999999/travel", who.operations)).statusCode).toBe(404);
    expect((await call("POST", "/api/departures/999999/flights", who.operations, leg)).statusCode).toBe(404);
  });
});

describe("flight legs", () => {
  it("are added with each airport's local time, the zone following a known code, and listed in the order they fly", async () => {
    const back = await call("POST", `/api/departures/${timeId}/flights`, who.operations, {
      ...leg,
      flight_number: "816",
      origin: "JED",
      destination: "CGK",
      departs_local: "2027-01-20T19:40",
      arrives_local: "2027-01-21T09:30",
      pnr: "",
      group_size: null,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().message).toBe("Flight leg added.");
    const out = await call("POST", `/api/departures/${timeId}/flights`, who.operations, leg);
    expect(out.statusCode, out.body).toBe(200);
    const data = out.json().data as TravelDto;
    expect(data.flights.map((f) => `${f.airline} ${f.flight_number}`)).toEqual(["SV 817", "SV 816"]);
    expect(data.flights[0]).toMatchObject({
      airline_name: "Saudia",
      origin: "CGK",
      origin_city: "Jakarta",
      destination_city: "Jeddah",
      departs_at: "2027-01-10T03:25:00.000Z",
      departs_zone: "Asia/Jakarta",
      arrives_at: "2027-01-10T13:05:00.000Z",
      arrives_zone: "Asia/Riyadh",
      pnr: "AB12CD",
      group_size: 45,
    });
    // 19:40 in Jeddah is 16:40 UTC; 09:30 the next morning in Jakarta is 02:30 UTC.
    expect(data.flights[1]).toMatchObject({
      departs_at: "2027-01-20T16:40:00.000Z",
      arrives_at: "2027-01-21T02:30:00.000Z",
      pnr: "",
      group_size: null,
    });
  });

  it("take the zone staff choose for an airport not in the table, daylight saving included", async () => {
    const res = await call("POST", `/api/departures/${timeId}/flights`, who.operations, {
      ...leg,
      flight_number: "301",
      origin: "HBE",
      departs_zone: "Africa/Cairo",
      departs_local: "2027-01-15T09:00",
      destination: "MED",
      arrives_local: "2027-01-15T12:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    const added = (res.json().data as TravelDto).flights.find((f) => f.flight_number === "301");
    // Cairo is UTC+2 in January.
    expect(added).toMatchObject({
      origin_city: null,
      departs_zone: "Africa/Cairo",
      departs_at: "2027-01-15T07:00:00.000Z",
    });
  });

  it("refuse each wrong field with its message (422)", async () => {
    const res = await call("POST", `/api/departures/${timeId}/flights`, who.operations, {
      ...leg,
      airline: "SAUDIA",
      flight_number: "SV817",
      origin: "CG",
      pnr: "AB",
      group_size: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["airline", "flight_number", "group_size", "origin", "pnr"]);
    const early = await call("POST", `/api/departures/${timeId}/flights`, who.operations, {
      ...leg,
      arrives_local: "2027-01-10T06:00",
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({
      arrives_local: ["The arrival comes after the departure (mind the two airports' times)."],
    });
    const zone = await call("POST", `/api/departures/${timeId}/flights`, who.operations, {
      ...leg,
      destination: "XRY",
      arrives_zone: "Europe/Atlantis",
    });
    expect(zone.json().errors).toEqual({ arrives_zone: ["This time zone is unknown."] });
    const noZone = await call("POST", `/api/departures/${timeId}/flights`, who.operations, {
      ...leg,
      destination: "XRY",
    });
    expect(noZone.json().errors).toEqual({ arrives_zone: ["Choose this airport's time zone."] });
  });

  it("are edited and deleted; a leg of another departure is 404 here", async () => {
    const before = await travel();
    const first = before.flights.find((f) => f.flight_number === "817")!;
    const edited = await call("PUT", `/api/departures/${timeId}/flights/${first.id}`, who.operations, {
      ...leg,
      departs_local: "2027-01-10T11:00",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.json().data as TravelDto).flights.find((f) => f.id === first.id)?.departs_at).toBe(
      "2027-01-10T04:00:00.000Z",
    );
    expect(
      (await call("PUT", `/api/departures/${otherTimeId}/flights/${first.id}`, who.operations, leg)).statusCode,
    ).toBe(404);
    expect(
      (await call("DELETE", `/api/departures/${otherTimeId}/flights/${first.id}`, who.operations)).statusCode,
    ).toBe(404);
    const cairo = before.flights.find((f) => f.flight_number === "301")!;
    const deleted = await call("DELETE", `/api/departures/${timeId}/flights/${cairo.id}`, who.operations);
    expect(deleted.statusCode).toBe(200);
    expect((deleted.json().data as TravelDto).flights.map((f) => f.flight_number)).toEqual(["817", "816"]);
  });
});

describe("ticket numbers", () => {
  it("are set for many guests at once, written the one way, and removed with an empty number", async () => {
    const res = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [
        { guest_id: mine.guests[0], ticket_number: "0652401234561" },
        { guest_id: mine.guests[1], ticket_number: "065 2401234562" },
        { guest_id: theirs.guests[0], ticket_number: "065-2401234563" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Ticket numbers saved.");
    const data = res.json().data as TravelDto;
    expect(data.guests.map((g) => [g.full_name, g.ticket_number])).toEqual([
      ["Siti Aminah", "065-2401234561"],
      ["Ahmad Fauzi", "065-2401234562"],
      ["Budi Santoso", "065-2401234563"],
    ]);
    const removed = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [{ guest_id: theirs.guests[0], ticket_number: "" }],
    });
    expect((removed.json().data as TravelDto).guests[2].ticket_number).toBeNull();
  });

  it("refuse a number another guest holds (409 on its field), and let two guests swap theirs", async () => {
    // A guest of another departure is unknown here, and nothing of the request is written.
    const stranger = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [
        { guest_id: theirs.guests[0], ticket_number: "0659999999999" },
        { guest_id: elsewhere, ticket_number: "0652401234569" },
      ],
    });
    expect(stranger.statusCode).toBe(404);
    expect(await t.db.select().from(guestTickets).where(eq(guestTickets.guestId, theirs.guests[0]))).toEqual([]);
    const set = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [{ guest_id: theirs.guests[0], ticket_number: "0659999999999" }],
    });
    expect(set.statusCode).toBe(200);
    const clash = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [{ guest_id: theirs.guests[0], ticket_number: "065-2401234561" }],
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      message: "A ticket number is another guest's already: see the marked rows.",
      errors: { "tickets.0.ticket_number": ["Another guest has this ticket number."] },
    });
    const swap = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [
        { guest_id: mine.guests[0], ticket_number: "065-2401234562" },
        { guest_id: mine.guests[1], ticket_number: "065-2401234561" },
      ],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect((swap.json().data as TravelDto).guests.slice(0, 2).map((g) => g.ticket_number)).toEqual([
      "065-2401234562",
      "065-2401234561",
    ]);
    const twice = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [
        { guest_id: mine.guests[0], ticket_number: "0651111111111" },
        { guest_id: mine.guests[1], ticket_number: "065-1111111111" },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ "tickets.1.ticket_number": ["This number is given twice."] });
  });

  it("of another branch's guests are out of a branch clerk's reach (404); their own branch's are theirs", async () => {
    const list = await travel(who.clerk);
    expect(list.guests.map((g) => g.full_name)).toEqual(["Budi Santoso"]);
    const refused = await call("PUT", `/api/departures/${timeId}/tickets`, who.clerk, {
      tickets: [
        { guest_id: theirs.guests[0], ticket_number: "0657777777777" },
        { guest_id: mine.guests[0], ticket_number: "0657777777778" },
      ],
    });
    expect(refused.statusCode).toBe(404);
    const [row] = await t.db.select().from(guestTickets).where(eq(guestTickets.guestId, theirs.guests[0]));
    expect(row.ticketNumber).toBe("065-9999999999");
    const ok = await call("PUT", `/api/departures/${timeId}/tickets`, who.clerk, {
      tickets: [{ guest_id: theirs.guests[0], ticket_number: "0657777777777" }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((ok.json().data as TravelDto).guests.map((g) => g.ticket_number)).toEqual(["065-7777777777"]);
  });

  it("go to one guest when two requests claim the same number at once", async () => {
    const number = "0658888888888";
    // Two guests of one departure: the departure's lock puts one request after the other.
    const same = await Promise.all([
      call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
        tickets: [{ guest_id: mine.guests[0], ticket_number: number }],
      }),
      call("PUT", `/api/departures/${timeId}/tickets`, who.owner, {
        tickets: [{ guest_id: theirs.guests[0], ticket_number: number }],
      }),
    ]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    // Guests of two departures: no lock in common, the number's unique index decides.
    const other = "0656666666666";
    const apart = await Promise.all([
      call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
        tickets: [{ guest_id: mine.guests[1], ticket_number: other }],
      }),
      call("PUT", `/api/departures/${otherTimeId}/tickets`, who.owner, {
        tickets: [{ guest_id: elsewhere, ticket_number: other }],
      }),
    ]);
    expect(apart.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = apart.find((r) => r.statusCode === 409)!;
    expect(loser.json().errors).toEqual({ "tickets.0.ticket_number": ["Another guest has this ticket number."] });
    for (const n of ["065-8888888888", "065-6666666666"])
      expect(await t.db.select().from(guestTickets).where(eq(guestTickets.ticketNumber, n))).toHaveLength(1);
  });
});

describe("hotels", () => {
  it("are set per city with the hotel and its Nusuk reference; nights are counted, never stored", async () => {
    const res = await call("PUT", `/api/departures/${timeId}/hotels`, who.operations, {
      stays: [
        {
          city: "Madinah",
          check_in: "2027-01-10",
          check_out: "2027-01-14",
          hotel: "Pullman Zamzam",
          nusuk_ref: "nm-2027-0001",
        },
        { city: "Makkah", check_in: "2027-01-14", check_out: "2027-01-20", hotel: "Swissotel Al Maqam", nusuk_ref: "" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().data as TravelDto).stays).toEqual([
      {
        city: "Madinah",
        check_in: "2027-01-10",
        check_out: "2027-01-14",
        hotel: "Pullman Zamzam",
        nusuk_ref: "NM-2027-0001",
        nights: 4,
      },
      {
        city: "Makkah",
        check_in: "2027-01-14",
        check_out: "2027-01-20",
        hotel: "Swissotel Al Maqam",
        nusuk_ref: "",
        nights: 6,
      },
    ]);
  });

  it("keep their hotel when the rooming list changes only the dates", async () => {
    const res = await call("PUT", `/api/rooming/${timeId}/stays`, who.operations, {
      stays: [
        { city: "Madinah", check_in: "2027-01-10", check_out: "2027-01-13" },
        { city: "Makkah", check_in: "2027-01-13", check_out: "2027-01-20" },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { stays } = await travel();
    expect(stays.map((s) => [s.city, s.hotel, s.nusuk_ref, s.nights])).toEqual([
      ["Madinah", "Pullman Zamzam", "NM-2027-0001", 3],
      ["Makkah", "Swissotel Al Maqam", "", 7],
    ]);
  });

  it("refuse a city the package has not, a date outside the trip, a bad reference", async () => {
    const res = await call("PUT", `/api/departures/${timeId}/hotels`, who.operations, {
      stays: [
        { city: "Taif", check_in: "2027-01-10", check_out: "2027-01-12", hotel: "X" },
        { city: "Makkah", check_in: "2027-01-14", check_out: "2027-01-25", hotel: "Y", nusuk_ref: "#1" },
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["stays.1.nusuk_ref"]);
    const server = await call("PUT", `/api/departures/${timeId}/hotels`, who.operations, {
      stays: [
        { city: "Taif", check_in: "2027-01-10", check_out: "2027-01-12", hotel: "X" },
        { city: "Makkah", check_in: "2027-01-14", check_out: "2027-01-25", hotel: "Y" },
      ],
    });
    expect(server.statusCode).toBe(422);
    expect(Object.keys(server.json().errors).sort()).toEqual(["stays.0.city", "stays.1.check_out"]);
  });
});

describe("the tour leader", () => {
  it("is the briefing's, with a phone in the phone format", async () => {
    const res = await call("PUT", `/api/departures/${timeId}/briefing`, who.operations, {
      flight: "",
      meeting_point: "Soekarno-Hatta Terminal 3, gate 5",
      meeting_at: "2027-01-10T06:00:00+07:00",
      tour_leader: "Ustadz Hasan",
      tour_leader_phone: "+62 812 1111 2222",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await travel()).briefing).toMatchObject({
      tour_leader: "Ustadz Hasan",
      tour_leader_phone: "+62 812 1111 2222",
      meeting_at: "2027-01-09T23:00:00.000Z",
    });
    const bad = await call("PUT", `/api/departures/${timeId}/briefing`, who.operations, {
      tour_leader: "Ustadz Hasan",
      tour_leader_phone: "call me",
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["tour_leader_phone"]);
    expect((await call("PUT", `/api/departures/${timeId}/briefing`, who.sales, { tour_leader: "X" })).statusCode).toBe(
      403,
    );
  });
});

describe("a booking's trip", () => {
  beforeAll(async () => {
    await t.db.insert(manasikSessions).values({
      departureId: timeId,
      startsAt: new Date("2026-12-20T01:00:00Z"),
      place: "Masjid Al-Ikhlas",
      teacher: "Ustadz Hasan",
    });
    await t.db.insert(guestVisas).values({
      guestId: mine.guests[0],
      status: "issued",
      visaNumber: "V-123456",
      issuedOn: "2026-12-01",
      expiresOn: "2027-03-01",
    });
    // Numbers of their own: which guest won the races above (the number claimed twice at once)
    // is the database's choice, and this test must not depend on it.
    const set = await call("PUT", `/api/departures/${timeId}/tickets`, who.operations, {
      tickets: [
        { guest_id: mine.guests[0], ticket_number: "0651111111111" },
        { guest_id: mine.guests[1], ticket_number: "0652222222222" },
      ],
    });
    expect(set.statusCode, set.body).toBe(200);
  });

  it("shows its customer the flights, hotels, tour leader, meeting point, manasik and their own guests' tickets and visas", async () => {
    const { status, data } = await trip(who.customer);
    expect(status).toBe(200);
    expect(data.flights.map((f) => [f.airline, f.flight_number, f.departs_at, f.departs_zone, f.pnr])).toEqual([
      ["SV", "817", "2027-01-10T04:00:00.000Z", "Asia/Jakarta", null],
      ["SV", "816", "2027-01-20T16:40:00.000Z", "Asia/Riyadh", null],
    ]);
    expect(data.stays).toEqual([
      {
        city: "Madinah",
        hotel: "Pullman Zamzam",
        check_in: "2027-01-10",
        check_out: "2027-01-13",
        nights: 3,
        nusuk_ref: null,
      },
      {
        city: "Makkah",
        hotel: "Swissotel Al Maqam",
        check_in: "2027-01-13",
        check_out: "2027-01-20",
        nights: 7,
        nusuk_ref: null,
      },
    ]);
    expect(data.tour_leader).toEqual({ name: "Ustadz Hasan", phone: "+62 812 1111 2222" });
    expect(data.meeting).toEqual({
      point: "Soekarno-Hatta Terminal 3, gate 5",
      at: "2027-01-09T23:00:00.000Z",
      zone: "Asia/Jakarta",
    });
    expect(data.manasik).toMatchObject([{ place: "Masjid Al-Ikhlas", teacher: "Ustadz Hasan" }]);
    expect(data.visas).toBe(true);
    expect(data.guests.map((g) => [g.full_name, g.ticket_number, g.visa.status, g.visa.visa_number])).toEqual([
      ["Siti Aminah", "065-1111111111", "issued", "V-123456"],
      ["Ahmad Fauzi", "065-2222222222", "waiting", null],
    ]);
  });

  it("shows staff the PNR and the Nusuk reference too; a clerk of another branch gets 404", async () => {
    for (const staff of [who.owner, who.sales]) {
      const { status, data } = await trip(staff);
      expect(status).toBe(200);
      expect(data.flights[0].pnr).toBe("AB12CD");
      expect(data.stays[0].nusuk_ref).toBe("NM-2027-0001");
    }
    expect((await trip(who.clerk)).status).toBe(404);
    expect((await trip(who.clerk, theirs.id)).status).toBe(200);
  });

  it("is its customer's and its agent's only: another customer and another agent 404, a visitor 401", async () => {
    const agent = await trip(who.agent);
    expect(agent.status).toBe(200);
    expect(agent.data.guests.map((g) => g.full_name)).toEqual(["Siti Aminah", "Ahmad Fauzi"]);
    expect(agent.data.flights[0].pnr).toBeNull();
    for (const stranger of [who.other, who.otherAgent]) {
      const res = await trip(stranger);
      expect(res.status).toBe(404);
      expect(res.body).not.toContain("Siti Aminah");
    }
    expect((await trip({})).status).toBe(401);
    // The other customer's own booking names their guest only.
    const own = await trip(who.other, theirs.id);
    expect(own.data.guests.map((g) => g.full_name)).toEqual(["Budi Santoso"]);
  });

  it("is empty for a cancelled booking", async () => {
    const cancelled = await createBooking(t.db, (await signInCustomer(t)).user.id, {
      departureId: timeId,
      packageId: tourId,
      status: "canceled",
    });
    const res = await call("GET", `/api/booking/${cancelled.id}/trip`, who.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      flights: [],
      stays: [],
      tour_leader: null,
      meeting: null,
      manasik: [],
      visas: false,
      guests: [],
    });
  });
});
