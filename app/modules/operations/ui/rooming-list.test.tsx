// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { RoomingGuestDto, RoomingListDto } from "#app/modules/operations/operations.contract";
import { type ApiCall, mockApi, type RenderScreenOptions, renderScreen } from "#test/ui/render-screen";
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
  family: "b1:1",
  relation: null,
  related_to: null,
  position: 1,
  ...over,
});

type RoomingRoomDto = RoomingListDto["room_types"][number]["rooms"][number];

/** A Quad room (type 11) with these guests in it, nothing flagged. */
const room = (
  id: number,
  number: number,
  guests: RoomingGuestDto[],
  over: Partial<RoomingRoomDto> = {},
): RoomingRoomDto => ({
  id,
  room_type_id: 11,
  number,
  numbers: {},
  beds: 4,
  beds_free: 4 - guests.length,
  mixed: false,
  warnings: [],
  guests,
  ...over,
});

/** The Quad room type with these rooms. */
const quads = (rooms: RoomingRoomDto[]) => ({ id: 11, code: "quad", name: "Quad", beds: 4, rooms });

function aList(over: Partial<RoomingListDto> = {}): RoomingListDto {
  return {
    tour: { id: 3, code: "UMR-12", name: "Umrah Reguler 12 Hari" },
    time: { id: 7, start_date: "2026-03-10", end_date: "2026-03-21" },
    hotel_cities: ["Makkah", "Madinah"],
    stays: [
      { city: "Madinah", check_in: "2026-03-11", check_out: "2026-03-15" },
      { city: "Makkah", check_in: null, check_out: null },
    ],
    room_types: [
      quads([
        room(
          101,
          1,
          [1, 2, 3, 4].map((n) =>
            guest({ id: 10 + n, full_name: `Siti ${n}`, gender: "female", room_id: 101, booking_code: "FULL01" }),
          ),
          { numbers: { Makkah: "1204" } },
        ),
        room(102, 2, []),
      ]),
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

// Each test serves the list (aList() unless it gives its own) and the writes it makes, then opens the screen.
function openRooming(routes: Record<string, unknown>, options?: RenderScreenOptions) {
  const api = mockApi({ "GET /rooming/7": { data: aList() }, ...routes });
  renderScreen(<RoomingScreen tourId={3} timeId={7} />, options);
  return api;
}

describe("RoomingScreen", () => {
  it("shows rooms by type with free beds, numbers per hotel city, and the unplaced guests, in Indonesian", async () => {
    openRooming({}, { locale: "id" });
    expect((await screen.findByTestId("rooming-summary")).textContent).toBe("4 dari 6 jemaah sudah ditempatkan");
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
    const api = openRooming({
      "POST /rooming/7/arrange": () => ({ body: { message: "1 guest placed.", data: arranged } }),
    });
    const user = userEvent.setup();
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
    const api = openRooming({
      "PUT /rooming/7/guest/1": { message: "Guest moved.", data: aList() },
    });
    const user = userEvent.setup();
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
    const api = openRooming(
      {
        "PUT /rooming/7/room/102": { message: "Room numbers saved.", data: aList() },
      },
      { locale: "my" },
    );
    const user = userEvent.setup();
    const rooms = await screen.findAllByTestId("rooming-room");
    await user.type(within(rooms[1]).getByLabelText("No. di Madinah"), "811");
    await user.click(within(rooms[1]).getByRole("button", { name: "Simpan nombor" }));
    await waitFor(() => expect(api.calls.find((c) => c.method === "PUT")).toBeTruthy());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ numbers: { Makkah: "", Madinah: "811" } });
  });

  it("saves a room's numbers when the focus leaves them, without Enter or the button (issue 26)", async () => {
    const api = openRooming({
      "PUT /rooming/7/room/102": ({ body }: ApiCall) => ({
        body: {
          message: "Room numbers saved.",
          data: aList({
            room_types: aList().room_types.map((rt) => ({
              ...rt,
              rooms: rt.rooms.map((r) =>
                r.id === 102 ? { ...r, numbers: (body as { numbers: Record<string, string> }).numbers } : r,
              ),
            })),
          }),
        },
      }),
    });
    const user = userEvent.setup();
    const rooms = await screen.findAllByTestId("rooming-room");
    await user.type(within(rooms[1]).getByLabelText("No. in Makkah"), "1205");
    // Not saved yet, and said so; moving to the other city's field sends nothing.
    expect(within(rooms[1]).getByTestId("rooming-numbers-state").textContent).toBe(
      "Not saved yet: saved when you leave these fields.",
    );
    await user.tab();
    expect(api.calls.filter((c) => c.method === "PUT")).toEqual([]);
    // A click elsewhere leaves the room's fields: saved.
    await user.click(screen.getByTestId("rooming-summary"));
    await waitFor(() => expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(1));
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ numbers: { Makkah: "1205", Madinah: "" } });
    await waitFor(() => expect(within(rooms[1]).queryByTestId("rooming-numbers-state")).toBeNull());
  });

  it("keeps what was typed and says it is not saved when the save fails", async () => {
    openRooming({
      "PUT /rooming/7/room/102": () => ({ status: 503, body: { message: "Unavailable" } }),
    });
    const user = userEvent.setup();
    const rooms = await screen.findAllByTestId("rooming-room");
    const input = within(rooms[1]).getByLabelText("No. in Madinah") as HTMLInputElement;
    await user.type(input, "811");
    await user.click(screen.getByTestId("rooming-summary"));
    await waitFor(() =>
      expect(within(rooms[1]).getByTestId("rooming-numbers-state").getAttribute("data-state")).toBe("failed"),
    );
    expect(input.value).toBe("811");
  });

  it("asks before moving a child away from her parents into a room of other bookings, and sends the confirmation", async () => {
    // Booking FAM001, all in room 201: Ahmad, his wife and their daughter.
    const member = (over: Partial<RoomingGuestDto>) =>
      guest({ booking_id: "f", booking_code: "FAM001", family: "f:1", room_id: 201, ...over });
    const family = [
      member({ id: 21, full_name: "Ahmad" }),
      member({ id: 22, full_name: "Siti", gender: "female", position: 2, relation: "spouse", related_to: 1 }),
      member({
        id: 23,
        full_name: "Nabila",
        gender: "female",
        traveller_type: "child",
        position: 3,
        relation: "parent_child",
        related_to: 1,
      }),
    ];
    const men = [31, 32, 33].map((id) =>
      guest({
        id,
        booking_id: `m${id}`,
        booking_code: `MEN0${id}`,
        family: `m${id}:1`,
        full_name: `Pak ${id}`,
        room_id: 202,
      }),
    );
    const list = aList({
      room_types: [quads([room(201, 1, family), room(202, 2, men)])],
      unplaced: [],
      guest_count: 6,
    });
    const moved = aList({
      room_types: [
        quads([
          room(201, 1, family.slice(0, 2)),
          room(202, 2, [...men, { ...family[2], room_id: 202 }], {
            mixed: true,
            warnings: ["mixed", "child_apart", "child_with_others"],
          }),
        ]),
      ],
      unplaced: [],
    });
    const api = openRooming({
      "GET /rooming/7": { data: list },
      "PUT /rooming/7/guest/23": { message: "Guest moved.", data: moved },
    });
    const user = userEvent.setup();
    // The relation is shown with the guest.
    expect(await screen.findByText("FAM001 · Child · Quad · Parent or child of Ahmad")).toBeTruthy();
    const select = screen.getByLabelText("Room of Nabila") as HTMLSelectElement;
    await user.selectOptions(select, "202");
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("Move Nabila?")).toBeTruthy();
    expect(dialog.textContent).toContain("A child or an infant would be in a room without an adult of their booking.");
    expect(dialog.textContent).toContain("A child or an infant would share the room with guests of another booking.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(api.calls.filter((c) => c.method === "PUT")).toEqual([]);
    expect(select.value).toBe("201");

    await user.selectOptions(select, "202");
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Move anyway" }));
    await waitFor(() => expect(api.calls.find((c) => c.method === "PUT")).toBeTruthy());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ room_id: 202, confirm: true });
    // The room is flagged on the list.
    const flagged = (await screen.findAllByTestId("rooming-room")).find((r) => r.dataset.flagged === "true")!;
    expect(within(flagged).getByText("To check")).toBeTruthy();
    expect(within(flagged).getByTestId("rooming-child-apart").textContent).toBe(
      "A child or an infant is in this room without an adult of their booking",
    );
    expect(screen.getByTestId("rooming-flagged-count").textContent).toBe("1 room to check");
  });

  it("moves without asking when nothing would be flagged", async () => {
    const api = openRooming({
      "PUT /rooming/7/guest/1": { message: "Guest moved.", data: aList() },
    });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText("Room of Ahmad Fauzi"), "102");
    await waitFor(() => expect(api.calls.find((c) => c.method === "PUT")).toBeTruthy());
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({ room_id: 102 });
  });

  it("prints a page per hotel city in the itinerary's order with the agency, the dates, who has no bed and the totals", async () => {
    const list = aList();
    list.room_types[0].rooms[1] = {
      ...list.room_types[0].rooms[1],
      beds_free: 3,
      guests: [
        guest({ id: 1, room_id: 102 }),
        guest({
          id: 2,
          full_name: "Aisyah",
          gender: "female",
          traveller_type: "infant",
          room_type_id: null,
          room_id: 102,
        }),
      ],
    };
    openRooming(
      { "GET /rooming/7": { data: { ...list, unplaced: [] } } },
      {
        setting: {
          name: "Amanah Tour & Travel",
          address: "Jl. Jend. Sudirman No. 10, Jakarta",
          phone: "+62 21 5550 1234",
          logo_url: "/brand/logo.svg",
        },
      },
    );
    const print = await screen.findByTestId("rooming-print-layout");
    const sections = print.querySelectorAll("section");
    expect([...sections].map((s) => s.querySelector("h2")?.textContent)).toEqual([
      "Rooming list · Madinah",
      "Rooming list · Makkah",
    ]);
    const agency = within(sections[0] as HTMLElement).getByTestId("rooming-print-agency");
    expect(agency.textContent).toContain("Amanah Tour & Travel");
    expect(agency.textContent).toContain("Jl. Jend. Sudirman No. 10, Jakarta");
    expect(agency.querySelector("img")?.getAttribute("src")).toBe("/brand/logo.svg");
    expect(within(sections[0] as HTMLElement).getByTestId("rooming-print-stay").textContent).toBe(
      "Check-in Mar 11, 2026 · check-out Mar 15, 2026",
    );
    expect(within(sections[1] as HTMLElement).getByTestId("rooming-print-stay").textContent).toBe(
      "Check-in and check-out dates not set yet",
    );
    // Madinah's numbers are not set; Makkah's room 1 is 1204.
    const makkahRows = sections[1].querySelectorAll("tbody tr");
    expect(makkahRows[0].querySelector("td")?.textContent).toBe("1204");
    expect(sections[0].querySelector("tbody td")?.textContent).toBe("—");
    expect(sections[0].textContent).toContain("MISS Aisyah (Infant, No bed)");
    const totals = within(sections[0] as HTMLElement).getByTestId("rooming-print-totals");
    const cells = [...totals.querySelectorAll("tbody tr")].map((tr) =>
      [...tr.querySelectorAll("th, td")].map((c) => c.textContent),
    );
    expect(cells).toEqual([
      ["Quad", "2", "5", "6", "1"],
      ["Total", "2", "5", "6", "1"],
    ]);
  });

  it("sets the hotel dates of each city, saved when the focus leaves them", async () => {
    const api = openRooming({
      "PUT /rooming/7/stays": { message: "Hotel dates saved.", data: aList() },
    });
    const user = userEvent.setup();
    const stays = await screen.findAllByTestId("rooming-stay");
    expect(stays.map((s) => s.querySelector("legend")?.textContent)).toEqual(["Madinah", "Makkah"]);
    await user.type(within(stays[1]).getByLabelText("Check-in"), "2026-03-15");
    await user.type(within(stays[1]).getByLabelText("Check-out"), "2026-03-20");
    await user.click(screen.getByTestId("rooming-summary"));
    await waitFor(() => expect(api.calls.find((c) => c.method === "PUT")).toBeTruthy());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      stays: [
        { city: "Madinah", check_in: "2026-03-11", check_out: "2026-03-15" },
        { city: "Makkah", check_in: "2026-03-15", check_out: "2026-03-20" },
      ],
    });
  });
});
