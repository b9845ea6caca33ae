import { describe, expect, it } from "vitest";
import { settings } from "#db/schema";
import { appWithSessionsPerFile } from "#test/setup/sessions";

/* settings.document_retention_days (decision 048): 1..3650 days, default 180. */

const { t, admin } = appWithSessionsPerFile();

const body = (extra: Record<string, unknown> = {}) => ({
  name: "Amanah Travel",
  description: { id: "Deskripsi" },
  address: { id: "Alamat" },
  about: { id: "Tentang" },
  currency: "IDR",
  booking_expiry_hours: 24,
  ...extra,
});
const put = (payload: unknown, lang = "en") =>
  t.app.inject({ method: "PUT", url: `/api/setting?lang=${lang}`, payload: payload as never, headers: admin });
const stored = async () => (await t.db.select({ days: settings.documentRetentionDays }).from(settings))[0]?.days;

describe("document retention days in the settings", () => {
  it("is 180 before anyone sets it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/setting/edit", headers: admin });
    expect(res.json().data.document_retention_days).toBe(180);
  });

  it("refuses 0 and 3651 with a translated 422 and changes nothing", async () => {
    expect((await put(body({ document_retention_days: 90 }))).statusCode).toBe(200);
    for (const [days, lang, message] of [
      [0, "en", "Must be at least 1."],
      [3651, "en", "Must be at most 3650."],
      [0, "id", null],
      [3651, "my", null],
      [1.5, "en", null],
    ] as const) {
      const res = await put(body({ document_retention_days: days }), lang);
      expect(res.statusCode, `${days} ${lang}`).toBe(422);
      const [error] = res.json().errors.document_retention_days;
      if (message) expect(error).toBe(message);
      else expect(error).toMatch(/\S/);
      expect(await stored()).toBe(90);
    }
    const id = (await put(body({ document_retention_days: 0 }), "id")).json().errors.document_retention_days[0];
    const en = (await put(body({ document_retention_days: 0 }), "en")).json().errors.document_retention_days[0];
    expect(id).not.toBe(en);
  });

  it("accepts 1 and 3650, and a save without the field keeps the value", async () => {
    expect((await put(body({ document_retention_days: 1 }))).json().data.document_retention_days).toBe(1);
    const res = await put(body({ document_retention_days: 3650 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.document_retention_days).toBe(3650);
    expect((await put(body())).json().data.document_retention_days).toBe(3650);
    expect(await stored()).toBe(3650);
  });
});
