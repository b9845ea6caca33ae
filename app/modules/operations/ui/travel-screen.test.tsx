// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { FlightDto, TravelDto } from "#app/modules/operations/operations.contract";
import { mockApi, type RenderScreenOptions, renderScreen, signedIn } from "#test/ui/render-screen";
import { TravelScreen } from "./travel-screen";

const outbound: FlightDto = {
  id: 1,
  airline: "SV",
  airline_name: "Saudia",
  flight_number: "817",
  origin: "CGK",
  origin_city: "Jakarta",
  destination: "JED",
  destination_city: "Jeddah",
  departs_at: "2027-01-10T03:25:00.000Z",
  departs_zone: "Asia/Jakarta",
  arrives_at: "2027-01-10T13:05:00.000Z",
  arrives_zone: "Asia/Riyadh",
  pnr: "AB12CD",
  group_size: 45,
};

function aTravel(over: Partial<TravelDto> = {}): TravelDto {
  return {
    tour: { id: 3, code: "UMR-12", name: "Umrah Januari" },
    time: { id: 7, start_date: "2027-01-10", end_date: "2027-01-21" },
    flights: [outbound],
    stays: [
      {
        city: "Madinah",
        check_in: "2027-01-10",
        check_out: "2027-01-14",
        hotel: "Pullman Zamzam",
        nusuk_ref: "NM-1",
        nights: 4,
      },
      { city: "Makkah", check_in: null, check_out: null, hotel: "", nusuk_ref: "", nights: null },
    ],
    guests: [
      { id: 41, booking_id: "b1", booking_code: "AB12CD", full_name: "Siti Aminah", position: 1, ticket_number: null },
      {
        id: 42,
        booking_id: "b1",
        booking_code: "AB12CD",
        full_name: "Ahmad Fauzi",
        position: 2,
        ticket_number: "065-2401234562",
      },
    ],
    briefing: {
      flight: "",
      meeting_point: "Terminal 3",
      meeting_at: "2027-01-09T23:00:00.000Z",
      tour_leader: "Ustadz Hasan",
      tour_leader_phone: "+62 812 1111 2222",
      updated_at: "2026-12-01T00:00:00.000Z",
    },
    ...over,
  };
}

function openTravel(routes: Record<string, unknown>, options: RenderScreenOptions = {}) {
  const api = mockApi({ "GET /departures/7/travel": { data: aTravel() }, ...routes });
  renderScreen(<TravelScreen tourId={3} timeId={7} />, { user: signedIn(), ...options });
  return api;
}

