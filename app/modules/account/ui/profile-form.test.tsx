// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { UserDto } from "#app/modules/account/account.contract";
import { type ApiCall, mockApi, renderScreen, signedIn } from "#test/ui/render-screen";
import { ProfileForm } from "./profile-form";

// The first render of a screen in jsdom can take seconds on a busy machine.
const SLOW = { timeout: 15_000 };

const siti: UserDto = {
  ...signedIn({ id: 9, role: "customer", staff_role: null, name: "Siti Aminah", username: "siti" }),
  email: "siti@example.test",
  phone: "+62 812 3456 7890",
  locale: "en",
};
const optedIn = { opted_in: true, number: "+6281234567890", changed_at: "2026-03-02T03:00:00.000Z" };

async function saveWithConfirm() {
  await userEvent.click(screen.getByTestId("profile-save"));
  const dialog = await screen.findByRole("alertdialog", {}, SLOW);
  await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
}

describe("ProfileForm's WhatsApp box (docs/product.md §WhatsApp)", () => {
  it("shows the choice as it stands, and unticking it sends the opt-out", async () => {
    const { calls } = mockApi({
      "PUT /profile": (call: ApiCall) => ({ body: { message: "Saved", user: { ...siti, ...(call.body as object) } } }),
    });
    renderScreen(() => <ProfileForm user={siti} whatsapp={optedIn} />, { locale: "en", user: siti });
    expect((await screen.findByTestId("profile-whatsapp-state", {}, SLOW)).textContent).toBe(
      "On, to +6281234567890, since March 2, 2026",
    );
    const box = screen.getByTestId("profile-whatsapp-opt-in") as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(screen.getByTestId("profile-whatsapp-number")).toHaveProperty("value", "+6281234567890");
    await userEvent.click(box);
    expect(screen.queryByTestId("profile-whatsapp-number")).toBeNull();
    await saveWithConfirm();
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true), SLOW);
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({ whatsapp_opt_in: false });
  });

  it("ticked with no number yet, starts from the profile's phone and sends the opt-in", async () => {
    const { calls } = mockApi({
      "PUT /profile": (call: ApiCall) => ({ body: { message: "Saved", user: { ...siti, ...(call.body as object) } } }),
    });
    const off = { opted_in: false, number: null, changed_at: null };
    renderScreen(() => <ProfileForm user={siti} whatsapp={off} />, { locale: "en", user: siti });
    expect((await screen.findByTestId("profile-whatsapp-state", {}, SLOW)).textContent).toBe("Off");
    await userEvent.click(screen.getByLabelText("Send me booking updates on WhatsApp"));
    expect(screen.getByTestId("profile-whatsapp-number")).toHaveProperty("value", "+62 812 3456 7890");
    await saveWithConfirm();
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true), SLOW);
    expect(calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      whatsapp_opt_in: true,
      whatsapp_number: "+62 812 3456 7890",
    });
  });
});
