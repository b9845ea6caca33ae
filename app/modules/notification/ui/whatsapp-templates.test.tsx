// @vitest-environment jsdom
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { WhatsappTemplatesResponse } from "#app/modules/notification/notification.contract";
import { listWhatsappTemplates } from "#app/modules/notification/.server/list-whatsapp-templates";
import type { Ctx } from "#app/shared/context";
import { mockApi, renderScreen } from "#test/ui/render-screen";
import { WhatsappSettings } from "./whatsapp-templates";

const SITE = "https://umrah.example";

/** What GET /whatsapp/templates answers: the server's own use case, as an owner calls it. */
async function templates(channel: WhatsappTemplatesResponse["channel"]): Promise<WhatsappTemplatesResponse> {
  const ctx = {
    actor: { id: 1, role: "admin", name: "Owner", username: "owner", sessionId: 1, staffRole: "owner", branchId: null },
    locale: "en",
    requestId: "t",
    now: () => new Date(),
  } as unknown as Ctx;
  return listWhatsappTemplates({ ctx, input: { channel } });
}

function renderSettings(locale: "en" | "my" | "id" = "en") {
  return renderScreen(<WhatsappSettings site={`${SITE}/`} />, { locale, path: "/panel/settings/whatsapp" });
}

describe("the WhatsApp settings screen", () => {
  it("shows each message's template, its numbered parameters and button, and a preview per language", async () => {
    mockApi({ "GET /whatsapp/templates": await templates("dev") });
    renderSettings();
    const card = await screen.findByTestId("wa-template-booking_received");
    expect(screen.getAllByTestId(/^wa-template-[a-z_]+$/).filter((el) => el.tagName === "ARTICLE")).toHaveLength(7);

    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Booking received");
    expect(within(card).getByTestId("wa-template-name").textContent).toBe("booking_received");
    const params = within(within(card).getByTestId("wa-template-params")).getAllByRole("listitem");
    expect(params.map((p) => p.textContent)).toEqual([
      "{{1}} customer's name",
      "{{2}} booking code",
      "{{3}} package",
      "{{4}} booking total",
      "{{5}} amount due now",
    ]);
    expect(within(card).getByTestId("wa-template-button").textContent).toContain(`${SITE}/{{1}}`);

    // The reader's language first: the English body to submit and its preview.
    expect(within(card).getByTestId("wa-lang-en").getAttribute("aria-selected")).toBe("true");
    expect(within(card).getByTestId("wa-body").textContent).toMatch(/^Assalamu'alaikum \{\{1\}\}, we have received/);
    expect(within(card).getByTestId("wa-preview").textContent).toMatch(
      /^Assalamu'alaikum \[customer's name\], we have received your booking \[booking code\]/,
    );

    // Malay: the tab says the code WhatsApp knows it by, and the preview is in Malay.
    const malay = within(card).getByTestId("wa-lang-my");
    expect(malay.textContent).toBe("Bahasa Melayums");
    await userEvent.click(malay);
    expect(malay.getAttribute("aria-selected")).toBe("true");
    const preview = within(card).getByTestId("wa-preview");
    expect(preview.textContent).toMatch(
      /^Assalamualaikum \[nama pelanggan\], tempahan \[kod tempahan\] untuk \[pakej\]/,
    );
    expect(preview.closest("[lang]")?.getAttribute("lang")).toBe("ms");
    expect(within(card).getByTestId("wa-body").textContent).toMatch(/^Assalamualaikum \{\{1\}\}, tempahan \{\{2\}\}/);
    expect(within(card).getByText("Buka")).toBeTruthy();

    // The channel's state and how to connect the Cloud API.
    const banner = screen.getByTestId("wa-channel");
    expect(banner.textContent).toContain("Development transport: messages are shown in the panel, not sent");
    expect(within(banner).getByRole("link").getAttribute("href")).toBe("/panel/messages?channel=whatsapp");
    const setup = screen.getByTestId("wa-setup");
    for (const name of ["WHATSAPP_TOKEN", "WHATSAPP_PHONE_NUMBER_ID", "WHATSAPP_APP_SECRET", "WHATSAPP_VERIFY_TOKEN"])
      expect(setup.textContent).toContain(name);
    expect(screen.getByTestId("wa-webhook").textContent).toBe(`${SITE}/api/whatsapp/webhook`);
  });

  it("in Malay: the Malay preview first, and mail only while WhatsApp is off", async () => {
    mockApi({ "GET /whatsapp/templates": await templates("off") });
    renderSettings("my");
    const card = await screen.findByTestId("wa-template-booking_received");
    expect(within(card).getByTestId("wa-preview").textContent).toMatch(/^Assalamualaikum \[nama pelanggan\]/);
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("Tempahan diterima");
    expect(screen.getByTestId("wa-channel").textContent).toContain(
      "WhatsApp dimatikan: setiap mesej dihantar sebagai e-mel",
    );
  });
});
