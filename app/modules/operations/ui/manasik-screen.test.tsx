// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ManasikDto, ManasikGuestDto } from "#app/modules/operations/ground.contract";
import { type ApiCall, mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { ManasikScreen } from "./manasik-screen";

const guest = (id: number, full_name: string, attendance: Record<string, boolean>): ManasikGuestDto => ({
  id,
  booking_id: `b${id}`,
  booking_code: `CODE${id}`,
  full_name,
  gender: "female",
  traveller_type: "adult",
  attended: Object.values(attendance).filter(Boolean).length,
  attendance,
});

function aManasik(over: Partial<ManasikDto> = {}): ManasikDto {
  return {
    departure: {
      id: 7,
      tour: { id: 3, code: "UMR-12", name: "Umrah Reguler" },
      start_date: "2026-03-10",
      end_date: "2026-03-21",
    },
    sessions: [
      {
        id: 51,
        starts_at: "2026-02-07T02:00:00.000Z",
        starts_local: "2026-02-07T09:00",
        place: "Kantor pusat",
        teacher: "Ust. Ali",
        present: 1,
        absent: 1,
      },
      {
        id: 52,
        starts_at: "2026-02-14T02:00:00.000Z",
        starts_local: "2026-02-14T09:00",
        place: "Masjid Al-Ikhlas",
        teacher: "Ust. Hasan",
        present: 0,
        absent: 0,
      },
    ],
    guests: [guest(1, "Siti Aminah", { "51": true }), guest(2, "Aisyah", { "51": false }), guest(3, "Khadijah", {})],
    ...over,
  };
}

function openManasik(routes: Record<string, unknown> = {}, locale: "en" | "id" | "my" = "en") {
  const api = mockApi({ "GET /departures/7/manasik": { data: aManasik() }, ...routes });
  renderScreen(<ManasikScreen tourId={3} timeId={7} />, { locale, user: signedIn({ staff_role: "operations" }) });
  return api;
}

describe("ManasikScreen", () => {
  it("lists the sessions on the agency's clock with their counts and sheet links, under the departure's navigation", async () => {
    openManasik();
    const sessions = await screen.findAllByTestId("manasik-session");
    expect(sessions).toHaveLength(2);
    // 02:00 UTC is 09:00 in Jakarta, whatever the test machine's zone.
    expect(sessions[0].textContent).toContain("09:00");
    expect(within(sessions[0]).getByTestId("manasik-session-counts").textContent).toBe("Present: 1 · absent: 1");
    expect(within(sessions[1]).getByTestId("manasik-print").getAttribute("href")).toBe(
      "/panel/tour/3/time/7/manasik/52/print",
    );
    expect(screen.getByTestId("departure-nav-manasik")).toBeTruthy();
  });

  it("the attendance grid: ticks from what was recorded, counts sessions attended, saves every guest at once", async () => {
    const api = openManasik({
      "PUT /departures/7/manasik/51/attendance": ({ body }: ApiCall) => ({
        body: { message: "Attendance saved.", data: aManasik(), sent: body },
      }),
    });
    const grid = await screen.findByTestId("attendance-grid");
    const rows = within(grid).getAllByTestId("attendance-row");
    expect(rows.map((r) => (within(r).getByTestId("attendance-tick") as HTMLInputElement).checked)).toEqual([
      true,
      false,
      false,
    ]);
    expect(rows.map((r) => within(r).getByTestId("attendance-count").textContent)).toEqual([
      "1 of 2",
      "0 of 2",
      "0 of 2",
    ]);
    // Khadijah was not recorded at this session yet.
    expect(within(rows[2]).getByText("Not recorded")).toBeTruthy();
    expect(within(rows[0]).queryByText("Not recorded")).toBeNull();

    const user = userEvent.setup();
    await user.click(within(grid).getByLabelText("Khadijah present"));
    expect(within(grid).getByTestId("attendance-ticked").textContent).toBe("Present: 2 of 3");
    await user.click(within(grid).getByTestId("attendance-save"));
    await waitFor(() => expect(api.calls.some((c) => c.method === "PUT")).toBe(true));
    expect(api.calls.find((c) => c.method === "PUT")).toEqual({
      method: "PUT",
      path: "/departures/7/manasik/51/attendance",
      body: {
        attendance: [
          { guest_id: 1, present: true },
          { guest_id: 2, present: false },
          { guest_id: 3, present: true },
        ],
      },
    });
  });

  it("switches to another session's attendance, and ticks everyone present at once (in Malay)", async () => {
    const api = openManasik(
      { "PUT /departures/7/manasik/52/attendance": { message: "Kehadiran disimpan.", data: aManasik() } },
      "my",
    );
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByTestId("attendance-session"), "52");
    const grid = screen.getByTestId("attendance-grid");
    expect(within(grid).getAllByText("Belum direkod")).toHaveLength(3);
    await user.click(within(grid).getByTestId("attendance-all"));
    expect(within(grid).getByTestId("attendance-ticked").textContent).toBe("Hadir: 3 daripada 3");
    await user.click(within(grid).getByTestId("attendance-save"));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === "PUT")?.path).toBe("/departures/7/manasik/52/attendance"),
    );
    const sent = api.calls.find((c) => c.method === "PUT")!.body as { attendance: { present: boolean }[] };
    expect(sent.attendance.map((a) => a.present)).toEqual([true, true, true]);
  });

  it("adds a session in a dialog with the date and time on the agency's clock", async () => {
    const api = openManasik({
      "POST /departures/7/manasik": () => ({
        status: 201,
        body: { message: "Manasik session added.", data: aManasik() },
      }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId("manasik-add"));
    const dialog = await screen.findByTestId("manasik-dialog");
    expect(within(dialog).getByText("Date and time on the agency's clock (Western Indonesia Time, WIB).")).toBeTruthy();
    await user.click(within(dialog).getByTestId("manasik-session-save"));
    // Each field is required: marked invalid, nothing sent.
    for (const id of ["manasik-starts-at", "manasik-place", "manasik-teacher"])
      await waitFor(() => expect(within(dialog).getByTestId(id).getAttribute("aria-invalid")).toBe("true"));
    expect(api.calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(within(dialog).getByTestId("manasik-starts-at"), "2026-02-21T19:30");
    await user.type(within(dialog).getByTestId("manasik-place"), "Aula");
    await user.type(within(dialog).getByTestId("manasik-teacher"), "Ust. Hasan");
    await user.click(within(dialog).getByTestId("manasik-session-save"));
    await waitFor(() => expect(api.calls.some((c) => c.method === "POST")).toBe(true));
    expect(api.calls.find((c) => c.method === "POST")?.body).toEqual({
      starts_at: "2026-02-21T19:30",
      place: "Aula",
      teacher: "Ust. Hasan",
    });
  });
});
