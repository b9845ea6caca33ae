import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
import { bearer, checkoutBody, guest, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, checkoutPackage, type TourPackage } from "#test/setup/booking-api";
import { DATA_CONSENT_VERSION } from "#app/modules/booking/booking.contract";

/* Consent at checkout (docs/product.md §Consent and retention, decision 049). */

let t: TestApp;
let customer: string;
let admin: string;
let pkg: TourPackage;

beforeAll(async () => {
  ({ t, customer, admin } = await bookingApp());
  pkg = await checkoutPackage(t.db);
});
afterAll(async () => t?.close());

const count = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length;

describe("POST /api/booking: consent to process the guests' data", () => {
  it("refuses a checkout without consent (absent or false) with a translated 422, and creates nothing", async () => {
    const before = await count();
    for (const [consent, lang, text] of [
      [false, "en", "Please agree to the processing of the guests' data."],
      [undefined, "id", "Mohon setujui pemrosesan data jemaah."],
      ["yes", "my", "Sila bersetuju dengan pemprosesan data jemaah."],
    ] as const) {
      const res = await postBooking(
        t.app,
        customer,
        checkoutBody(pkg.id, pkg.departures[0].id, { data_consent: consent }),
        undefined,
        lang,
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.data_consent).toEqual([text]);
    }
    expect(await count()).toBe(before);
  });

  it("records when consent was given and to which text's version; the booking shows both", async () => {
    const before = Date.now();
    const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id));
    expect(res.statusCode, res.body).toBe(201);
    const { data } = res.json();
    expect(data.data_consent_version).toBe(DATA_CONSENT_VERSION);
    const at = Date.parse(data.data_consent_at);
    expect(at).toBeGreaterThanOrEqual(before - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, data.id));
    expect(row.dataConsentVersion).toBe(DATA_CONSENT_VERSION);
    expect(row.dataConsentAt?.toISOString()).toBe(data.data_consent_at);
    const seen = await t.app.inject({ method: "GET", url: `/api/booking/${data.id}`, headers: bearer(admin) });
    expect(seen.json().data).toMatchObject({
      data_consent_at: data.data_consent_at,
      data_consent_version: DATA_CONSENT_VERSION,
    });
  });

  it("an admin edits a booking made before consent was asked without any consent; it stays unrecorded", async () => {
    const res = await postBooking(t.app, customer, checkoutBody(pkg.id, pkg.departures[0].id));
    const id = res.json().data.id;
    // As a booking from before the checkout asked.
    await t.db.update(bookings).set({ dataConsentAt: null, dataConsentVersion: null }).where(eq(bookings.id, id));
    const edited = await t.app.inject({
      method: "PUT",
      url: `/api/booking/${id}?lang=en`,
      headers: bearer(admin),
      payload: { booking_name: "Keluarga Fauzi", special_request: null, guests: [guest()], reason: null },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      booking_name: "Keluarga Fauzi",
      data_consent_at: null,
      data_consent_version: null,
    });
  });
});
