// @vitest-environment jsdom
import { PaymentOptions } from "#app/modules/payment/ui/payment-options";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuoteDto } from "#app/modules/catalog/catalog.contract";
import type { RootData } from "#app/modules/account/ui/root-data";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { type Discount, perPersonFares } from "#app/modules/catalog/catalog.rules";
import { DepartureChooser } from "#app/modules/catalog/ui/departure-chooser";
import { CheckoutForm, type CheckoutTour } from "#app/modules/booking/ui/checkout-form";
import { aDeparture, aFare } from "#app/modules/catalog/catalog.fixture";

// jsdom lays nothing out: the form scrolls to its first error.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

function BookingDetailPage() {
  return <p>Booking detail page</p>;
}

const customer = { id: 3, name: "Siti Rahmawati", role: "customer" } as unknown as RootData["user"];
const UNIT = 30_000_000_00;

const tour: CheckoutTour = {
  id: 7,
  name: "Umrah Reguler 9 Hari",
  code: "UMR-9",
  min_pax: 1,
  max_pax: 10,
  discount_type: null,
  discount_value: 0,
  has_card_link: false,
  extras: [],
  // A departure of 40 seats without a fare grid: the quote is asked without guests, as before rooms.
  departures: [aDeparture({ id: 70, start_date: "2027-02-01", end_date: "2027-02-09", price: UNIT })],
};

function quote(pax: number): QuoteDto {
  return {
    tour_id: 7,
    time_id: 70,
    currency: "IDR",
    unit_price: UNIT,
    pax,
    subtotal: UNIT * pax,
    extras: [],
    extras_total: 0,
    discount: 0,
    total: UNIT * pax,
    min_first_payment: 0,
    seats: pax,
    guest_fares: [],
    rooms: [],
    child_no_bed: { guests: 0, amount: 0 },
    infants: { guests: 0, amount: 0 },
    per_person: { fares: [], rounding: 0 },
  };
}

function api(booking: (call: ApiCall) => { status?: number; body?: unknown }) {
  return mockApi({
    "GET /bank": { data: [], meta: {} },
    "POST /tour/7/quote": (call: ApiCall) => ({ body: { data: quote((call.body as { pax: number }).pax) } }),
    "POST /booking": booking,
  });
}

// The form as the checkout page mounts it for Siti, with the booking page to go to after booking.
function renderCheckout(checkoutTour: CheckoutTour, initialQuote: QuoteDto, withBookingPage = true) {
  return renderScreen(
    <CheckoutForm
      paymentOptions={PaymentOptions}
      tour={checkoutTour}
      initialTimeId={70}
      initialQuote={initialQuote}
      bookingName="Siti Rahmawati"
      defaultCountry="ID"
      termsHref={null}
      onDeparturesStale={() => {}}
    />,
    withBookingPage
      ? { user: customer, routes: [{ path: "/panel/booking-history/:id", Component: BookingDetailPage }] }
      : { user: customer },
  );
}

// Every test waits for the first quote before it touches the form.
const quoted = () => screen.findByTestId("quote-total", {}, { timeout: 5000 });

/** The one-fare form, its first quote shown. */
async function openForm() {
  renderCheckout(tour, quote(1));
  await quoted();
}

async function fillLeadGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId("guest-0-full_name"), "Siti Rahmawati");
  await user.click(screen.getByTestId("guest-0-gender-female"));
  fireEvent.change(screen.getByTestId("guest-0-birth_date"), { target: { value: "1985-04-12" } });
  await user.type(screen.getByTestId("guest-0-phone"), "+62812345678");
  await user.type(screen.getByTestId("guest-0-passport_number"), "c1234567");
  await user.click(screen.getByTestId("checkout-terms"));
  await user.click(screen.getByTestId("checkout-consent"));
  await user.click(screen.getByTestId("checkout-agreement"));
}

const posts = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);

