// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { aDeparture, aFare } from "#app/modules/catalog/catalog.fixture";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { aBooking, aChildWithoutBed, aGuest, anInfant, BOOKING_ID } from "./booking.fixture";
import { BookingEditor } from "./booking-editor";

// The admin's booking editor: each guest's room as at checkout (the room types sold on the
// booking's departure, no bed for a child, the infant fare), sent as room_type_id; the server's
// refusals land on the guest's room field.
const QUAD = 11;
const DOUBLE = 12;
const departure = aDeparture({
  id: 70,
  start_date: "2027-02-01",
  end_date: "2027-02-09",
  price: 32_900_000_00,
  seats_left: 12,
  fares: [
    aFare(QUAD, "quad", 32_900_000_00, { beds_held: 8 }),
    // Every Double bed is held: full.
    aFare(DOUBLE, "double", 37_900_000_00, { bed_allotment: 10, beds_held: 10, beds_left: 0, full: true }),
  ],
  child_no_bed_price: 20_000_000_00,
  infant_price: 5_000_000_00,
});

const booking = aBooking({
  pax: 3,
  can_edit: true,
  guests: [
    aGuest({ id: 1, position: 0, room_type_id: QUAD, room_type_code: "quad", room_type_name: "Quad" }),
    aChildWithoutBed({ id: 2, position: 1, full_name: "Aisyah Rahmawati", passport_number: "C7654321" }),
    anInfant({ id: 3, position: 2, full_name: "Umar Rahmawati", gender: "male", passport_number: "C7654322" }),
  ],
});

function api(
  update: (call: ApiCall) => { status?: number; body?: unknown } = () => ({
    body: { message: "Saved", data: booking },
  }),
) {
  return mockApi({ "GET /tour/7/time": { data: [departure] }, [`PUT /booking/${BOOKING_ID}`]: update });
}

const SLOW = { timeout: 15_000 };
function DetailPage() {
  return <p>Booking detail page</p>;
}
const room = (i: number) => screen.findByTestId(`edit-guest-room-${i}`, {}, SLOW);

async function save() {
  await userEvent.click(screen.getByTestId("edit-save"));
  const dialog = await screen.findByRole("alertdialog");
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
}

describe("BookingEditor: rooms and travellers", () => {
  it("offers each guest the departure's room types, no bed for the child and the infant fare", async () => {
    api();
    renderScreen(<BookingEditor booking={booking} />, { path: "/panel/booking-history/:id/edit" });
    const adult = (await room(0)) as HTMLSelectElement;
    expect(adult.value).toBe(String(QUAD));
    expect([...adult.options].map((o) => o.textContent?.replace(/\s/g, " "))).toEqual([
      "Quad · IDR 32,900,000 per bed",
      "Double · IDR 37,900,000 per bed (full)",
    ]);
    const child = (await room(1)) as HTMLSelectElement;
    expect(child.value).toBe("no_bed");
    expect(child.selectedOptions[0].textContent?.replace(/\s/g, " ")).toBe("No bed · IDR 20,000,000");
    expect((await room(2)).textContent?.replace(/\s/g, " ")).toBe("Infant · IDR 5,000,000");
    expect(screen.getByText("Child on the departure date. The booking is re-priced when saved.")).toBeTruthy();
  });

  it("sends each guest's room_type_id: the bed chosen, null for no bed and for the infant", async () => {
    const { calls } = api();
    renderScreen(<BookingEditor booking={booking} />, {
      path: "/panel/booking-history/:id/edit",
      routes: [{ path: "/panel/booking-history/:id", Component: DetailPage }],
    });
    await userEvent.selectOptions(await room(0), String(DOUBLE));
    // How the guests are related is recorded here too (issue 26): optional for staff.
    expect(screen.queryByTestId("guest-0-relation")).toBeNull();
    await userEvent.selectOptions(screen.getByTestId("guest-1-relation"), "1:parent_child");
    await userEvent.selectOptions(screen.getByTestId("guest-2-relation"), "2:sibling");
    await save();
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true), SLOW);
    const put = calls.find((c) => c.method === "PUT")?.body as {
      guests: { room_type_id: unknown; relation: unknown; related_to: unknown }[];
    };
    expect(put.guests.map((g) => g.room_type_id)).toEqual([DOUBLE, null, null]);
    expect(put.guests.map((g) => [g.relation, g.related_to])).toEqual([
      [null, null],
      ["parent_child", 1],
      ["sibling", 2],
    ]);
  });

  it("shows the server's refusal on the guest's room field", async () => {
    api(() => ({
      status: 422,
      body: {
        message: "The booking could not be changed.",
        errors: { "guests.0.room_type_id": ["Double is full on this departure: 0 beds left."] },
      },
    }));
    renderScreen(<BookingEditor booking={booking} />, { path: "/panel/booking-history/:id/edit" });
    await userEvent.selectOptions(await room(0), String(DOUBLE));
    await save();
    expect(await screen.findByText("Double is full on this departure: 0 beds left.", {}, SLOW)).toBeTruthy();
    expect((await room(0)).getAttribute("aria-invalid")).toBe("true");
  });

  it("keeps a room type no longer sold on the departure, named as sold", async () => {
    const { calls } = api();
    const held = aBooking({
      can_edit: true,
      guests: [aGuest({ room_type_id: 99, room_type_code: "triple", room_type_name: "Triple" })],
    });
    renderScreen(<BookingEditor booking={held} />, {
      path: "/panel/booking-history/:id/edit",
      routes: [{ path: "/panel/booking-history/:id", Component: DetailPage }],
    });
    const select = (await room(0)) as HTMLSelectElement;
    expect(select.value).toBe("99");
    expect(select.selectedOptions[0].textContent).toBe("Triple");
    await save();
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true), SLOW);
    const put = calls.find((c) => c.method === "PUT")?.body as { guests: { room_type_id: unknown }[] };
    expect(put.guests[0].room_type_id).toBe(99);
  });
});