describe("TravelScreen", () => {
  it("shows each leg on its airports' clocks, the tickets, the hotels with their nights and the briefing, in Indonesian", async () => {
    openTravel(
      {},
      { locale: "id", path: "/panel/tour/:tour_id/time/:time_id/travel", url: "/panel/tour/3/time/7/travel" },
    );
    const row = await screen.findByTestId("leg-row");
    expect(within(row).getByText("SV 817")).toBeTruthy();
    expect(within(row).getByTestId("leg-departs").textContent).toBe("10 Jan 2027, 10.25 WIB");
    expect(within(row).getByTestId("leg-arrives").textContent).toBe("10 Jan 2027, 16.05 GMT+3");
    expect(within(row).getByText("PNR AB12CD · 45 kursi")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Penerbangan dan hotel", level: 1 })).toBeTruthy();
    expect(screen.getByTestId("departure-nav-travel").getAttribute("aria-current")).toBe("page");
    expect((screen.getByLabelText("Ahmad Fauzi") as HTMLInputElement).value).toBe("065-2401234562");
    const [madinah, makkah] = screen.getAllByTestId("hotel-stay");
    expect(within(madinah).getByTestId("hotel-nights").textContent).toMatch(/^10\s?–\s?14 Jan 2027 · 4 malam$/);
    expect(within(makkah).getByTestId("hotel-nights").textContent).toBe("Belum ada tanggal.");
    expect((screen.getByTestId("briefing-tour-leader") as HTMLInputElement).value).toBe("Ustadz Hasan");
    // The meeting time on the first leg's airport's clock.
    expect((screen.getByTestId("briefing-meeting-local") as HTMLInputElement).value).toBe("2027-01-10T06:00");
    expect(screen.getByText("Kosong: rute pertama, SV 817 CGK–JED 10 Jan 10.25 WIB.")).toBeTruthy();
  });

  it("adds a leg: a known airport brings its zone, another asks it; the times go as each airport's clock", async () => {
    const added: FlightDto = {
      ...outbound,
      id: 2,
      flight_number: "301",
      origin: "HBE",
      origin_city: null,
      departs_at: "2027-01-15T07:00:00.000Z",
      departs_zone: "Africa/Cairo",
      destination: "MED",
      destination_city: "Madinah",
      arrives_at: "2027-01-15T09:00:00.000Z",
      pnr: "",
      group_size: null,
    };
    const api = openTravel({
      "POST /departures/7/flights": { message: "Flight leg added.", data: aTravel({ flights: [outbound, added] }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("leg-add"));
    const dialog = screen.getByTestId("leg-dialog");
    await user.type(within(dialog).getByTestId("leg-airline"), "sv");
    await user.type(within(dialog).getByTestId("leg-flight-number"), "301");
    await user.type(within(dialog).getByTestId("leg-destination"), "med");
    expect(within(dialog).getByText("Madinah · Asia/Riyadh")).toBeTruthy();
    await user.type(within(dialog).getByTestId("leg-origin"), "hbe");
    // Not in the table: its zone is asked.
    const zone = within(dialog).getByLabelText(/Time zone of HBE/) as HTMLSelectElement;
    await user.selectOptions(zone, "Africa/Cairo");
    expect(within(dialog).queryByLabelText(/Time zone of MED/)).toBeNull();
    fireEvent.change(within(dialog).getByTestId("leg-departs-local"), { target: { value: "2027-01-15T09:00" } });
    fireEvent.change(within(dialog).getByTestId("leg-arrives-local"), { target: { value: "2027-01-15T12:00" } });
    await user.click(within(dialog).getByTestId("leg-save"));
    await waitFor(() => expect(screen.queryByTestId("leg-dialog")).toBeNull());
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      airline: "sv",
      flight_number: "301",
      origin: "hbe",
      departs_local: "2027-01-15T09:00",
      departs_zone: "Africa/Cairo",
      destination: "med",
      arrives_local: "2027-01-15T12:00",
      arrives_zone: "",
      pnr: "",
      group_size: null,
    });
    const rows = screen.getAllByTestId("leg-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByTestId("leg-departs").textContent).toBe("Jan 15, 2027, 09:00 GMT+2");
  });

  it("refuses an arrival before the departure in the dialog, and shows the server's field message", async () => {
    const api = openTravel({
      "PUT /departures/7/flights/1": () => ({
        status: 422,
        body: { message: "Check the fields.", errors: { pnr: ["5 to 8 letters and digits."] } },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("leg-edit"));
    const dialog = screen.getByTestId("leg-dialog");
    // The leg's times come back on each airport's clock.
    expect((within(dialog).getByTestId("leg-departs-local") as HTMLInputElement).value).toBe("2027-01-10T10:25");
    expect((within(dialog).getByTestId("leg-arrives-local") as HTMLInputElement).value).toBe("2027-01-10T16:05");
    fireEvent.change(within(dialog).getByTestId("leg-arrives-local"), { target: { value: "2027-01-10T06:00" } });
    await user.click(within(dialog).getByTestId("leg-save"));
    expect(
      await within(dialog).findByText("The arrival comes after the departure (mind the two airports' times)."),
    ).toBeTruthy();
    expect(api.calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.change(within(dialog).getByTestId("leg-arrives-local"), { target: { value: "2027-01-10T16:05" } });
    await user.click(within(dialog).getByTestId("leg-save"));
    expect(await within(dialog).findByText("5 to 8 letters and digits.")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "PUT")?.body).toMatchObject({ departs_zone: "", pnr: "AB12CD" });
  });

  it("saves the changed ticket numbers at once and shows a number another guest holds on its row", async () => {
    let attempt = 0;
    const api = openTravel({
      "PUT /departures/7/tickets": () =>
        ++attempt === 1
          ? {
              status: 409,
              body: {
                message: "A ticket number is another guest's already: see the marked rows.",
                errors: { "tickets.0.ticket_number": ["Another guest has this ticket number."] },
              },
            }
          : {
              body: {
                message: "Ticket numbers saved.",
                data: aTravel({
                  guests: aTravel().guests.map((g) => (g.id === 41 ? { ...g, ticket_number: "065-2401234569" } : g)),
                }),
              },
            },
    });
    const user = userEvent.setup();
    const siti = await screen.findByLabelText("Siti Aminah");
    await user.type(siti, "0652401234561");
    expect(screen.getByText("1 change not saved yet")).toBeTruthy();
    await user.click(screen.getByTestId("tickets-save"));
    expect(await screen.findByText("Another guest has this ticket number.")).toBeTruthy();
    expect(siti.getAttribute("aria-invalid")).toBe("true");
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      tickets: [{ guest_id: 41, ticket_number: "0652401234561" }],
    });
    await user.clear(siti);
    await user.type(siti, "065-2401234569");
    await user.click(screen.getByTestId("tickets-save"));
    await waitFor(() => expect(screen.queryByText("Another guest has this ticket number.")).toBeNull());
    expect((screen.getByLabelText("Siti Aminah") as HTMLInputElement).value).toBe("065-2401234569");
    expect(screen.queryByText(/not saved yet/)).toBeNull();
  });

  it("asks the dates before a hotel, then sends every dated city with its hotel and Nusuk reference", async () => {
    const api = openTravel({
      "PUT /departures/7/hotels": { message: "Hotels saved.", data: aTravel() },
    });
    const user = userEvent.setup();
    const makkah = (await screen.findAllByTestId("hotel-stay"))[1];
    await user.type(within(makkah).getByTestId("hotel-hotel"), "Swissotel Al Maqam");
    await user.click(screen.getByTestId("hotels-save"));
    expect(within(makkah).getByText("Give the check-in and check-out dates first.")).toBeTruthy();
    expect(api.calls.some((c) => c.method === "PUT")).toBe(false);
    fireEvent.change(within(makkah).getByTestId("hotel-check_in"), { target: { value: "2027-01-14" } });
    fireEvent.change(within(makkah).getByTestId("hotel-check_out"), { target: { value: "2027-01-20" } });
    expect(within(makkah).getByTestId("hotel-nights").textContent).toMatch(/^Jan 14\s–\s20, 2027 · 6 nights$/);
    await user.type(within(makkah).getByTestId("hotel-nusuk_ref"), "nm-2");
    await user.click(screen.getByTestId("hotels-save"));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      stays: [
        {
          city: "Madinah",
          check_in: "2027-01-10",
          check_out: "2027-01-14",
          hotel: "Pullman Zamzam",
          nusuk_ref: "NM-1",
        },
        {
          city: "Makkah",
          check_in: "2027-01-14",
          check_out: "2027-01-20",
          hotel: "Swissotel Al Maqam",
          nusuk_ref: "nm-2",
        },
      ],
    });
  });

  it("saves the tour leader and the meeting time read on the chosen zone's clock", async () => {
    const api = openTravel({
      "PUT /departures/7/briefing": (call: { body: unknown }) => ({
        body: { data: { ...aTravel().briefing, ...(call.body as object), updated_at: "2026-12-02T00:00:00.000Z" } },
      }),
    });
    const user = userEvent.setup();
    const leader = await screen.findByTestId("briefing-tour-leader");
    await user.clear(leader);
    await user.type(leader, "Ustadz Ali");
    fireEvent.change(screen.getByTestId("briefing-meeting-local"), { target: { value: "2027-01-10T05:30" } });
    await user.selectOptions(screen.getByTestId("briefing-meeting-zone"), "Asia/Makassar");
    await user.click(screen.getByTestId("briefing-save"));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      tour_leader: "Ustadz Ali",
      tour_leader_phone: "+62 812 1111 2222",
      meeting_point: "Terminal 3",
      // 05:30 in Makassar (UTC+8).
      meeting_at: "2027-01-09T21:30:00.000Z",
      flight: "",
    });
  });
});
