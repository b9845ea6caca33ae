// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { addDays } from "#app/modules/booking/schedule.rules";
import type { DepartureVisasDto, VisaDto, VisaGuestDto } from "#app/modules/operations/visa.contract";
import { departureVisaReadiness } from "#app/modules/operations/visa.rules";
import { agencyToday } from "#app/shared/dates";
import { mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { VisasScreen } from "./visa-screen";

const SLOW = { timeout: 15_000 };
const today = agencyToday(new Date());
const RETURN = addDays(today, 40);
const FILE = "3f0c5a8e-2b7d-4c61-9a3e-8d2f1b6c4e77";
const LIST = "GET /departures/7/visas";

const visa = (over: Partial<VisaDto> = {}): VisaDto => ({
  status: "waiting",
  visa_number: null,
  issued_on: null,
  expires_on: null,
  file_id: null,
  reason: null,
  updated_at: null,
  updated_by: null,
  version: 0,
  valid_on_return: false,
  warnings: [],
  ...over,
});
const guest = (id: number, name: string, v: Partial<VisaDto> = {}): VisaGuestDto => ({
  guest_id: id,
  booking_id: `0190c6f2-0000-7000-8000-00000000000${id}`,
  booking_code: `AB12C${id}`,
  customer_name: "Keluarga Fauzi",
  full_name: name,
  traveller_type: "adult",
  visa: visa(v),
});

function aList(guests: VisaGuestDto[]): DepartureVisasDto {
  return {
    tour: { id: 3, code: "UMR-12", name: "Umrah Reguler 12 Hari", kind: "umrah" },
    time: { id: 7, start_date: addDays(today, 30), end_date: RETURN },
    guests,
    readiness: departureVisaReadiness(
      guests.map((g) => g.visa),
      RETURN,
    ),
  };
}

const waiting = guest(1, "Ahmad Fauzi");
const submitted = guest(2, "Siti Aminah", { status: "submitted", version: 1, updated_by: "Rina" });
const rejected = guest(3, "Rizki Fauzi", { status: "rejected", version: 2, reason: "Foto paspor buram" });
const issued = guest(4, "Nur Hasanah", {
  status: "issued",
  version: 2,
  visa_number: "6012345678",
  issued_on: today,
  expires_on: addDays(today, 90),
  file_id: FILE,
  valid_on_return: true,
});

function open(handlers: Record<string, unknown>, guests = [waiting, submitted, rejected, issued]) {
  const api = mockApi({ [LIST]: { data: aList(guests) }, ...handlers });
  renderScreen(() => <VisasScreen tourId={3} timeId={7} />, {
    locale: "en",
    user: signedIn({ staff_role: "operations" }),
  });
  return api;
}

const rowOf = async (name: string) => {
  const table = await screen.findByTestId("visa-table", {}, SLOW);
  return within(table).getByRole("rowheader", { name }).closest("tr") as HTMLElement;
};

describe("VisasScreen", () => {
  it("says whether the departure is ready and shows each guest's status as an icon and a word", async () => {
    open({});
    const state = await screen.findByTestId("visa-readiness", {}, SLOW);
    expect(state.dataset.ready).toBe("false");
    expect(within(state).getByTestId("visa-readiness-text").textContent).toBe(
      "3 visas missing or not valid on the return day.",
    );
    expect(within(state).getByTestId("visa-count-issued").textContent).toContain("1");
    const row = await rowOf("Rizki Fauzi");
    expect(within(row).getByText("Rejected")).toBeTruthy();
    expect(within(row).getByText("Foto paspor buram")).toBeTruthy();
    expect(within(await rowOf("Nur Hasanah")).getByText("6012345678")).toBeTruthy();
    // The departure's screens are one click apart.
    expect(screen.getByTestId("departure-nav-documents")).toBeTruthy();
  });

  it("marks the chosen waiting and rejected guests submitted, after a confirmation", async () => {
    const api = open({
      "POST /departures/7/visas/submitted": () => ({
        body: {
          message: "2 visas marked submitted.",
          data: aList([guest(1, "Ahmad Fauzi", { status: "submitted", version: 1 }), submitted]),
          marked: 2,
          skipped: 0,
        },
      }),
    });
    await screen.findByTestId("visa-table", {}, SLOW);
    // Submitted and issued visas cannot be chosen: marking them would change nothing.
    expect((within(await rowOf("Siti Aminah")).getByTestId("visa-choose") as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId("visa-mark-submitted").hasAttribute("disabled")).toBe(true);
    await userEvent.click(screen.getByTestId("visa-select-all"));
    expect(screen.getByTestId("visa-selected").textContent).toBe("2 guests selected");
    await userEvent.click(screen.getByTestId("visa-mark-submitted"));
    const confirm = await screen.findByRole("alertdialog");
    expect(confirm.textContent).toContain('The visas of 2 guests will read "submitted"');
    await userEvent.click(within(confirm).getAllByRole("button").at(-1) as HTMLElement);
    await waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({ guest_ids: [1, 3] });
    await waitFor(() => expect(screen.getByTestId("visa-selected").textContent).toBe("0 guests selected"));
  });

  it("records an issued visa: number, dates and file asked and checked; sends the version it read", async () => {
    const api = open({
      "POST /upload?purpose=document": { data: { id: FILE } },
      "PUT /departures/7/guest/2/visa": () => ({
        body: {
          message: "Visa issued: number and dates recorded.",
          data: aList([guest(2, "Siti Aminah", { status: "issued", version: 2, visa_number: "6012345678" })]),
        },
      }),
    });
    await userEvent.click(within(await rowOf("Siti Aminah")).getByTestId("visa-record"));
    const dialog = await screen.findByTestId("visa-dialog");
    expect(within(dialog).getByRole("heading").textContent).toBe("Visa of Siti Aminah");
    // From submitted: issued, rejected, or back to waiting.
    expect(within(dialog).getAllByRole("radio")).toHaveLength(3);
    await userEvent.click(within(dialog).getByTestId("visa-to-issued"));
    await userEvent.click(within(dialog).getByTestId("visa-save"));
    await waitFor(() => expect(within(dialog).getAllByText("This field is required.")).toHaveLength(3));
    await userEvent.type(within(dialog).getByTestId("visa-number"), "1234");
    await userEvent.click(within(dialog).getByTestId("visa-save"));
    expect(await within(dialog).findByText("A visa number has 8 to 12 letters or digits.")).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(0);

    await userEvent.clear(within(dialog).getByTestId("visa-number"));
    await userEvent.type(within(dialog).getByTestId("visa-number"), "601 234 5678");
    await userEvent.type(within(dialog).getByTestId("visa-issued-on"), today);
    // Expiring before the return: a warning, not a refusal.
    await userEvent.type(within(dialog).getByTestId("visa-expires-on"), addDays(RETURN, -1));
    expect(await within(dialog).findByTestId("visa-expiry-warning")).toBeTruthy();
    await userEvent.clear(within(dialog).getByTestId("visa-expires-on"));
    await userEvent.type(within(dialog).getByTestId("visa-expires-on"), addDays(today, 90));
    await waitFor(() => expect(within(dialog).queryByTestId("visa-expiry-warning")).toBeNull());
    await userEvent.upload(
      within(dialog).getByTestId("visa-file"),
      new File([new Uint8Array([37, 80, 68, 70])], "visa.pdf", { type: "application/pdf" }),
    );
    await within(dialog).findByTestId("visa-file-done");
    await userEvent.click(within(dialog).getByTestId("visa-save"));
    await waitFor(() => expect(screen.queryByTestId("visa-dialog")).toBeNull());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      status: "issued",
      version: 1,
      visa_number: "601 234 5678",
      issued_on: today,
      expires_on: addDays(today, 90),
      file_id: FILE,
    });
  });

  it("a rejection asks the embassy's reason; a server 422 lands under its field", async () => {
    const api = open({
      "PUT /departures/7/guest/2/visa": () => ({
        status: 422,
        body: { message: "The given data was invalid.", errors: { reason: ["Too vague."] } },
      }),
    });
    await userEvent.click(within(await rowOf("Siti Aminah")).getByTestId("visa-record"));
    const dialog = await screen.findByTestId("visa-dialog");
    await userEvent.click(within(dialog).getByTestId("visa-to-rejected"));
    expect(within(dialog).getByText("The reason the embassy gave.")).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId("visa-save"));
    expect(
      await within(dialog).findByText("Give the reason the customer will read (at least 3 characters)."),
    ).toBeTruthy();
    expect(api.calls.filter((c) => c.method === "PUT")).toHaveLength(0);
    await userEvent.type(within(dialog).getByTestId("visa-reason"), "Paspor rusak");
    await userEvent.click(within(dialog).getByTestId("visa-save"));
    expect(await within(dialog).findByText("Too vague.")).toBeTruthy();
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      status: "rejected",
      version: 1,
      reason: "Paspor rusak",
    });
  });

  it("an issued visa: corrected keeping its file, or taken back with a reason; a 409 closes the dialog and reads the list again", async () => {
    const api = open({
      "PUT /departures/7/guest/4/visa": () => ({
        status: 409,
        body: { message: "Someone changed this visa meanwhile: check it and record your change again." },
      }),
    });
    await userEvent.click(within(await rowOf("Nur Hasanah")).getByTestId("visa-record"));
    const dialog = await screen.findByTestId("visa-dialog");
    const radios = within(dialog).getAllByRole("radio");
    expect(radios.map((r) => (r.closest("label") as HTMLElement).textContent)).toEqual([
      "Correct the issued visa",
      "Cancelled: applied for again",
    ]);
    // The correction starts from what is recorded; the current file stays unless replaced.
    expect((within(dialog).getByTestId("visa-number") as HTMLInputElement).value).toBe("6012345678");
    expect(within(dialog).getByTestId("visa-file-link").getAttribute("href")).toBe(`/api/file/${FILE}`);
    await userEvent.click(within(dialog).getByTestId("visa-to-submitted"));
    expect(within(dialog).queryByTestId("visa-number")).toBeNull();
    await userEvent.click(within(dialog).getByTestId("visa-save"));
    expect(
      await within(dialog).findByText("Give the reason the customer will read (at least 3 characters)."),
    ).toBeTruthy();
    await userEvent.type(within(dialog).getByTestId("visa-reason"), "Visa dibatalkan");
    const reads = api.calls.filter((c) => c.method === "GET").length;
    await userEvent.click(within(dialog).getByTestId("visa-save"));
    await waitFor(() => expect(screen.queryByTestId("visa-dialog")).toBeNull());
    expect(api.calls.find((c) => c.method === "PUT")?.body).toEqual({
      status: "submitted",
      version: 2,
      reason: "Visa dibatalkan",
    });
    await waitFor(() => expect(api.calls.filter((c) => c.method === "GET").length).toBeGreaterThan(reads));
  });

  it("shows a guest's history, oldest first, with who recorded each change", async () => {
    open({
      "GET /departures/7/guest/3/visa/history": {
        data: {
          guest_id: 3,
          full_name: "Rizki Fauzi",
          events: [
            {
              id: 1,
              status: "submitted",
              visa_number: null,
              reason: null,
              by: "Rina",
              at: "2026-03-01T03:00:00.000Z",
            },
            {
              id: 2,
              status: "rejected",
              visa_number: null,
              reason: "Foto paspor buram",
              by: "Budi",
              at: "2026-03-02T03:00:00.000Z",
            },
          ],
        },
      },
    });
    await userEvent.click(within(await rowOf("Rizki Fauzi")).getByTestId("visa-open-history"));
    const dialog = await screen.findByTestId("visa-history");
    const events = await within(dialog).findAllByTestId("visa-history-event");
    expect(events.map((e) => within(e).getByText(/Submitted|Rejected/).textContent)).toEqual(["Submitted", "Rejected"]);
    expect(within(events[1]).getByText("Foto paspor buram")).toBeTruthy();
    expect(within(events[1]).getByText("by Budi")).toBeTruthy();
  });

  it("a tour package needs no visa; an empty departure says so", async () => {
    mockApi({
      [LIST]: {
        data: {
          ...aList([]),
          tour: { id: 3, code: "TUR-1", name: "Turki 9 Hari", kind: "tour" },
          readiness: departureVisaReadiness([], RETURN, "tour"),
        },
      },
    });
    renderScreen(() => <VisasScreen tourId={3} timeId={7} />, { locale: "en", user: signedIn() });
    expect((await screen.findByTestId("visa-readiness-text", {}, SLOW)).textContent).toBe(
      "A tour package: visas are not required.",
    );
    expect(screen.getByTestId("visa-empty")).toBeTruthy();
  });
});
