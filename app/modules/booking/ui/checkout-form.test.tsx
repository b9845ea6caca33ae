// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { QuoteDto } from "#app/modules/catalog/catalog.contract";
import type { RootData } from "#app/shared/ui/root-data";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { CheckoutForm, type CheckoutTour } from "./checkout-form";

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
  departures: [
    {
      id: 70,
      start_date: "2027-02-01",
      end_date: "2027-02-09",
      capacity: 40,
      price: UNIT,
      price_override: null,
      is_open: true,
      seats_left: 40,
      full_booked: false,
      bookable: true,
    },
  ],
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
  };
}

function api(booking: (call: ApiCall) => { status?: number; body?: unknown }) {
  return mockApi({
    "GET /bank": { data: [], meta: {} },
    "POST /tour/7/quote": (call: ApiCall) => ({ body: { data: quote((call.body as { pax: number }).pax) } }),
    "POST /booking": booking,
  });
}

function renderForm() {
  return renderScreen(
    <CheckoutForm
      tour={tour}
      initialTimeId={70}
      initialQuote={quote(1)}
      bookingName="Siti Rahmawati"
      defaultCountry="ID"
      termsHref={null}
      onDeparturesStale={() => {}}
    />,
    {
      user: customer,
      routes: [{ path: "/panel/booking-history/:id", Component: BookingDetailPage }],
    },
  );
}

async function fillLeadGuest(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId("guest-0-full_name"), "Siti Rahmawati");
  await user.click(screen.getByTestId("guest-0-gender-female"));
  fireEvent.change(screen.getByTestId("guest-0-birth_date"), { target: { value: "1985-04-12" } });
  await user.type(screen.getByTestId("guest-0-phone"), "+62812345678");
  await user.type(screen.getByTestId("guest-0-passport_number"), "c1234567");
  await user.click(screen.getByTestId("checkout-terms"));
}

const posts = (calls: ApiCall[], key: string) => calls.filter((c) => `${c.method} ${c.path}` === key);

describe("CheckoutForm", () => {
  it("one guest card per guest, and the price the API quotes for that many", async () => {
    const calls = api(() => ({ status: 500 }));
    const user = userEvent.setup();
    renderForm();
    expect(
      within(await screen.findByTestId("quote-total", {}, { timeout: 5000 })).getByText(/30,000,000/),
    ).toBeTruthy();
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
    renderForm();
    await screen.findByTestId("quote-total", {}, { timeout: 5000 });
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
    renderForm();
    await screen.findByTestId("quote-total", {}, { timeout: 5000 });
    await fillLeadGuest(user);
    await user.click(screen.getByTestId("checkout-submit"));

    expect(await screen.findByText("This passport expires too soon.")).toBeTruthy();
    expect(screen.getByText("The booking name is refused.")).toBeTruthy();
    expect(screen.getByTestId("guest-0-passport_number").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText("Booking detail page")).toBeNull();
  });
});
