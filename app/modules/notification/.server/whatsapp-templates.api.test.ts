import { describe, expect, it } from "vitest";
import { withTestApp } from "#test/setup/app";
import { appWithStaffPerFile, OTHER_STAFF_ROLES, signInAdmin, signInCustomer } from "#test/setup/sessions";

/* The settings' WhatsApp template mapping (docs/product.md §WhatsApp, decision 080). */

const { t, staff, call } = appWithStaffPerFile();

describe("GET /api/whatsapp/templates", () => {
  it("answers the seven templates, each in Indonesian, English and Malay (code ms), with the channel off", async () => {
    const res = await call("GET", "/api/whatsapp/templates");
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.channel).toBe("off");
    expect(body.data.map((d: { name: string }) => d.name)).toEqual([
      "booking_received",
      "transfer_amount",
      "payment_confirmed",
      "payment_reminder",
      "payment_overdue",
      "document_rejected",
      "departure_reminder",
    ]);
    for (const template of body.data) {
      expect(template.languages.map((l: { locale: string; code: string }) => [l.locale, l.code])).toEqual([
        ["id", "id"],
        ["en", "en"],
        ["my", "ms"],
      ]);
      for (const l of template.languages) {
        // Every numbered parameter is in the body, and the preview has a meaning in each place.
        for (let n = 1; n <= template.params.length; n++) expect(l.body).toContain(`{{${n}}}`);
        expect(l.preview).not.toMatch(/\{\{\d+\}\}/);
        expect(l.button_text).toEqual(template.button ? expect.any(String) : null);
      }
    }
    const booking = body.data[0];
    expect(booking.params).toEqual(["name", "code", "tour", "total", "due"]);
    const malay = booking.languages.find((l: { code: string }) => l.code === "ms");
    expect(malay.preview).toMatch(/^Assalamualaikum \[nama pelanggan\], tempahan \[kod tempahan\]/);
    expect(malay.button_text).toBe("Buka");
  });

  it("refuses a visitor (401), a customer and staff without the settings permission (403)", async () => {
    expect((await call("GET", "/api/whatsapp/templates", undefined, {})).statusCode).toBe(401);
    const customer = await signInCustomer(t);
    expect((await call("GET", "/api/whatsapp/templates", undefined, customer.headers)).statusCode).toBe(403);
    for (const role of OTHER_STAFF_ROLES)
      expect((await call("GET", "/api/whatsapp/templates", undefined, staff[role])).statusCode, role).toBe(403);
  });

  it("says when the development transport is on", async () => {
    await withTestApp(
      async (dev) => {
        const owner = await signInAdmin(dev);
        const res = await dev.app.inject({ method: "GET", url: "/api/whatsapp/templates", headers: owner.headers });
        expect(res.statusCode).toBe(200);
        expect(res.json().channel).toBe("dev");
      },
      { WHATSAPP_DEV: "on" },
    );
  });
});
