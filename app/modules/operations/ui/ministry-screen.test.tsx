// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MinistryGuestDto, MinistryListDto } from "#app/modules/operations/departure-exports.contract";
import { mockApi, type RenderScreenOptions, renderScreen, signedIn } from "#test/ui/render-screen";
import { MinistryScreen } from "./ministry-screen";

const guest = (over: Partial<MinistryGuestDto>): MinistryGuestDto => ({
  guest_id: 1,
  booking_id: "0b6f8a52-8f0e-4c5b-9f3e-2f3a1c9d7e01",
  booking_code: "AB12CD",
  position: 1,
  full_name: "Siti Aminah",
  passport_name: "SITI AMINAH",
  passport_name_proposed: false,
  missing: [],
  ...over,
});

const aList = (over: Partial<MinistryListDto> = {}): MinistryListDto => ({
  tour: { id: 3, code: "UMR-12", name: "Umrah Reguler 12 Hari" },
  time: { id: 7, start_date: "2026-10-10", end_date: "2026-10-19" },
  guests: [
    guest({}),
    guest({
      guest_id: 2,
      position: 2,
      full_name: "Rafi",
      passport_name: "RAFI BUDI SANTOSO",
      passport_name_proposed: true,
      missing: ["passport_office", "address"],
    }),
  ],
  complete: 1,
  ...over,
});

function open(options: RenderScreenOptions = {}, list = aList()) {
  mockApi({ "GET /departures/7/ministry": { data: list } });
  const path = "/panel/tour/3/time/7/ministry";
  renderScreen(<MinistryScreen tourId={3} timeId={7} />, {
    user: signedIn({ staff_role: "operations" }),
    url: path,
    path,
    ...options,
  });
}

describe("MinistryScreen", () => {
  it("lists each guest with the passport name and what is missing, linking to the booking, in Malay", async () => {
    open({ locale: "my" });
    expect((await screen.findByTestId("ministry-summary")).textContent).toBe(
      "1 daripada 2 jemaah mempunyai data kementerian yang lengkap.",
    );
    expect(screen.getByRole("heading", { name: "Data kementerian dan eksport", level: 1 })).toBeTruthy();
    const rows = within(screen.getByTestId("ministry-table")).getAllByTestId("ministry-row");
    expect(rows.map((r) => r.dataset.complete)).toEqual(["true", "false"]);
    expect(within(rows[0]).getByText("Lengkap")).toBeTruthy();
    expect(within(rows[1]).getByTestId("ministry-missing").textContent).toBe(
      "Belum ada: pejabat pengeluar pasport dan alamat (hingga kelurahan, atau negeri dan poskod)",
    );
    expect(within(rows[1]).getByText("cadangan")).toBeTruthy();
    expect(within(rows[1]).getByRole("link", { name: "Buka tempahan AB12CD" }).getAttribute("href")).toBe(
      "/panel/booking-history/0b6f8a52-8f0e-4c5b-9f3e-2f3a1c9d7e01",
    );
    // The departure's navigation sits under the heading, this screen's link current.
    expect(screen.getByTestId("departure-nav-ministry").getAttribute("aria-current")).toBe("page");
  });

  it("offers the three downloads in the reader's language to staff with the manifests permission", async () => {
    open({ locale: "en" });
    await screen.findByTestId("ministry-summary");
    expect(screen.getByTestId("ministry-export-siskopatuh").getAttribute("href")).toBe(
      "/api/departures/7/export/siskopatuh?lang=en",
    );
    expect(screen.getByTestId("ministry-export-manifest").textContent).toBe("Airline manifest");
    expect(screen.getByTestId("ministry-export-insurance").getAttribute("href")).toBe(
      "/api/departures/7/export/insurance?lang=en",
    );
  });

  it("shows no download to staff without the manifests permission, and says when nobody holds a seat", async () => {
    open({ user: signedIn({ staff_role: "sales" }) }, aList({ guests: [], complete: 0 }));
    expect((await screen.findByTestId("ministry-empty")).textContent).toBe(
      "No guest holds a seat on this departure yet.",
    );
    expect(screen.queryByTestId("ministry-exports")).toBeNull();
  });
});
