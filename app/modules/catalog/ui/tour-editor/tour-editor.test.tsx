// @vitest-environment jsdom
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { catalogQueries } from "#app/modules/catalog/catalog.api-client";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";
import { aDeparture, aFare } from "#app/modules/catalog/catalog.fixture";
import type { Locale } from "#app/shared/i18n/config";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { TourEditor } from "./tour-editor";
import type { TourEdit } from "./tour-form-schema";

const departure = aDeparture({
  id: 70,
  start_date: "2027-03-01",
  end_date: "2027-03-12",
  price: 3_500_000_000,
  fares: [
    aFare(11, "quad", 3_290_000_000, { beds_held: 5 }),
    aFare(13, "double", 3_790_000_000, { bed_allotment: 10, beds_held: 3, beds_left: 7 }),
  ],
  child_no_bed_price: 2_700_000_000,
});

const tour: TourEdit = {
  id: 5,
  code: "UMR-12",
  slug: "umrah-12-hari",
  name: { id: "Umrah 12 Hari", en: "Umrah 12 Days", my: "Umrah 12 Hari (MY)" },
  description: { id: "", en: "", my: "" },
  category_ids: [],
  destination_id: null,
  cover_image_id: null,
  cover: null,
  gallery_image_ids: [],
  gallery: [],
  base_price: 3_500_000_000,
  discount_type: null,
  discount_value: 0,
  min_pax: 1,
  max_pax: null,
  min_payment: 500_000_000,
  default_capacity: 40,
  card_payment_link: null,
  full_payment_days: 30,
  status: "published",
  featured: false,
  kind: "umrah",
  itinerary: [],
  facilities: [],
  attribute_ids: [],
  room_types: [
    { id: 11, code: "quad", name: { id: "Quad", en: "Quad room" }, beds: 4, sort_order: 0 },
    { id: 12, code: "triple", name: { id: "Triple" }, beds: 3, sort_order: 1 },
    { id: 13, code: "double", name: { id: "Double", en: "Double room" }, beds: 2, sort_order: 2 },
  ],
  hotel_cities: ["Makkah"],
  cancellation_policy: null,
  departures: [departure],
  has_bookings: false,
  ad_approval_serial: null,
  price_reason: null,
};

const pickers = {
  "GET /category?limit=-1": { categories: { data: [], meta: { page: 1, limit: -1, total: 0, last_page: 1 } } },
  "GET /destination?limit=-1": { data: [], meta: { page: 1, limit: -1, total: 0, last_page: 1 } },
  "GET /attribute?limit=-1": { data: [], meta: { page: 1, limit: -1, total: 0, last_page: 1 } },
};

// The editor as the edit page shows it: loaded through the catalogue client.
function EditPage() {
  const query = useQuery(catalogQueries.tourEdit(5));
  return query.data ? <TourEditor record={query.data.data} /> : <p>loading</p>;
}

function open(locale: Locale, handlers: Record<string, unknown> = {}) {
  const api = mockApi({ "GET /tour/5/edit": { data: tour }, ...pickers, ...handlers });
  renderScreen(EditPage, { locale, path: "/panel/tour/:tour_id", url: "/panel/tour/5" });
  return api;
}

// The API's refusal of a form: 422 with the messages per field.
const refused =
  (errors: Record<string, string[]>, message = "The given data was invalid.") =>
  () => ({ status: 422, body: { message, errors } });

const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

async function confirmDialog(label: string) {
  const dialog = await screen.findByRole("alertdialog");
  await userEvent.click(within(dialog).getByRole("button", { name: label }));
}

