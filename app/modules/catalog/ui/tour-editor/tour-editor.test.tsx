// @vitest-environment jsdom
import { useQuery } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { catalogQueries } from "#app/modules/catalog/catalog.api-client";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";
import type { Locale } from "#app/shared/i18n/config";
import { type ApiCall, mockApi, renderScreen } from "#test/ui/render-screen";
import { TourEditor } from "./tour-editor";
import type { TourEdit } from "./tour-form-schema";

const departure: DepartureDto = {
  id: 70,
  start_date: "2027-03-01",
  end_date: "2027-03-12",
  capacity: 40,
  price: 3_500_000_000,
  price_override: null,
  is_open: true,
  seats_left: 40,
  full_booked: false,
  bookable: true,
} as DepartureDto;

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
  status: "published",
  featured: false,
  itinerary: [],
  facilities: [],
  attribute_ids: [],
  departures: [departure],
  has_bookings: false,
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
    await userEvent.click(screen.getByRole("tab", { name: /English/ }));
    const en = await screen.findByRole("textbox", { name: /^Name \(English\)/ });
    expect((en as HTMLInputElement).value).toBe("Umrah 12 Days");
    expect(screen.queryByRole("textbox", { name: "Name (Bahasa Indonesia)" })).toBeNull();
    await userEvent.click(screen.getByRole("tab", { name: /Bahasa Melayu/ }));
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

  it("puts a 422's messages under their fields and opens the language tab that has one", async () => {
    open("en", {
      "PUT /tour/5": () => ({
        status: 422,
        body: {
          message: "Check the form",
          errors: { code: ["This code is already used"], "name.my": ["Too long"] },
        },
      }),
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
    expect(sent(api.calls, "POST", "/tour/5/time")[0].body).toEqual({
      start_date: "2027-05-02",
      end_date: "2027-05-13",
      capacity: 40,
      price_override: null,
      is_open: true,
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
});
