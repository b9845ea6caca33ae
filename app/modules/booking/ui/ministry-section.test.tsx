// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { aBooking, aGuest, BOOKING_ID } from "./booking.fixture";
import { BookingMinistry } from "./booking-ministry";
import { MinistrySection } from "./ministry-section";

// The ministry's data of an umrah package's guest (decision 081): the section loads on demand, the
// passport name follows the full and father's names until typed over, the nationality starts as
// the country, Indonesian addresses are chosen level by level from /api/regions.

const SLOW = { timeout: 15_000 };
let values: () => Record<string, unknown> = () => ({});

/** A form holding one guest, as the checkout holds them, with the section under it. */
function GuestForm({ country = "ID", passport = "" }: { country?: string; passport?: string }) {
  const form = useForm({
    defaultValues: {
      guests: [
        {
          full_name: "",
          country,
          father_name: "",
          passport_name: passport,
          passport_office: "",
          birth_place: "",
          region_code: "",
          state: "",
          postal_code: "",
          marital_status: "",
          education: "",
          occupation: "",
          nationality: "",
        },
      ],
    },
  });
  values = () => form.getValues("guests.0");
  return (
    <FormProvider {...form}>
      <label>
        Full name
        <input {...form.register("guests.0.full_name")} data-testid="full-name" />
      </label>
      <MinistrySection prefix="guests.0" index={0} />
    </FormProvider>
  );
}

const field = (name: string) => screen.findByTestId(`guest-0-${name}`, {}, SLOW) as Promise<HTMLInputElement>;

describe("MinistrySection", () => {
  it("proposes the passport name from the full and father's names until it is typed over", async () => {
    mockApi({ "GET /regions": { data: [] } });
    renderScreen(<GuestForm />);
    const passport = await field("passport_name");
    await userEvent.type(screen.getByTestId("full-name"), "Siti");
    await waitFor(() => expect(passport.value).toBe("SITI"));
    await userEvent.type(await field("father_name"), "Ahmad Fauzi");
    await waitFor(() => expect(passport.value).toBe("SITI AHMAD FAUZI"));
    // A full name of two words needs no father's name.
    await userEvent.type(screen.getByTestId("full-name"), " Aminah");
    await waitFor(() => expect(passport.value).toBe("SITI AMINAH"));
    // Typed over: the customer's spelling stays whatever the names become.
    await userEvent.clear(passport);
    await userEvent.type(passport, "SITI AMINAH BINTI AHMAD");
    await userEvent.type(screen.getByTestId("full-name"), " Z");
    await userEvent.type(await field("father_name"), " Y");
    expect(passport.value).toBe("SITI AMINAH BINTI AHMAD");
    expect(values().passport_name).toBe("SITI AMINAH BINTI AHMAD");
  });

  it("keeps a stored passport name of the customer's own", async () => {
    mockApi({ "GET /regions": { data: [] } });
    renderScreen(<GuestForm passport="SITI BINTI AHMAD" />);
    const passport = await field("passport_name");
    await userEvent.type(screen.getByTestId("full-name"), "Siti Aminah");
    expect(passport.value).toBe("SITI BINTI AHMAD");
  });

  it("loads each level of an Indonesian address as the one above is chosen, keeping the deepest code", async () => {
    const { calls } = mockApi({
      "GET /regions": { data: [{ code: "31", name: "DKI Jakarta" }] },
      "GET /regions?parent=31": { data: [{ code: "31.74", name: "Kota Administrasi Jakarta Selatan" }] },
      "GET /regions?parent=31.74": { data: [{ code: "31.74.01", name: "Tebet" }] },
      "GET /regions?parent=31.74.01": {
        data: [
          { code: "31.74.01.1001", name: "Tebet Timur" },
          { code: "31.74.01.1002", name: "Tebet Barat" },
        ],
      },
    });
    renderScreen(<GuestForm />);
    const province = (await screen.findByTestId("guest-0-region-province", {}, SLOW)) as HTMLSelectElement;
    const regency = screen.getByTestId("guest-0-region-regency") as HTMLSelectElement;
    const village = screen.getByTestId("guest-0-region-village") as HTMLSelectElement;
    // Nothing below a level that is not chosen yet.
    expect(regency.disabled).toBe(true);
    await waitFor(() => expect(province.disabled).toBe(false));
    expect(screen.getByLabelText("Province")).toBe(province);

    await userEvent.selectOptions(province, "31");
    await waitFor(() => expect(regency.disabled).toBe(false));
    expect(values().region_code).toBe("31");
    await userEvent.selectOptions(regency, "31.74");
    const district = screen.getByTestId("guest-0-region-district") as HTMLSelectElement;
    await waitFor(() => expect(district.disabled).toBe(false));
    await userEvent.selectOptions(district, "31.74.01");
    await waitFor(() => expect(village.disabled).toBe(false));
    expect([...village.options].map((o) => o.textContent)).toEqual(["Choose…", "Tebet Timur", "Tebet Barat"]);
    await userEvent.selectOptions(village, "31.74.01.1002");
    expect(values().region_code).toBe("31.74.01.1002");
    expect(calls.map((c) => c.path)).toEqual([
      "/regions",
      "/regions?parent=31",
      "/regions?parent=31.74",
      "/regions?parent=31.74.01",
    ]);

    // Another province clears the levels under it.
    await userEvent.selectOptions(province, "");
    expect(values().region_code).toBe("");
    expect(regency.disabled).toBe(true);
  });

  it("asks a Malaysian guest's state and postcode instead, and starts the nationality as the country", async () => {
    mockApi({});
    renderScreen(<GuestForm country="MY" />);
    expect(await field("state")).toBeTruthy();
    expect(await field("postal_code")).toBeTruthy();
    expect(screen.queryByTestId("guest-0-region")).toBeNull();
    await waitFor(() => expect((screen.getByTestId("guest-0-nationality") as HTMLSelectElement).value).toBe("MY"));
    const education = screen.getByTestId("guest-0-education") as HTMLSelectElement;
    expect(within(education).getByRole("option", { name: "Senior high school" })).toBeTruthy();
  });
});

