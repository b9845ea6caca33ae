import { describe, expect, it } from "vitest";
import { isTimeZone } from "#app/shared/zoned-time";
import { flightLegInput, hotelsInput, ticketsInput } from "./operations.contract";
import { AIRPORTS, airlineName, airportOf, legLine, legOrder, normaliseTicket, stayNights } from "./travel.rules";

const leg = {
  airline: "sv",
  flight_number: "817",
  origin: "cgk",
  destination: "JED",
  departs_local: "2027-01-10T10:25",
  departs_zone: "",
  arrives_local: "2027-01-10T16:05",
  arrives_zone: "",
  pnr: "",
  group_size: 45,
};
const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the airports' table", () => {
  it("names a real IANA zone for every airport", () => {
    for (const [code, airport] of Object.entries(AIRPORTS)) {
      expect(code).toMatch(/^[A-Z]{3}$/);
      expect(isTimeZone(airport.zone), `${code} ${airport.zone}`).toBe(true);
    }
  });
  it("finds a code's airport, and nothing for another code or an inherited name", () => {
    expect(airportOf("MED")).toEqual({ city: "Madinah", zone: "Asia/Riyadh" });
    expect(airportOf("BKI")?.zone).toBe("Asia/Kuching");
    expect(airportOf("XXX")).toBeUndefined();
    expect(airportOf("constructor")).toBeUndefined();
    expect(airlineName("SV")).toBe("Saudia");
    expect(airlineName("ZZ")).toBeNull();
  });
});

describe("a flight leg's rules", () => {
  it("takes the airports' zones from the table and turns local times into instants", () => {
    const parsed = flightLegInput.parse(leg);
    expect(parsed).toMatchObject({
      airline: "SV",
      origin: "CGK",
      departs_zone: "Asia/Jakarta",
      departs_at: "2027-01-10T03:25:00.000Z",
      arrives_zone: "Asia/Riyadh",
      arrives_at: "2027-01-10T13:05:00.000Z",
      pnr: "",
      group_size: 45,
    });
  });

  it("asks the zone of an airport not in the table, and refuses an unknown zone or one that is not the airport's", () => {
    expect(errorsOf(flightLegInput.safeParse({ ...leg, destination: "XRY" }))).toEqual({
      arrives_zone: "zone_required",
    });
    expect(
      flightLegInput.safeParse({ ...leg, destination: "XRY", arrives_zone: "Europe/Madrid" }).data?.arrives_zone,
    ).toBe("Europe/Madrid");
    expect(errorsOf(flightLegInput.safeParse({ ...leg, destination: "XRY", arrives_zone: "Europe/Narnia" }))).toEqual({
      arrives_zone: "zone_unknown",
    });
    expect(errorsOf(flightLegInput.safeParse({ ...leg, departs_zone: "Asia/Kuala_Lumpur" }))).toEqual({
      departs_zone: "zone_not_airport",
    });
    // The table's own zone, sent back by the form, is fine.
    expect(flightLegInput.safeParse({ ...leg, departs_zone: "Asia/Jakarta" }).success).toBe(true);
  });

  it("refuses an arrival not after the departure, a leg over a day, one airport twice", () => {
    // 10:25 in Jakarta is 06:25 in Jeddah: arriving at 06:00 there is before leaving.
    expect(errorsOf(flightLegInput.safeParse({ ...leg, arrives_local: "2027-01-10T06:00" }))).toEqual({
      arrives_local: "arrival_not_after_departure",
    });
    expect(errorsOf(flightLegInput.safeParse({ ...leg, arrives_local: "2027-01-10T06:25" }))).toEqual({
      arrives_local: "arrival_not_after_departure",
    });
    expect(errorsOf(flightLegInput.safeParse({ ...leg, arrives_local: "2027-01-11T16:05" }))).toEqual({
      arrives_local: "leg_too_long",
    });
    expect(errorsOf(flightLegInput.safeParse({ ...leg, destination: "CGK" }))).toEqual({
      destination: "same_airport",
    });
  });

  it("checks each field's format", () => {
    const bad = flightLegInput.safeParse({
      ...leg,
      airline: "SAU",
      flight_number: "SV817",
      origin: "CG",
      pnr: "AB1",
      group_size: 0,
      departs_local: "10/01/2027 10:25",
    });
    expect(errorsOf(bad)).toMatchObject({
      airline: "airline_format",
      flight_number: "flight_number_format",
      origin: "iata_format",
      pnr: "pnr_format",
      departs_local: "local_time_format",
    });
    expect(errorsOf(bad)).toHaveProperty("group_size");
    expect(
      flightLegInput.safeParse({ ...leg, airline: "3k", flight_number: "5401a", pnr: "ab12cd" }).data,
    ).toMatchObject({
      airline: "3K",
      flight_number: "5401A",
      pnr: "AB12CD",
    });
  });

  it("refuses a departure at a time its zone's clocks skip", () => {
    const london = { ...leg, origin: "LHR", departs_zone: "Europe/London", departs_local: "2027-03-28T01:30" };
    expect(errorsOf(flightLegInput.safeParse(london))).toEqual({ departs_local: "local_time_skipped" });
  });
});

