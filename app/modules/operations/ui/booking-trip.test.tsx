// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BookingTripDto } from "#app/modules/operations/operations.contract";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { BookingTrip } from "./booking-trip";
import { VisaStatusBadge } from "./visa-status-badge";

const waiting = { status: "waiting", visa_number: null, issued_on: null, expires_on: null, reason: null } as const;

function aTrip(over: Partial<BookingTripDto> = {}): BookingTripDto {
  return {
    flights: [
      {
        airline: "MH",
        airline_name: "Malaysia Airlines",
        flight_number: "164",
        origin: "KUL",
        origin_city: "Kuala Lumpur",
        destination: "JED",
        destination_city: "Jeddah",
        departs_at: "2027-01-09T18:35:00.000Z",
        departs_zone: "Asia/Kuala_Lumpur",
        arrives_at: "2027-01-10T02:50:00.000Z",
        arrives_zone: "Asia/Riyadh",
        pnr: null,
      },
    ],
    stays: [
      {
        city: "Madinah",
        hotel: "Pullman Zamzam",
        check_in: "2027-01-10",
        check_out: "2027-01-14",
        nights: 4,
        nusuk_ref: null,
      },
      { city: "Makkah", hotel: "", check_in: "2027-01-14", check_out: "2027-01-15", nights: 1, nusuk_ref: null },
    ],
    tour_leader: { name: "Ustaz Hafiz", phone: "+60 12-777 0001" },
    meeting: { point: "KLIA Terminal 1, pintu C", at: "2027-01-09T14:00:00.000Z", zone: "Asia/Kuala_Lumpur" },
    manasik: [{ id: 1, starts_at: "2026-12-20T01:00:00.000Z", place: "Masjid Wilayah", teacher: "Ustaz Hafiz" }],
    visas: true,
    guests: [
      {
        id: 41,
        position: 1,
        full_name: "Aisyah Binti Ahmad",
        ticket_number: "232-2401234561",
        visa: {
          status: "issued",
          visa_number: "V-123456",
          issued_on: "2026-12-01",
          expires_on: "2027-03-01",
          reason: null,
        },
      },
      {
        id: 42,
        position: 2,
        full_name: "Ahmad Bin Ali",
        ticket_number: null,
        visa: { ...waiting, status: "rejected", reason: "Gambar pasport kabur" },
      },
      { id: 43, position: 3, full_name: "Hana", ticket_number: null, visa: waiting },
    ],
    ...over,
  };
}

function openTrip(trip: BookingTripDto, locale: "my" | "en" | "id" = "my") {
  const api = mockApi({ "GET /booking/b1/trip": { data: trip } });
  renderScreen(<BookingTrip bookingId="b1" />, { locale });
  return api;
}

