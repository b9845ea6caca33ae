import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { createPackage, createSetting, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { checkoutBody, postBooking } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";

// The mails of a real checkout and cancellation, as the outbox keeps them.
const PUBLIC_URL = "https://umrah.example.com";
let t: TestApp;
let pkg: Awaited<ReturnType<typeof createPackage>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await createSetting(t.db, { currency: "IDR" });
  await createBankAccount(t.db, { bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Agen" });
  pkg = await createPackage(t.db, {
    basePrice: 30_000_000,
    minPax: 1,
    maxPax: 4,
    departures: [{ startDate: "2030-01-04", endDate: "2030-01-13", capacity: 40 }],
  });
});
afterAll(async () => t?.close());

const expected = {
  id: {
    departure: "4 Januari 2030 – 13 Januari 2030",
    zone: /pukul \d{2}\.\d{2} Waktu Indonesia Barat, /,
    where: "Riwayat Pemesanan:",
  },
  en: {
    departure: "January 4, 2030 – January 13, 2030",
    zone: /at \d{2}:\d{2} (AM|PM) Western Indonesia Time, /,
    where: "Booking history:",
  },
  my: {
    departure: "4 Januari 2030 – 13 Januari 2030",
    zone: /pada \d{2}:\d{2} \S+ Waktu Indonesia Barat, /,
    where: "Sejarah Tempahan:",
  },
} as const;

describe("booking mails in the outbox", () => {
  for (const locale of ["id", "en", "my"] as const) {
    it(`created and canceled (${locale}): absolute links on PUBLIC_URL, dates in ${locale}, the deadline's zone named`, async () => {
      const user = await createUser(t.db, { role: "customer", password: "Cust12345", locale });
      const token = await loginAs(t.app, user.username, "Cust12345");
      const res = await postBooking(t.app, token, checkoutBody(pkg.id, pkg.departures[0].id));
      expect(res.statusCode).toBe(201);
      const booking = res.json().data;
      const cancel = await t.app.inject({
        method: "POST",
        url: `/api/booking/${booking.id}/cancel`,
        headers: { authorization: `Bearer ${token}` },
        payload: {},
      });
      expect(cancel.statusCode).toBe(200);

      const mails = await t.db.select().from(outbox).where(eq(outbox.toAddress, user.email)).orderBy(outbox.id);
      expect(mails.map((m) => m.kind)).toEqual(["booking_created", "booking_canceled"]);
      const link = `${PUBLIC_URL}/panel/booking-history/${booking.id}?lang=${locale}`;
      for (const mail of mails) {
        expect(mail.locale).toBe(locale);
        expect(mail.text).toContain(`${expected[locale].where}\n${link}\n`);
        expect(mail.text).not.toMatch(/(^|[\s(])\/panel/m);
        expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        // None of these mails has an HTML part; the text is all there is.
        expect(mail.html).toBeNull();
      }
      expect(mails[0].text).toContain(expected[locale].departure);
      expect(mails[0].text).toMatch(expected[locale].zone);
    });
  }
});