describe("ticket numbers", () => {
  it("are 13 digits, a three-digit airline prefix and a serial, with or without a dash", () => {
    expect(normaliseTicket("1572401234567")).toBe("157-2401234567");
    expect(normaliseTicket("157-2401234567")).toBe("157-2401234567");
    expect(normaliseTicket(" 157 2401234567 ")).toBe("157-2401234567");
    expect(normaliseTicket("157-240123456")).toBeNull();
    expect(normaliseTicket("15-72401234567")).toBeNull();
    expect(normaliseTicket("SV2401234567")).toBeNull();
  });

  it("are written once per request: the same number for two guests, or a guest twice, is refused", () => {
    const parsed = ticketsInput.parse({
      tickets: [
        { guest_id: 1, ticket_number: "1572401234567" },
        { guest_id: 2, ticket_number: "" },
      ],
    });
    expect(parsed.tickets).toEqual([
      { guest_id: 1, ticket_number: "157-2401234567" },
      { guest_id: 2, ticket_number: "" },
    ]);
    expect(
      errorsOf(
        ticketsInput.safeParse({
          tickets: [
            { guest_id: 1, ticket_number: "157-2401234567" },
            { guest_id: 2, ticket_number: "1572401234567" },
            { guest_id: 1, ticket_number: "" },
            { guest_id: 3, ticket_number: "12345" },
          ],
        }),
      ),
    ).toEqual({
      "tickets.1.ticket_number": "ticket_twice",
      "tickets.2.guest_id": "guest_twice",
      "tickets.3.ticket_number": "ticket_format",
    });
  });
});

describe("hotels", () => {
  it("count the nights from check-in to check-out", () => {
    expect(stayNights("2027-01-10", "2027-01-14")).toBe(4);
    expect(stayNights("2027-02-27", "2027-03-02")).toBe(3);
  });

  it("take a hotel and a Nusuk reference per stay, the reference in capitals", () => {
    const parsed = hotelsInput.parse({
      stays: [
        {
          city: "Makkah",
          check_in: "2027-01-10",
          check_out: "2027-01-14",
          hotel: " Swissotel ",
          nusuk_ref: "nm-12/88",
        },
      ],
    });
    expect(parsed.stays[0]).toEqual({
      city: "Makkah",
      check_in: "2027-01-10",
      check_out: "2027-01-14",
      hotel: "Swissotel",
      nusuk_ref: "NM-12/88",
    });
    expect(
      errorsOf(
        hotelsInput.safeParse({
          stays: [{ city: "Makkah", check_in: "2027-01-10", check_out: "2027-01-10", nusuk_ref: "#1" }],
        }),
      ),
    ).toEqual({ "stays.0.check_out": "stay_dates_order", "stays.0.nusuk_ref": "nusuk_format" });
  });
});

describe("the lines pilgrims read", () => {
  const first = {
    id: 2,
    airline: "SV",
    flight_number: "817",
    origin: "CGK",
    destination: "JED",
    departs_at: "2027-01-10T03:25:00.000Z",
    departs_zone: "Asia/Jakarta",
  };
  it("say a leg's flight, sector and departure on its airport's clock, in the reader's language", () => {
    expect(legLine(first, "id")).toBe("SV 817 CGK–JED 10 Jan 10.25 WIB");
    expect(legLine(first, "my")).toBe("SV 817 CGK–JED 10 Jan 10:25 GMT+7");
    expect(legLine(first, "en")).toBe("SV 817 CGK–JED Jan 10 10:25 GMT+7");
  });
  it("orders legs by departure", () => {
    const back = { ...first, id: 1, departs_at: "2027-01-20T20:00:00.000Z" };
    expect(legOrder([back, first]).map((l) => l.id)).toEqual([2, 1]);
  });
});
