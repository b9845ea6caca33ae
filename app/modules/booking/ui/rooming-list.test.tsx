// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RoomingGuestDto, RoomingListDto } from "#app/modules/booking/booking.contract";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { RoomingScreen } from "./rooming-list";

const guest = (over: Partial<RoomingGuestDto>): RoomingGuestDto => ({
  id: 1,
  booking_id: "b1",
  booking_code: "AB12CD",
  full_name: "Ahmad Fauzi",
  gender: "male",
  traveller_type: "adult",
  room_type_id: 11,
  room_id: null,
  ...over,
});

function aList(over: Partial<RoomingListDto> = {}): RoomingListDto {
  return {
    tour: { id: 3, code: "UMR-12", name: "Umrah Reguler 12 Hari" },
    time: { id: 7, start_date: "2026-03-10", end_date: "2026-03-21" },
    hotel_cities: ["Makkah", "Madinah"],
    room_types: [
      {
        id: 11,
        code: "quad",
        name: "Quad",
        beds: 4,
        rooms: [
          {
            id: 101,
            room_type_id: 11,
            number: 1,
            numbers: { Makkah: "1204" },
            beds: 4,
            beds_free: 0,
            mixed: false,
            guests: [1, 2, 3, 4].map((n) =>
              guest({ id: 10 + n, full_name: `Siti ${n}`, gender: "female", room_id: 101, booking_code: "FULL01" }),
            ),
          },
          { id: 102, room_type_id: 11, number: 2, numbers: {}, beds: 4, beds_free: 4, mixed: false, guests: [] },
        ],
      },
      { id: 12, code: "double", name: "Double", beds: 2, rooms: [] },
    ],
    unplaced: [
      guest({ id: 1 }),
      guest({ id: 2, full_name: "Aisyah", gender: "female", traveller_type: "infant", room_type_id: null }),
    ],
    guest_count: 6,
    ...over,
  };
}

