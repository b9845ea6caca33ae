// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { DepartureKitsDto, KitGuestDto } from "#app/modules/operations/ground.contract";
import { agencyToday } from "#app/shared/dates";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { KitHandoverDialog } from "./kit-handover-dialog";

const items: DepartureKitsDto["items"] = [
  { id: 1, name: { id: "Koper" }, label: "Suitcase", for: "all", sizes: [] },
  { id: 2, name: { id: "Kain ihram" }, label: "Ihram", for: "male", sizes: ["M", "L", "XL"] },
  { id: 3, name: { id: "Mukena" }, label: "Mukena", for: "female", sizes: ["S", "M"] },
];

const guest = (over: Partial<KitGuestDto> = {}): KitGuestDto => ({
  id: 41,
  booking_id: "b1",
  booking_code: "AB12CD",
  full_name: "Ahmad Fauzi",
  gender: "male",
  traveller_type: "adult",
  booking_status: "paid",
  paid_in_full: true,
  items: [1, 2],
  sizes: ["M", "L", "XL"],
  kit: null,
  ...over,
});

const answer = { message: "Kit handed over.", data: {} as DepartureKitsDto };

function open(g: KitGuestDto, locale: "en" | "id" = "en") {
  const onDone = vi.fn();
  const api = mockApi({ "POST /departures/7/guest/41/kit": () => ({ status: 201, body: answer }) });
  renderScreen(<KitHandoverDialog timeId={7} guest={g} items={items} onClose={() => {}} onDone={onDone} />, { locale });
  return { api, onDone };
}

describe("KitHandoverDialog", () => {
  it("a guest paid in full: no warning and no override field; the size among their items' sizes; confirmed, then sent", async () => {
    const { api, onDone } = open(guest());
    const dialog = await screen.findByTestId("kit-handover-dialog");
    expect(within(dialog).getByText("Suitcase, Ihram")).toBeTruthy();
    expect(within(dialog).queryByTestId("kit-not-paid")).toBeNull();
    expect(within(dialog).queryByTestId("kit-override-reason")).toBeNull();
    const size = within(dialog).getByLabelText(/^Size/) as HTMLSelectElement;
    expect([...size.options].map((o) => o.value)).toEqual(["", "M", "L", "XL"]);
    // Picked up: no courier fields.
    expect(within(dialog).queryByTestId("kit-courier")).toBeNull();
    expect((within(dialog).getByTestId("kit-issued-on") as HTMLInputElement).value).toBe(agencyToday(new Date()));

    const user = userEvent.setup();
    await user.selectOptions(size, "L");
    await user.click(within(dialog).getByTestId("kit-handover-save"));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText("A guest's kit is handed over once: check the size and the day.")).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Hand over" }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(answer));
    expect(api.calls).toEqual([
      {
        method: "POST",
        path: "/departures/7/guest/41/kit",
        body: {
          size: "L",
          issued_on: agencyToday(new Date()),
          handover: "pickup",
          courier: null,
          tracking: null,
          override_reason: null,
        },
      },
    ]);
  });

  it("a booking not paid in full: a warning with its status and the override reason, required before anything is sent", async () => {
    const { api, onDone } = open(
      guest({ booking_status: "processing", paid_in_full: false, gender: "female", items: [1, 3], sizes: ["S", "M"] }),
      "id",
    );
    const dialog = await screen.findByTestId("kit-handover-dialog");
    expect(within(dialog).getByTestId("kit-not-paid").textContent).toContain(
      "Pemesanan ini belum lunas (Dibayar sebagian)",
    );
    const reason = within(dialog).getByTestId("kit-override-reason");
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByTestId("kit-size"), "S");
    await user.click(within(dialog).getByTestId("kit-handover-courier"));
    // The courier and the tracking number are asked once the courier is chosen.
    await user.type(within(dialog).getByTestId("kit-courier"), "JNE");
    await user.click(within(dialog).getByTestId("kit-handover-save"));
    // The tracking number is missing: said under its field, nothing sent.
    expect(await within(dialog).findByText("Isi nomor resi kurir.")).toBeTruthy();
    await user.type(within(dialog).getByTestId("kit-tracking"), "JNE0012345");
    // Then the reason: required before a booking not paid in full gets its kit.
    await user.click(within(dialog).getByTestId("kit-handover-save"));
    expect(await within(dialog).findByText("Tulis alasan pengecualiannya.")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(api.calls).toEqual([]);

    await user.type(reason, "Lunas minggu depan");
    await user.click(within(dialog).getByTestId("kit-handover-save"));
    const confirm = await screen.findByRole("alertdialog");
    expect(within(confirm).getByText(/Pemesanan ini belum lunas: perlengkapan diserahkan dengan alasan/)).toBeTruthy();
    await user.click(within(confirm).getByRole("button", { name: "Serahkan" }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.calls[0].body).toMatchObject({
      size: "S",
      handover: "courier",
      courier: "JNE",
      tracking: "JNE0012345",
      override_reason: "Lunas minggu depan",
    });
  });

  it("a guest whose items come in one size is asked no size", async () => {
    open(guest({ items: [1], sizes: [] }));
    const dialog = await screen.findByTestId("kit-handover-dialog");
    expect(within(dialog).queryByTestId("kit-size")).toBeNull();
    expect(within(dialog).getByText("Suitcase")).toBeTruthy();
  });

  it("shows the server's refusal under its field and keeps the dialog open", async () => {
    const onDone = vi.fn();
    mockApi({
      "POST /departures/7/guest/41/kit": () => ({
        status: 422,
        body: { message: "Check the form.", errors: { issued_on: ["The handover day cannot be after today."] } },
      }),
    });
    renderScreen(<KitHandoverDialog timeId={7} guest={guest()} items={items} onClose={() => {}} onDone={onDone} />);
    const dialog = await screen.findByTestId("kit-handover-dialog");
    const user = userEvent.setup();
    await user.selectOptions(within(dialog).getByTestId("kit-size"), "M");
    await user.click(within(dialog).getByTestId("kit-handover-save"));
    await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Hand over" }));
    expect(await within(dialog).findByText("The handover day cannot be after today.")).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