describe("tour editor", () => {
  it("loads the package and shows its fields in the screen's language (money written the Indonesian way)", async () => {
    open("id");
    const code = await screen.findByRole("textbox", { name: /Kode paket/ });
    expect((code as HTMLInputElement).value).toBe("UMR-12");
    expect((screen.getByRole("textbox", { name: /Harga dasar per pax/ }) as HTMLInputElement).value).toBe("35.000.000");
    expect((screen.getByRole("textbox", { name: "Nama (Bahasa Indonesia)" }) as HTMLInputElement).value).toBe(
      "Umrah 12 Hari",
    );
  });

  it("writes money the English way on an English screen", async () => {
    open("en");
    const price = await screen.findByRole("textbox", { name: /Base price per pax/ });
    expect((price as HTMLInputElement).value).toBe("35,000,000");
    expect((screen.getByRole("textbox", { name: /Minimum payment per pax/ }) as HTMLInputElement).value).toBe(
      "5,000,000",
    );
  });

  it("switches the translatable fields with the language tabs", async () => {
    open("en");
    await screen.findByRole("textbox", { name: "Name (Bahasa Indonesia)" });
    // The room types have language tabs of their own: these are the content's.
    const content = screen.getByTestId("tour-content");
    await userEvent.click(within(content).getByRole("tab", { name: /English/ }));
    const en = await screen.findByRole("textbox", { name: /^Name \(English\)/ });
    expect((en as HTMLInputElement).value).toBe("Umrah 12 Days");
    expect(screen.queryByRole("textbox", { name: "Name (Bahasa Indonesia)" })).toBeNull();
    await userEvent.click(within(content).getByRole("tab", { name: /Bahasa Melayu/ }));
    expect(((await screen.findByRole("textbox", { name: /^Name \(Bahasa Melayu\)/ })) as HTMLInputElement).value).toBe(
      "Umrah 12 Hari (MY)",
    );
  });

  it("saves the contract's body, money in minor units, after the update confirmation", async () => {
    const api = open("id", { "PUT /tour/5": { message: "Disimpan", data: { id: 5 } } });
    const price = await screen.findByRole("textbox", { name: /Harga dasar per pax/ });
    await userEvent.clear(price);
    await userEvent.type(price, "36.500.000");
    await userEvent.click(screen.getByTestId("tour-save"));
    await confirmDialog("Simpan");
    await waitFor(() => expect(sent(api.calls, "PUT", "/tour/5")).toHaveLength(1));
    const body = sent(api.calls, "PUT", "/tour/5")[0].body as Record<string, unknown>;
    expect(body).toMatchObject({
      code: "UMR-12",
      base_price: 3_650_000_000,
      min_payment: 500_000_000,
      discount_type: null,
      max_pax: null,
      default_capacity: 40,
      status: "published",
      name: { id: "Umrah 12 Hari", en: "Umrah 12 Days", my: "Umrah 12 Hari (MY)" },
    });
    // Image previews and departures are not part of the contract's body.
    expect(body).not.toHaveProperty("cover");
    expect(body).not.toHaveProperty("departures");
  });

  it("edits the package's own cancellation tiers with the settings' tier fields, or sends null for the site's", async () => {
    const own = {
      ...tour,
      cancellation_policy: { tiers: [{ from_days: 30, percent: 25, fixed: null }], admin_fee: 50_000_000 },
    };
    const api = mockApi({
      "GET /tour/5/edit": { data: own },
      ...pickers,
      "PUT /tour/5": { message: "Disimpan", data: { id: 5 } },
    });
    renderScreen(EditPage, { locale: "id", path: "/panel/tour/:tour_id", url: "/panel/tour/5" });
    const section = await screen.findByTestId("tour-policy");
    expect((within(section).getByTestId("tour-policy-own") as HTMLInputElement).checked).toBe(true);
    expect(within(section).getAllByTestId("policy-tier")).toHaveLength(1);
    expect((within(section).getByRole("textbox", { name: /Biaya admin/ }) as HTMLInputElement).value).toBe("500.000");
    // A second tier: a fixed amount typed the Indonesian way, from 7 days.
    await userEvent.click(within(section).getByTestId("policy-add"));
    const rows = within(section).getAllByTestId("policy-tier");
    await userEvent.type(within(rows[1]).getByRole("spinbutton"), "7");
    await userEvent.selectOptions(within(rows[1]).getByRole("combobox"), "fixed");
    await userEvent.type(within(rows[1]).getByRole("textbox"), "2.000.000");
    await userEvent.click(screen.getByTestId("tour-save"));
    await confirmDialog("Simpan");
    await waitFor(() => expect(sent(api.calls, "PUT", "/tour/5")).toHaveLength(1));
    expect((sent(api.calls, "PUT", "/tour/5")[0].body as Record<string, unknown>).cancellation_policy).toEqual({
      tiers: [
        { from_days: 30, percent: 25, fixed: null },
        { from_days: 7, percent: null, fixed: 200_000_000 },
      ],
      admin_fee: 50_000_000,
    });

    // Two tiers from the same day are refused before anything is sent.
    await userEvent.clear(within(rows[1]).getByRole("spinbutton"));
    await userEvent.type(within(rows[1]).getByRole("spinbutton"), "30");
    await userEvent.click(screen.getByTestId("tour-save"));
    expect(await within(section).findByTestId("policy-problem")).toBeTruthy();
    expect(sent(api.calls, "PUT", "/tour/5")).toHaveLength(1);

    // Back to the site's policy: null, and the tier fields are gone.
    await userEvent.click(within(section).getByTestId("tour-policy-site"));
    expect(within(section).queryAllByTestId("policy-tier")).toHaveLength(0);
    await userEvent.click(screen.getByTestId("tour-save"));
    await confirmDialog("Simpan");
    await waitFor(() => expect(sent(api.calls, "PUT", "/tour/5")).toHaveLength(2));
    expect((sent(api.calls, "PUT", "/tour/5")[1].body as Record<string, unknown>).cancellation_policy).toBeNull();
  });

  it("puts a 422's messages under their fields and opens the language tab that has one", async () => {
    open("en", {
      "PUT /tour/5": refused({ code: ["This code is already used"], "name.my": ["Too long"] }, "Check the form"),
    });
    await screen.findByRole("textbox", { name: /Package code/ });
    await userEvent.click(screen.getByTestId("tour-save"));
    await confirmDialog("Save");
    const code = screen.getByRole("textbox", { name: /Package code/ });
    await waitFor(() => expect(code.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = code.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain("This code is already used");
    const my = await screen.findByRole("textbox", { name: /^Name \(Bahasa Melayu\)/ });
    expect(document.getElementById(my.getAttribute("aria-describedby")?.split(" ")[0] ?? "")?.textContent).toBe(
      "Too long",
    );
  });

  it("adds a departure through the dialog and removes one after confirmation", async () => {
    const added: DepartureDto = { ...departure, id: 71, start_date: "2027-05-02", end_date: "2027-05-13" };
    const api = open("en", {
      "POST /tour/5/time": { message: "Saved", data: added },
      "DELETE /tour/5/time/70": { message: "Deleted" },
    });
    const table = await screen.findByTestId("departure-table");
    expect(within(table).getAllByRole("row")).toHaveLength(2);

    await userEvent.click(screen.getByRole("button", { name: "Add departure" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.type(within(dialog).getByLabelText(/Start date/), "2027-05-02");
    await userEvent.type(within(dialog).getByLabelText(/End date/), "2027-05-13");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent(api.calls, "POST", "/tour/5/time")).toHaveLength(1));
    // Rooms and travellers: a new departure sends its fare grid, every room type at the base price.
    expect(sent(api.calls, "POST", "/tour/5/time")[0].body).toEqual({
      start_date: "2027-05-02",
      end_date: "2027-05-13",
      capacity: 40,
      price_override: null,
      is_open: true,
      fares: [
        { room_type_id: 11, price: 3_500_000_000, bed_allotment: null },
        { room_type_id: 12, price: 3_500_000_000, bed_allotment: null },
        { room_type_id: 13, price: 3_500_000_000, bed_allotment: null },
      ],
      child_no_bed_price: null,
      infant_price: null,
    });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    // The package form was not submitted with it.
    expect(sent(api.calls, "PUT", "/tour/5")).toHaveLength(0);

    const first = within(table).getAllByRole("row")[1];
    await userEvent.click(within(first).getByTestId("row-delete"));
    await confirmDialog("Delete");
    await waitFor(() => expect(sent(api.calls, "DELETE", "/tour/5/time/70")).toHaveLength(1));
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(2));
  });

  it("edits a departure's fare grid: beds held and left shown, prices per bed, allotments, child and infant fares sent", async () => {
    const api = open("en", { "PUT /tour/5/time/70": { message: "Saved", data: departure } });
    const table = await screen.findByTestId("departure-table");
    await userEvent.click(within(table).getByTestId("departure-edit"));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("fare-beds-double").textContent).toBe("3 beds booked · 7 beds left");
    expect(within(dialog).getByTestId("fare-beds-quad").textContent).toBe(
      "5 beds booked · no allotment (limited by the seats)",
    );
    // Room types in the screen's language; Triple is not sold on this departure.
    const triple = within(dialog).getByRole("textbox", { name: "Price per bed, Triple" }) as HTMLInputElement;
    expect(triple.value).toBe("");
    const double = within(dialog).getByRole("textbox", { name: "Price per bed, Double room" }) as HTMLInputElement;
    expect(double.value).toBe("37,900,000");
    await userEvent.clear(double);
    await userEvent.type(double, "38,500,000");
    await userEvent.type(triple, "34,900,000");
    const allotment = within(dialog).getByTestId("fare-allotment-double");
    await userEvent.clear(allotment);
    await userEvent.type(allotment, "12");
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Infant/ }), "8,500,000");
    await userEvent.clear(within(dialog).getByRole("textbox", { name: /Child without a bed/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await confirmDialog("Save");
    await waitFor(() => expect(sent(api.calls, "PUT", "/tour/5/time/70")).toHaveLength(1));
    expect(sent(api.calls, "PUT", "/tour/5/time/70")[0].body).toMatchObject({
      fares: [
        { room_type_id: 11, price: 3_290_000_000, bed_allotment: null },
        { room_type_id: 12, price: 3_490_000_000, bed_allotment: null },
        { room_type_id: 13, price: 3_850_000_000, bed_allotment: 12 },
      ],
      child_no_bed_price: null,
      infant_price: 850_000_000,
    });
  });

  it("shows the server's refusal of a fare on the room type's row, and one of the grid above it", async () => {
    open("en", {
      // Quad and Double are sent (Triple is not sold): fares.1 is Double's row.
      "PUT /tour/5/time/70": refused({
        "fares.1.bed_allotment": ["The allotment cannot be below the 3 beds already booked."],
        fares: ["An open departure must sell at least one room type."],
      }),
    });
    const table = await screen.findByTestId("departure-table");
    await userEvent.click(within(table).getByTestId("departure-edit"));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await confirmDialog("Save");
    const allotment = within(dialog).getByTestId("fare-allotment-double");
    await waitFor(() => expect(allotment.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = allotment.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      "The allotment cannot be below the 3 beds already booked.",
    );
    expect(within(dialog).getByTestId("fare-allotment-quad").getAttribute("aria-invalid")).toBeNull();
    expect(within(dialog).getByTestId("fare-grid-error").textContent).toBe(
      "An open departure must sell at least one room type.",
    );
  });

  it("asks the reason when the server says a fare lowers the package below the reference price, then sends it", async () => {
    const message =
      "This price brings the published package's lowest price below the ministry's umrah reference price: give the reason for it.";
    let calls = 0;
    const api = open("en", {
      "PUT /tour/5/time/70": () =>
        ++calls === 1
          ? {
              status: 422,
              body: { message: "The given data was invalid.", errors: { below_reference_reason: [message] } },
            }
          : { body: { message: "Saved", data: departure } },
    });
    const table = await screen.findByTestId("departure-table");
    await userEvent.click(within(table).getByTestId("departure-edit"));
    const dialog = await screen.findByRole("dialog");
    // No reason field until the server asks for one.
    expect(within(dialog).queryByTestId("departure-below-reference-reason")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await confirmDialog("Save");
    const reason = await within(dialog).findByTestId("departure-below-reference-reason");
    await waitFor(() => expect(reason.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = reason.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    await userEvent.type(reason, "Airline group fare");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await confirmDialog("Save");
    await waitFor(() => expect(sent(api.calls, "PUT", "/tour/5/time/70")).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sent(api.calls, "PUT", "/tour/5/time/70")[0].body).not.toHaveProperty("below_reference_reason");
    expect(sent(api.calls, "PUT", "/tour/5/time/70")[1].body).toMatchObject({
      below_reference_reason: "Airline group fare",
    });
  });

  it("copies a departure's grid to the departures chosen, after a confirmation", async () => {
    const other: DepartureDto = { ...departure, id: 71, start_date: "2027-05-02", end_date: "2027-05-13", fares: [] };
    const copied: DepartureDto = { ...other, fares: departure.fares };
    const api = mockApi({
      "GET /tour/5/edit": { data: { ...tour, departures: [departure, other] } },
      ...pickers,
      "POST /tour/5/time/70/copy-fares": { message: "Fare grid copied.", data: [copied] },
    });
    renderScreen(EditPage, { locale: "en", path: "/panel/tour/:tour_id", url: "/panel/tour/5" });
    const table = await screen.findByTestId("departure-table");
    expect(
      within(table)
        .getAllByTestId("departure-rooms-on-sale")
        .map((n) => n.textContent),
    ).toEqual(["2 room types on sale", "0 room types on sale"]);
    await userEvent.click(within(table).getAllByTestId("departure-copy-fares")[0]);
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    expect(within(dialog).getByTestId("copy-fares-error").textContent).toBe("Choose at least one departure.");
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /May/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    await confirmDialog("Continue");
    await waitFor(() => expect(sent(api.calls, "POST", "/tour/5/time/70/copy-fares")).toHaveLength(1));
    expect(sent(api.calls, "POST", "/tour/5/time/70/copy-fares")[0].body).toEqual({ to_time_ids: [71] });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByTestId("departure-rooms-on-sale")
          .map((n) => n.textContent),
      ).toEqual(["2 room types on sale", "2 room types on sale"]),
    );
  });

  it("asks the reason when the server says a copied grid lowers the package below the reference price, then sends it", async () => {
    const other: DepartureDto = { ...departure, id: 71, start_date: "2027-05-02", end_date: "2027-05-13", fares: [] };
    const message =
      "This price brings the published package's lowest price below the ministry's umrah reference price: give the reason for it.";
    let calls = 0;
    const api = mockApi({
      "GET /tour/5/edit": { data: { ...tour, departures: [departure, other] } },
      ...pickers,
      "POST /tour/5/time/70/copy-fares": () =>
        ++calls === 1
          ? {
              status: 422,
              body: { message: "The given data was invalid.", errors: { below_reference_reason: [message] } },
            }
          : { body: { message: "Fare grid copied.", data: [{ ...other, fares: departure.fares }] } },
    });
    renderScreen(EditPage, { locale: "en", path: "/panel/tour/:tour_id", url: "/panel/tour/5" });
    const table = await screen.findByTestId("departure-table");
    await userEvent.click(within(table).getAllByTestId("departure-copy-fares")[0]);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByTestId("copy-fares-below-reference-reason")).toBeNull();
    await userEvent.click(within(dialog).getByRole("checkbox", { name: /May/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    await confirmDialog("Continue");
    const reason = await within(dialog).findByTestId("copy-fares-below-reference-reason");
    expect(reason.getAttribute("aria-invalid")).toBe("true");
    const describedBy = reason.getAttribute("aria-describedby")?.split(" ") ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(message);
    await userEvent.type(reason, "Last season's group fare");
    await userEvent.click(within(dialog).getByRole("button", { name: "Copy" }));
    await confirmDialog("Continue");
    await waitFor(() => expect(sent(api.calls, "POST", "/tour/5/time/70/copy-fares")).toHaveLength(2));
    expect(sent(api.calls, "POST", "/tour/5/time/70/copy-fares")[0].body).toEqual({ to_time_ids: [71] });
    expect(sent(api.calls, "POST", "/tour/5/time/70/copy-fares")[1].body).toEqual({
      to_time_ids: [71],
      below_reference_reason: "Last season's group fare",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("edits the room types (names per language tab, code, beds, order) and hotel cities sent with the package", async () => {
    const api = open("en", { "PUT /tour/5": { message: "Saved", data: { id: 5 } } });
    const section = await screen.findByTestId("room-types");
    expect(within(section).getAllByTestId("room-type")).toHaveLength(3);
    await userEvent.click(within(section).getByRole("button", { name: "Remove room type 2" }));
    await userEvent.click(within(section).getByRole("button", { name: "Add room type" }));
    await userEvent.type(
      within(section).getByRole("textbox", { name: "Name of room type 3 (Bahasa Indonesia)" }),
      "Quint",
    );
    const code = within(section).getByTestId("room-code-2");
    await userEvent.type(code, "quint");
    const beds = within(section).getByTestId("room-beds-2");
    await userEvent.clear(beds);
    await userEvent.type(beds, "5");
    await userEvent.click(within(section).getByRole("button", { name: "Move room type 3 up" }));
    await userEvent.click(within(section).getByRole("button", { name: "Add hotel city" }));
    await userEvent.type(within(section).getByRole("textbox", { name: "Hotel city 2" }), "Madinah");
    await userEvent.click(screen.getByTestId("tour-save"));
    await confirmDialog("Save");
    await waitFor(() => expect(sent(api.calls, "PUT", "/tour/5")).toHaveLength(1));
    const body = sent(api.calls, "PUT", "/tour/5")[0].body as Record<string, unknown>;
    expect(body.room_types).toEqual([
      { id: 11, code: "quad", name: { id: "Quad", en: "Quad room" }, beds: 4, sort_order: 0 },
      { code: "quint", name: { id: "Quint" }, beds: 5, sort_order: 1 },
      { id: 13, code: "double", name: { id: "Double", en: "Double room" }, beds: 2, sort_order: 2 },
    ]);
    expect(body.hotel_cities).toEqual(["Makkah", "Madinah"]);
  });

  it("shows a refusal of the room types above them and warns when a published package sells no room", async () => {
    mockApi({
      "GET /tour/5/edit": { data: { ...tour, departures: [{ ...departure, is_open: false }] } },
      ...pickers,
      "PUT /tour/5": refused({ room_types: ["Quad cannot be removed: bookings hold beds of this room type."] }),
    });
    renderScreen(EditPage, { locale: "en", path: "/panel/tour/:tour_id", url: "/panel/tour/5" });
    expect((await screen.findByTestId("no-room-on-sale")).textContent).toMatch(
      /no open, upcoming departure sells a room/,
    );
    await userEvent.click(screen.getByTestId("tour-save"));
    await confirmDialog("Save");
    expect((await screen.findByTestId("room-types-error")).textContent).toBe(
      "Quad cannot be removed: bookings hold beds of this room type.",
    );
    // A draft package is not expected to sell.
    await userEvent.selectOptions(screen.getByTestId("tour-status"), "draft");
    await waitFor(() => expect(screen.queryByTestId("no-room-on-sale")).toBeNull());
  });
});