describe("RoomingScreen", () => {
  it("shows rooms by type with free beds, numbers per hotel city, and the unplaced guests, in Indonesian", async () => {
    mockApi({ "GET /rooming/7": { data: aList() } });
    renderScreen(<RoomingScreen tourId={3} timeId={7} />, { locale: "id" });
    expect((await screen.findByTestId("rooming-summary")).textContent).toBe("4 dari 6 tamu sudah ditempatkan");
    expect(screen.getByRole("heading", { name: "Daftar kamar", level: 1 })).toBeTruthy();
    const quad = screen.getByTestId("rooming-type-quad");
    const rooms = within(quad).getAllByTestId("rooming-room");
    expect(rooms).toHaveLength(2);
    expect(within(rooms[0]).getByText("Penuh")).toBeTruthy();
    expect(within(rooms[1]).getByText("4 tempat tidur kosong")).toBeTruthy();
    expect((within(rooms[0]).getByLabelText("No. di Makkah") as HTMLInputElement).value).toBe("1204");
    // An empty room may be deleted; a room with guests may not.
    expect(within(rooms[0]).queryByTestId("rooming-delete-room")).toBeNull();
    expect(within(rooms[1]).getByTestId("rooming-delete-room")).toBeTruthy();
    expect(within(screen.getByTestId("rooming-type-double")).getByText("Belum ada kamar Double.")).toBeTruthy();
    const unplaced = within(screen.getByTestId("rooming-unplaced")).getAllByTestId("rooming-guest");
    expect(unplaced.map((li) => li.querySelector("p")?.textContent)).toEqual(["MR Ahmad Fauzi", "MISS Aisyah"]);
    expect(within(unplaced[1]).getByText("AB12CD · Bayi · Tanpa tempat tidur")).toBeTruthy();
    // The Excel export is a link in the reader's language.
    expect(screen.getByTestId("rooming-export").getAttribute("href")).toBe("/api/rooming/7/export?lang=id");
  });

  it("arranges: the button shows it is working, then the list comes back placed", async () => {
    let release: () => void = () => {};
    const arranged = aList({
      unplaced: [],
      room_types: aList().room_types.map((rt) =>
        rt.id === 11
          ? {
              ...rt,
              rooms: rt.rooms.map((r) =>
                r.id === 102 ? { ...r, beds_free: 3, guests: [guest({ id: 1, room_id: 102 })] } : r,
              ),
            }
          : rt,
      ),
    });
    const api = mockApi({
      "GET /rooming/7": { data: aList() },
      "POST /rooming/7/arrange": () => ({ body: { message: "1 guest placed.", data: arranged } }),
    });
    const user = userEvent.setup();
    renderScreen(<RoomingScreen tourId={3} timeId={7} />);
    const button = await screen.findByTestId("rooming-arrange");
    // Hold the answer to see the loading state.
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const original = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return original(...args);
    }) as typeof fetch;
    await user.click(button);
    expect(button.textContent).toBe("Arranging…");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    release();
    await waitFor(() => expect(screen.queryByTestId("rooming-unplaced")).toBeNull());
    expect(api.calls.some((c) => c.method === "POST" && c.path === "/rooming/7/arrange")).toBe(true);
    expect(screen.getByTestId("rooming-summary").textContent).toBe("6 of 6 guests placed");
    // Nobody left to place: nothing to arrange.
    expect((screen.getByTestId("rooming-arrange") as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves a guest with a select of the rooms of their type; full rooms cannot be chosen", async () => {
    const api = mockApi({
      "GET /rooming/7": { data: aList() },
      "PUT /rooming/7/guest/1": { message: "Guest moved.", data: aList() },
    });
    const user = userEvent.setup();
    renderScreen(<RoomingScreen tourId={3} timeId={7} />);
    const select = (await screen.findByLabelText("Room of Ahmad Fauzi")) as HTMLSelectElement;
    const options = [...select.options].map((o) => [o.textContent, o.disabled]);
    expect(options).toEqual([
      ["Not placed", false],
      ["Quad · Room 1 (Full)", true],
      ["Quad · Room 2", false],
    ]);
    await user.selectOptions(select, "102");
    await waitFor(() => expect(api.calls.find((c) => c.method === "PUT")).toBeTruthy());
    expect(api.calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      path: "/rooming/7/guest/1",
      body: { room_id: 102 },
    });
  });

  it("saves a room's numbers per hotel city", async () => {
    const api = mockApi({
      "GET /rooming/7": { data: aList() },
      "PUT /rooming/7/room/102": { message: "Room numbers saved.", data: aList() },
    });
    const user = userEvent.setup();
    renderScreen(<RoomingScreen tourId={3} timeId={7} />, { locale: "my" });
    const rooms = await screen.findAllByTestId("rooming-room");
    await user.type(within(rooms[1]).getByLabelText("No. di Madinah"), "811");
    await user.click(within(rooms[1]).getByRole("button", { name: "Simpan nombor" }));
    await waitFor(() => expect(api.calls.find((c) => c.method === "PUT")).toBeTruthy());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ numbers: { Makkah: "", Madinah: "811" } });
  });

  it("prints one table per hotel city with the room's number there", async () => {
    mockApi({ "GET /rooming/7": { data: aList() } });
    renderScreen(<RoomingScreen tourId={3} timeId={7} />);
    const print = await screen.findByTestId("rooming-print-layout");
    const sections = print.querySelectorAll("section");
    expect([...sections].map((s) => s.querySelector("h2")?.textContent)).toEqual([
      "Rooming list · Makkah",
      "Rooming list · Madinah",
    ]);
    const makkahRows = sections[0].querySelectorAll("tbody tr");
    // Only rooms with guests are printed.
    expect(makkahRows).toHaveLength(1);
    expect(makkahRows[0].querySelector("td")?.textContent).toBe("1204");
    expect(sections[1].querySelector("tbody td")?.textContent).toBe("—");
  });
});