describe("CheckoutForm", () => {
  it("one guest card per guest, and the price the API quotes for that many", async () => {
    const calls = api(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderCheckout(tour, quote(1));
    expect(within(await quoted()).getByText(/30,000,000/)).toBeTruthy();
    expect(screen.getAllByTestId(/^guest-card-\d+$/)).toHaveLength(1);

    await user.click(screen.getByTestId("checkout-pax-more"));
    await user.click(screen.getByTestId("checkout-pax-more"));
    await waitFor(() => expect(screen.getAllByTestId(/^guest-card-\d+$/)).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId("quote-total").textContent).toMatch(/90,000,000/));
    expect(posts(calls.calls, "POST /tour/7/quote").at(-1)?.body).toEqual({ time_id: 70, pax: 3, detail_ids: [] });

    await user.click(screen.getByTestId("checkout-pax-less"));
    await waitFor(() => expect(screen.getAllByTestId(/^guest-card-\d+$/)).toHaveLength(2));
  });

  it("sends the contract's body and goes to the booking to pay", async () => {
    const calls = api(() => ({
      status: 201,
      body: { message: "Booked", data: { id: "b-1", card_payment_link: null } },
    }));
    const user = userEvent.setup();
    await openForm();
    await fillLeadGuest(user);
    await user.click(screen.getByTestId("checkout-submit"));

    expect(await screen.findByText("Booking detail page")).toBeTruthy();
    const sent = posts(calls.calls, "POST /booking");
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toMatchObject({
      tour_id: 7,
      time_id: 70,
      pax: 1,
      detail_ids: [],
      booking_name: "Siti Rahmawati",
      payment_type: "full",
      payment_method: "manual",
      terms: true,
      data_consent: true,
      agreement: true,
    });
    const guests = (sent[0].body as { guests: Record<string, unknown>[] }).guests;
    expect(guests).toHaveLength(1);
    expect(guests[0]).toMatchObject({
      full_name: "Siti Rahmawati",
      gender: "female",
      birth_date: "1985-04-12",
      phone: "+62812345678",
      passport_number: "C1234567",
      country: "ID",
    });
  });

  it("without the consent box ticked: its message under it, nothing sent (decision 049)", async () => {
    const calls = api(() => ({ status: 201, body: { message: "Booked", data: { id: "b-1" } } }));
    const user = userEvent.setup();
    await openForm();
    await fillLeadGuest(user);
    // Unticked again: the terms alone are not enough.
    await user.click(screen.getByTestId("checkout-consent"));
    await user.click(screen.getByTestId("checkout-submit"));
    const box = screen.getByTestId("checkout-consent");
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please agree to the processing of the guests' data.", { selector: "p" })).toBeTruthy();
    expect(screen.getByText(/I agree that Agency processes the personal data/)).toBeTruthy();
    expect(posts(calls.calls, "POST /booking")).toHaveLength(0);
  });

  it("without the agreement ticked: its message under it, nothing sent; it links to the departure's agreement (decision 083)", async () => {
    const calls = api(() => ({ status: 201, body: { message: "Booked", data: { id: "b-1" } } }));
    const user = userEvent.setup();
    await openForm();
    await fillLeadGuest(user);
    await user.click(screen.getByTestId("checkout-agreement"));
    expect(screen.getByTestId("checkout-agreement-read").getAttribute("href")).toBe("/panel/agreement/7/70");
    await user.click(screen.getByTestId("checkout-submit"));
    const box = screen.getByTestId("checkout-agreement");
    await waitFor(() => expect(box.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Please read and agree to the booking agreement.", { selector: "p" })).toBeTruthy();
    expect(posts(calls.calls, "POST /booking")).toHaveLength(0);
  });

  it("refuses a guest name with emoji or digits under the field, from the contract, sending nothing", async () => {
    const calls = api(() => ({ status: 201, body: { message: "Booked", data: { id: "b-1" } } }));
    const user = userEvent.setup();
    await openForm();
    await fillLeadGuest(user);
    const name = screen.getByTestId("guest-0-full_name");
    await user.clear(name);
    await user.type(name, "Siti 2 😊");
    await user.click(screen.getByTestId("checkout-submit"));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(
      screen.getByText("Write the name as in the passport: letters only, no digits, emoji or symbols.", {
        selector: "p",
      }),
    ).toBeTruthy();
    expect(posts(calls.calls, "POST /booking")).toHaveLength(0);
  });

  it("puts a 422's messages under their fields and stays on the form", async () => {
    api(() => ({
      status: 422,
      body: {
        message: "The booking could not be made.",
        errors: {
          booking_name: ["The booking name is refused."],
          "guests.0.passport_number": ["This passport expires too soon."],
        },
      },
    }));
    const user = userEvent.setup();
    await openForm();
    await fillLeadGuest(user);
    await user.click(screen.getByTestId("checkout-submit"));

    expect(await screen.findByText("This passport expires too soon.")).toBeTruthy();
    expect(screen.getByText("The booking name is refused.")).toBeTruthy();
    expect(screen.getByTestId("guest-0-passport_number").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Booking detail page")).toBeNull();
  });

  it("ticked, the WhatsApp box sends the number, starting from the lead guest's phone; the server's refusal goes under it", async () => {
    let refuse = true;
    const calls = api(() =>
      refuse
        ? {
            status: 422,
            body: { message: "Invalid", errors: { whatsapp_number: ["Give a mobile number WhatsApp can reach."] } },
          }
        : { status: 201, body: { message: "Booked", data: { id: "b-1", card_payment_link: null } } },
    );
    const user = userEvent.setup();
    await openForm();
    await fillLeadGuest(user);
    expect(screen.queryByTestId("checkout-whatsapp-number")).toBeNull();
    await user.click(screen.getByTestId("checkout-whatsapp-opt-in"));
    const number = screen.getByTestId("checkout-whatsapp-number") as HTMLInputElement;
    expect(number.value).toBe("+62812345678");
    await user.click(screen.getByTestId("checkout-submit"));
    expect(await screen.findByText("Give a mobile number WhatsApp can reach.", { selector: "p" })).toBeTruthy();
    expect(number.getAttribute("aria-invalid")).toBe("true");

    refuse = false;
    await user.clear(number);
    await user.type(number, "0812 9999 8888");
    await user.click(screen.getByTestId("checkout-submit"));
    expect(await screen.findByText("Booking detail page")).toBeTruthy();
    const sent = posts(calls.calls, "POST /booking");
    expect(sent.at(-1)?.body).toMatchObject({ whatsapp_opt_in: true, whatsapp_number: "0812 9999 8888" });
  });
});

// ---------- rooms and travellers ----------

const QUAD = 27_000_000_00;
const DOUBLE = 33_000_000_00;
const NO_BED = 20_000_000_00;
const INFANT = 5_000_000_00;
const roomTour: CheckoutTour = {
  ...tour,
  departures: [
    {
      ...tour.departures[0],
      price: QUAD,
      fares: [
        aFare(1, "quad", QUAD),
        // The triple's 4 beds are all held: full.
        aFare(2, "triple", 30_000_000_00, { bed_allotment: 4, beds_held: 4, beds_left: 0, full: true }),
        aFare(3, "double", DOUBLE),
      ],
      child_no_bed_price: NO_BED,
      infant_price: INFANT,
    },
  ],
};

type QuoteGuestBody = { birth_date: string; room_type_id: number | null };
type QuoteBody = { pax: number; guests?: QuoteGuestBody[] };
const ROOMS: Record<number, { code: string; name: string; price: number }> = {
  1: { code: "quad", name: "Quad", price: QUAD },
  3: { code: "double", name: "Double", price: DOUBLE },
};

/** A quote as the server prices the guests sent: a child (born 2020) without a bed, an infant (born 2026). */
function roomQuote(body: QuoteBody, discountRule: Discount = null): QuoteDto {
  const guests = body.guests ?? Array.from({ length: body.pax }, () => ({ birth_date: "1980-01-01", room_type_id: 1 }));
  // Positions count from 1, as the server's quote numbers them.
  const fares = guests.map((g, i) => {
    const position = i + 1;
    const year = Number(g.birth_date.slice(0, 4));
    const type = year >= 2026 ? ("infant" as const) : year >= 2016 ? ("child" as const) : ("adult" as const);
    const room = g.room_type_id ? ROOMS[g.room_type_id] : null;
    return {
      position,
      traveller_type: type,
      room_type_id: room ? (g.room_type_id as number) : null,
      room_type_name: room?.name ?? null,
      fare: type === "infant" ? INFANT : room ? room.price : NO_BED,
      code: room?.code ?? null,
    };
  });
  const rooms = [1, 3].flatMap((id) => {
    const of = fares.filter((f) => f.room_type_id === id);
    return of.length
      ? [
          {
            room_type_id: id,
            code: ROOMS[id].code,
            name: ROOMS[id].name,
            guests: of.length,
            price: ROOMS[id].price,
            amount: of.length * ROOMS[id].price,
          },
        ]
      : [];
  });
  const noBed = fares.filter((f) => f.traveller_type === "child" && f.room_type_id === null);
  const infants = fares.filter((f) => f.traveller_type === "infant");
  const subtotal = fares.reduce((n, f) => n + f.fare, 0);
  const seats = fares.length - infants.length;
  const discount = discountRule?.type === "fixed" ? discountRule.value * seats : 0;
  return {
    ...quote(body.pax),
    unit_price: fares[0].fare,
    subtotal,
    discount,
    total: subtotal - discount,
    seats: fares.length - infants.length,
    guest_fares: fares.map(({ code: _, ...f }) => f),
    rooms,
    child_no_bed: { guests: noBed.length, amount: noBed.length * NO_BED },
    infants: { guests: infants.length, amount: infants.length * INFANT },
    // The server's rule (quote-tour.ts), so the figures are the ones a real quote carries.
    per_person: perPersonFares(
      fares.map((f) => ({ type: f.traveller_type, fare: f.fare })),
      discountRule,
      discount,
    ),
  };
}

/** The form with rooms, its first quote shown. */
async function openRoomForm() {
  renderCheckout(roomTour, roomQuote({ pax: 1 }));
  await quoted();
}

// The room tests' API: no bank, quotes priced by roomQuote (with an optional discount), plus each test's routes.
function roomApi(routes: Record<string, unknown> = {}, discount: Discount = null) {
  return mockApi({
    "GET /bank": { data: [], meta: {} },
    "POST /tour/7/quote": (call: ApiCall) => ({ body: { data: roomQuote(call.body as QuoteBody, discount) } }),
    ...routes,
  });
}

async function fillGuest(
  user: ReturnType<typeof userEvent.setup>,
  i: number,
  name: string,
  gender: "male" | "female",
  birth: string,
) {
  await user.type(screen.getByTestId(`guest-${i}-full_name`), name);
  await user.click(screen.getByTestId(`guest-${i}-gender-${gender}`));
  fireEvent.change(screen.getByTestId(`guest-${i}-birth_date`), { target: { value: birth } });
  await user.type(screen.getByTestId(`guest-${i}-passport_number`), `c12345${i}7`);
}

describe("CheckoutForm: an umrah package's ministry data (decision 081)", () => {
  it("asks each guest the ministry's data in its own section and sends it; a tour's form is unchanged", async () => {
    const calls = mockApi({
      "GET /bank": { data: [], meta: {} },
      "POST /tour/7/quote": (call: ApiCall) => ({ body: { data: quote((call.body as { pax: number }).pax) } }),
      "GET /regions": { data: [{ code: "31", name: "DKI Jakarta" }] },
      "POST /booking": () => ({
        status: 201,
        body: { message: "Booked", data: { id: "b-1", card_payment_link: null } },
      }),
    });
    const user = userEvent.setup();
    renderCheckout({ ...tour, kind: "umrah" }, quote(1));
    await quoted();
    const section = await screen.findByTestId("guest-0-ministry", {}, { timeout: 15_000 });
    expect(within(section).getByText("Ministry data (can be completed later)")).toBeTruthy();
    // The birth place and marital status moved into the section: each asked once.
    expect(screen.getAllByTestId("guest-0-birth_place")).toHaveLength(1);
    expect(within(section).getByTestId("guest-0-marital_status")).toBeTruthy();
    await fillLeadGuest(user);
    await user.type(within(section).getByTestId("guest-0-father_name"), "Ahmad");
    await user.selectOptions(within(section).getByTestId("guest-0-education"), "senior");
    const province = within(section).getByTestId("guest-0-region-province") as HTMLSelectElement;
    await waitFor(() => expect(province.disabled).toBe(false));
    await user.selectOptions(province, "31");
    await user.click(screen.getByTestId("checkout-submit"));
    expect(await screen.findByText("Booking detail page")).toBeTruthy();
    const guests = (posts(calls.calls, "POST /booking")[0].body as { guests: Record<string, unknown>[] }).guests;
    expect(guests[0]).toMatchObject({
      father_name: "Ahmad",
      passport_name: "SITI RAHMAWATI",
      education: "senior",
      region_code: "31",
      nationality: "ID",
    });
  });

  it("shows a tour's guest no ministry section", async () => {
    api(() => ({ status: 500 }));
    renderCheckout({ ...tour, kind: "tour" }, quote(1));
    await quoted();
    expect(screen.getByTestId("guest-0-birth_place")).toBeTruthy();
    expect(screen.getByTestId("guest-0-state")).toBeTruthy();
    expect(screen.queryByTestId("guest-0-ministry")).toBeNull();
    expect(screen.queryByTestId("ministry-loading")).toBeNull();
  });
});

describe("CheckoutForm: rooms and travellers", () => {
  it("offers each guest the departure's room types (full ones disabled), no bed to a child, the infant fare to an infant, and quotes those choices", async () => {
    const calls = roomApi({
      "POST /booking": () => ({
        status: 201,
        body: { message: "Booked", data: { id: "b-2", card_payment_link: null } },
      }),
    });
    const user = userEvent.setup();
    await openRoomForm();
    // The first room type on sale is chosen; the full one cannot be.
    expect((screen.getByTestId("guest-0-room-quad") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId("guest-0-room-triple") as HTMLInputElement).disabled).toBe(true);

    await user.click(screen.getByTestId("checkout-pax-more"));
    await user.click(screen.getByTestId("checkout-pax-more"));
    await user.click(screen.getByTestId("checkout-pax-more"));
    await waitFor(() => expect(screen.getAllByTestId(/^guest-card-\d+$/)).toHaveLength(4));
    await fillGuest(user, 0, "Siti Rahmawati", "female", "1985-04-12");
    await user.type(screen.getByTestId("guest-0-phone"), "+62812345678");
    await fillGuest(user, 1, "Ahmad Fauzi", "male", "1983-09-30");
    await fillGuest(user, 2, "Aisyah", "female", "2019-06-01");
    await fillGuest(user, 3, "Umar", "male", "2026-03-01");
    await user.click(screen.getByTestId("guest-0-room-double"));
    await user.click(screen.getByTestId("guest-1-room-double"));
    // The types as the client sees them on 2027-02-01 (the server decides).
    expect(screen.getByTestId("guest-2-type").getAttribute("data-type")).toBe("child");
    expect(screen.getByTestId("guest-3-type").getAttribute("data-type")).toBe("infant");
    expect(screen.queryByTestId("guest-0-room-no_bed")).toBeNull();
    await user.click(screen.getByTestId("guest-2-room-no_bed"));
    expect(screen.queryByTestId("guest-3-room-quad")).toBeNull();

    await waitFor(() =>
      expect(posts(calls.calls, "POST /tour/7/quote").at(-1)?.body).toEqual({
        time_id: 70,
        pax: 4,
        detail_ids: [],
        guests: [
          { birth_date: "1985-04-12", room_type_id: 3 },
          { birth_date: "1983-09-30", room_type_id: 3 },
          { birth_date: "2019-06-01", room_type_id: null },
          { birth_date: "2026-03-01", room_type_id: null },
        ],
      }),
    );
    // The summary: a line per guest, per room type, the child without a bed and the infant.
    await waitFor(() =>
      expect(screen.getByTestId("quote-room-double").textContent).toMatch(/Double: 2 beds × IDR\s?33,000,000/),
    );
    expect(screen.getByTestId("quote-guest-0").textContent).toMatch(/Siti Rahmawati.*Adult · Double.*33,000,000/);
    expect(screen.getByTestId("quote-guest-2").textContent).toMatch(/Aisyah.*Child · No bed.*20,000,000/);
    expect(screen.getByTestId("quote-guest-3").textContent).toMatch(/Umar.*Infant · Infant fare.*5,000,000/);
    expect(screen.getByTestId("quote-child-no-bed").textContent).toMatch(/Child without bed: 1.*20,000,000/);
    expect(screen.getByTestId("quote-infants").textContent).toMatch(/Infant: 1.*5,000,000/);
    expect(screen.getByTestId("quote-total").textContent).toMatch(/91,000,000/);

    await user.click(screen.getByTestId("checkout-terms"));
    await user.click(screen.getByTestId("checkout-consent"));
    await user.click(screen.getByTestId("checkout-agreement"));
    // Every guest after the first says how they are related: not chosen yet, the form says so.
    await user.click(screen.getByTestId("checkout-submit"));
    expect(
      await within(screen.getByTestId("guest-card-1")).findByText(
        "Choose how this guest is related to the others in the booking.",
      ),
    ).toBeTruthy();
    expect(posts(calls.calls, "POST /booking")).toEqual([]);
    await user.selectOptions(screen.getByTestId("guest-1-relation"), "1:spouse");
    await user.selectOptions(screen.getByTestId("guest-2-relation"), "1:parent_child");
    await user.selectOptions(screen.getByTestId("guest-3-relation"), "2:parent_child");
    expect(
      [...(screen.getByTestId("guest-3-relation") as HTMLSelectElement).selectedOptions].map((o) => o.textContent),
    ).toEqual(["Parent or child of Ahmad Fauzi"]);
    await user.click(screen.getByTestId("checkout-submit"));
    expect(await screen.findByText("Booking detail page")).toBeTruthy();
    const sent = posts(calls.calls, "POST /booking")[0].body as { guests: Record<string, unknown>[] };
    expect(sent.guests.map((g) => g.room_type_id)).toEqual([3, 3, null, null]);
    expect(sent.guests.map((g) => [g.relation, g.related_to])).toEqual([
      [null, null],
      ["spouse", 1],
      ["parent_child", 1],
      ["parent_child", 2],
    ]);
    // Children and infants were not asked adults' questions.
    expect(sent.guests.map((g) => [g.marital_status, g.job, g.job_address])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
  });

  it("asks a child or an infant no marital status, job or work address, and the room comes after the birth date", async () => {
    roomApi();
    const user = userEvent.setup();
    await openRoomForm();
    const card = screen.getByTestId("guest-card-0");
    // An adult (or a guest without a birth date yet) is asked.
    await user.selectOptions(within(card).getByTestId("guest-0-marital_status"), "married");
    await user.type(within(card).getByTestId("guest-0-job"), "Guru");
    expect(within(card).getByTestId("guest-0-job_address")).toBeTruthy();
    // The room choice follows the birth date it depends on.
    const birth = within(card).getByTestId("guest-0-birth_date");
    const room = within(card).getByTestId("guest-0-room");
    expect(birth.compareDocumentPosition(room) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A child on the departure day: the questions go, and what was typed is not sent.
    fireEvent.change(birth, { target: { value: "2019-06-01" } });
    await waitFor(() => expect(within(card).queryByTestId("guest-0-marital_status")).toBeNull());
    expect(within(card).queryByTestId("guest-0-job")).toBeNull();
    expect(within(card).queryByTestId("guest-0-job_address")).toBeNull();
    expect(within(card).queryByTestId("guest-0-company")).toBeNull();
    expect(within(card).getByTestId("guest-0-heir_name")).toBeTruthy();
    // And an infant, the same.
    fireEvent.change(birth, { target: { value: "2026-03-01" } });
    await waitFor(() => expect(within(card).getByTestId("guest-0-type").getAttribute("data-type")).toBe("infant"));
    expect(within(card).queryByTestId("guest-0-marital_status")).toBeNull();
  });

  it("tells a single adult choosing a Double that the other bed may go to a guest of the same gender", async () => {
    roomApi();
    const user = userEvent.setup();
    await openRoomForm();
    await fillGuest(user, 0, "Ahmad Fauzi", "male", "1983-09-30");
    await user.click(screen.getByTestId("guest-0-room-double"));
    expect((await screen.findByTestId("guest-0-room-share")).textContent).toBe(
      "In a Double room, the other bed may go to another guest of the same gender.",
    );
    await user.click(screen.getByTestId("guest-0-room-quad"));
    expect((await screen.findByTestId("guest-0-room-share")).textContent).toBe(
      "In a Quad room, the other 3 beds may go to other guests of the same gender.",
    );
    // With his wife in the same Double, the room is theirs: nothing said.
    await user.click(screen.getByTestId("guest-0-room-double"));
    await user.click(screen.getByTestId("checkout-pax-more"));
    await waitFor(() => expect(screen.getAllByTestId(/^guest-card-\d+$/)).toHaveLength(2));
    await fillGuest(user, 1, "Siti", "female", "1985-04-12");
    await user.click(screen.getByTestId("guest-1-room-double"));
    await waitFor(() => expect(screen.queryByTestId("guest-0-room-share")).toBeNull());
  });

  it("says at once that a child without a bed needs an adult in the booking", async () => {
    roomApi();
    const user = userEvent.setup();
    await openRoomForm();
    fireEvent.change(screen.getByTestId("guest-0-birth_date"), { target: { value: "2019-06-01" } });
    await user.click(await screen.findByTestId("guest-0-room-no_bed"));
    expect((await screen.findByTestId("checkout-guests-error")).textContent).toBe(
      "A child without a bed cannot travel without an adult in the booking: they sleep in their adult's room.",
    );
  });

  it("shows the quote's refusals next to their guest and above the guests", async () => {
    roomApi({
      "POST /tour/7/quote": (call: ApiCall) => {
        const body = call.body as QuoteBody;
        if (!body.guests) return { body: { data: roomQuote(body) } };
        return {
          status: 422,
          body: {
            message: "The given data was invalid.",
            errors: {
              "guests.1.room_type_id": ["Not enough Double beds on this departure: 1 left."],
              guests: ["An infant cannot travel without an adult in the booking."],
            },
          },
        };
      },
      "POST /booking": () => ({ status: 500 }),
    });
    const user = userEvent.setup();
    await openRoomForm();
    await user.click(screen.getByTestId("checkout-pax-more"));
    await waitFor(() => expect(screen.getAllByTestId(/^guest-card-\d+$/)).toHaveLength(2));
    await user.click(screen.getByTestId("guest-1-room-double"));
    expect(await screen.findByTestId("guest-1-room-error", {}, { timeout: 5000 })).toHaveProperty(
      "textContent",
      "Not enough Double beds on this departure: 1 left.",
    );
    expect(screen.queryByTestId("guest-0-room-error")).toBeNull();
    expect(screen.getByTestId("checkout-guests-error").textContent).toBe(
      "An infant cannot travel without an adult in the booking.",
    );
    expect(
      within(screen.getByTestId("guest-card-1")).getByText("Not enough Double beds on this departure: 1 left."),
    ).toBeTruthy();
  });

  it("puts a checkout's 422 on a guest's room next to that guest", async () => {
    roomApi({
      "POST /booking": () => ({
        status: 422,
        body: {
          message: "The given data was invalid.",
          errors: { "guests.0.room_type_id": ["This room type is not sold on this departure."] },
        },
      }),
    });
    const user = userEvent.setup();
    await openRoomForm();
    await fillLeadGuest(user);
    await user.click(screen.getByTestId("checkout-submit"));
    expect((await screen.findByTestId("guest-0-room-error")).textContent).toBe(
      "This room type is not sold on this departure.",
    );
  });
});

describe("CheckoutForm: the package page's per-person price", () => {
  it("shows each bed per person after the discount, as the package page's fare table does (no separate discount line)", async () => {
    const discount = { type: "fixed" as const, value: 1_000_000_00 };
    const discounted: CheckoutTour = { ...roomTour, discount_type: "fixed", discount_value: discount.value };
    // The package page: Quad Rp 26,000,000 and Double Rp 32,000,000 per person after Rp 1,000,000 off.
    const page = renderScreen(
      <DepartureChooser
        tour={{ id: 7, discount_type: "fixed", discount_value: discount.value }}
        departures={roomTour.departures}
      />,
    );
    expect((await screen.findByTestId("fare-70-quad")).textContent).toMatch(/Quad.*26,000,000/);
    expect(screen.getByTestId("fare-70-double").textContent).toMatch(/Double.*32,000,000/);
    page.unmount();

    roomApi({}, discount);
    const user = userEvent.setup();
    renderCheckout(discounted, roomQuote({ pax: 1 }, discount), false);
    await quoted();
    // The room choice, the guest's line and the room line: the package page's figure.
    expect(screen.getByTestId("guest-0-room").textContent).toMatch(/Double.*32,000,000/);
    expect(screen.getByTestId("guest-0-room").textContent).not.toMatch(/33,000,000/);
    await user.click(screen.getByTestId("guest-0-room-double"));
    await waitFor(() =>
      expect(screen.getByTestId("quote-room-double").textContent).toMatch(/Double: 1 bed × IDR\s?32,000,000/),
    );
    expect(screen.getByTestId("quote-guest-0").textContent).toMatch(/IDR\s?32,000,000.*33,000,000/);
    // The discount is in the figures, named once; the total is the server's.
    expect(screen.getByTestId("quote-discount-included").textContent).toMatch(/1,000,000/);
    expect(screen.getByTestId("quote").textContent).not.toMatch(/Discount−/);
    expect(screen.getByTestId("quote-subtotal").textContent).toMatch(/32,000,000/);
    expect(screen.getByTestId("quote-total").textContent).toMatch(/32,000,000/);
  });
});