describe("BookingTrip", () => {
  it("shows a pilgrim on a phone in Malay the flights on each airport's clock, hotels, leader, meeting point, manasik and visas", async () => {
    openTrip(aTrip());
    const section = await screen.findByTestId("booking-trip");
    expect(within(section).getByRole("heading", { name: "Perjalanan" })).toBeTruthy();
    const flight = within(section).getByTestId("trip-flight");
    expect(within(flight).getByText("Malaysia Airlines", { exact: false })).toBeTruthy();
    // 02:35 in Kuala Lumpur, 05:50 in Jeddah: each end on its own clock.
    expect(within(flight).getByTestId("trip-departs").textContent).toBe("KUL Kuala Lumpur, 10 Jan 2027, 02:35 MYT");
    expect(within(flight).getByTestId("trip-arrives").textContent).toBe("JED Jeddah, 10 Jan 2027, 05:50 GMT+3");
    expect(within(flight).queryByText("PNR")).toBeNull();
    const hotels = within(section).getAllByTestId("trip-hotel");
    expect(hotels[0].textContent).toMatch(/^Madinah · Pullman Zamzam10\s?–\s?14 Jan 2027 · 4 malam$/);
    expect(within(hotels[1]).getByText("hotel akan dimaklumkan")).toBeTruthy();
    expect(hotels[1].textContent).toContain("1 malam");
    expect(within(section).getByTestId("trip-tour-leader").textContent).toBe("Ustaz Hafiz");
    const call = within(section).getByRole("link", { name: "Telefon Ustaz Hafiz" });
    expect(call.getAttribute("href")).toBe("tel:+60127770001");
    expect(within(section).getByTestId("trip-meeting").textContent).toBe(
      "KLIA Terminal 1, pintu C, 9 Jan 2027, 22:00 MYT",
    );
    expect(within(section).getByTestId("trip-manasik").textContent).toContain("Masjid Wilayah · bersama Ustaz Hafiz");
    const guests = within(section).getAllByTestId("trip-guest");
    expect(guests).toHaveLength(3);
    expect(within(guests[0]).getByTestId("trip-ticket").textContent).toBe("232-2401234561");
    const issued = within(guests[0]).getByTestId("trip-visa");
    expect(issued.getAttribute("data-status")).toBe("issued");
    expect(issued.textContent).toBe("DikeluarkanNo. V-123456 · sah 1 Dis 2026 hingga 1 Mac 2027");
    expect(within(guests[1]).getByText("belum dikeluarkan")).toBeTruthy();
    expect(within(guests[1]).getByTestId("trip-visa").textContent).toBe("DitolakSebab: Gambar pasport kabur");
    expect(within(guests[2]).getByTestId("trip-visa").textContent).toBe("Menunggu dokumen");
  });

  it("shows staff the PNR and the Nusuk reference, in English", async () => {
    const trip = aTrip();
    openTrip(
      {
        ...trip,
        flights: trip.flights.map((f) => ({ ...f, pnr: "AB12CD" })),
        stays: trip.stays.map((s) => ({ ...s, nusuk_ref: "NM-2027-0001" })),
      },
      "en",
    );
    const section = await screen.findByTestId("booking-trip");
    expect(within(section).getByRole("heading", { name: "Trip" })).toBeTruthy();
    expect(within(section).getByText("AB12CD")).toBeTruthy();
    expect(within(section).getAllByText("NM-2027-0001")).toHaveLength(2);
  });

  it("shows tickets without visas for a tour, and nothing at all before operations entered anything", async () => {
    const api = openTrip(
      {
        ...aTrip({ flights: [], stays: [], tour_leader: null, meeting: null, manasik: [], visas: false }),
        guests: aTrip().guests.map((g) => ({ ...g, visa: waiting })),
      },
      "en",
    );
    const section = await screen.findByTestId("booking-trip");
    expect(within(section).getByRole("heading", { name: "Tickets" })).toBeTruthy();
    expect(within(section).queryByTestId("trip-visa")).toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it("renders nothing for a trip with nothing yet", async () => {
    const api = openTrip(
      aTrip({
        flights: [],
        stays: [],
        tour_leader: null,
        meeting: null,
        manasik: [],
        guests: aTrip().guests.map((g) => ({ ...g, ticket_number: null, visa: waiting })),
      }),
    );
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("booking-trip")).toBeNull();
  });
});

describe("VisaStatusBadge", () => {
  it("says each status in words with its icon, the details only when asked", async () => {
    mockApi({});
    renderScreen(
      () => (
        <ul>
          {(["waiting", "submitted", "issued", "rejected"] as const).map((status) => (
            <li key={status}>
              <VisaStatusBadge status={status} testId={`visa-${status}`} />
            </li>
          ))}
        </ul>
      ),
      { locale: "id" },
    );
    expect((await screen.findByTestId("visa-waiting")).textContent).toBe("Menunggu dokumen");
    expect(screen.getByTestId("visa-submitted").textContent).toBe("Diajukan");
    expect(screen.getByTestId("visa-issued").textContent).toBe("Terbit");
    expect(screen.getByTestId("visa-rejected").textContent).toBe("Ditolak");
    expect(screen.getByTestId("visa-issued").querySelector("svg")).toBeTruthy();
  });
});