describe("BookingMinistry (the booking page's card)", () => {
  const umrah = (over: Parameters<typeof aBooking>[0] = {}) =>
    aBooking({
      guests: [
        aGuest({
          id: 1,
          full_name: "Siti",
          father_name: "Ahmad",
          passport_name: "SITI AHMAD",
          passport_office: null,
          region_code: null,
          region: null,
          education: "senior",
          occupation: "homemaker",
          nationality: "ID",
          ic_number: "3174014101800001",
        }),
      ],
      ...over,
    });

  it("says what each guest still misses and by when, and saves the dialog's data", async () => {
    const booking = umrah();
    const { calls } = mockApi({
      [`GET /booking/${BOOKING_ID}`]: { data: booking },
      "GET /regions": { data: [{ code: "31", name: "DKI Jakarta" }] },
      [`PUT /booking/${BOOKING_ID}/guest/1/ministry`]: { message: "Ministry data saved.", data: booking },
    });
    renderScreen(<BookingMinistry bookingId={BOOKING_ID} />, { user: signedIn({ id: 3, role: "customer" }) });
    const missing = await screen.findByTestId("ministry-missing-0", {}, SLOW);
    expect(missing.textContent).toBe("Missing: Passport issued by and Address");
    expect(screen.getByTestId("ministry-due").textContent).toMatch(/^Complete by /);

    await userEvent.click(screen.getByRole("button", { name: "Complete the ministry data of Siti" }));
    const dialog = await screen.findByTestId("ministry-dialog");
    await userEvent.type(
      await within(dialog).findByTestId("guest-0-passport_office", {}, SLOW),
      "Kantor Imigrasi Bandung",
    );
    expect((within(dialog).getByTestId("guest-0-passport_name") as HTMLInputElement).value).toBe("SITI AHMAD");
    await userEvent.click(within(dialog).getByTestId("ministry-save"));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      father_name: "Ahmad",
      passport_name: "SITI AHMAD",
      passport_office: "Kantor Imigrasi Bandung",
      nationality: "ID",
      education: "senior",
    });
  });

  it("shows nothing for a tour, nor to an agent whose view has no ministry data", async () => {
    const tour = umrah({ tour: { id: 7, name: "Tour", code: "TUR", kind: "tour", ad_approval_serial: null } });
    mockApi({ [`GET /booking/${BOOKING_ID}`]: { data: tour } });
    const { container } = renderScreen(<BookingMinistry bookingId={BOOKING_ID} />);
    await waitFor(() => expect(container.querySelector("[data-testid=booking-ministry]")).toBeNull());
  });
});
