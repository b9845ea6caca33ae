import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";
import { createPackage, createSetting, createUser } from "#test/factories";
import { createBankAccount } from "#test/factories/bank";
import { checkoutBody, guest, postBooking } from "#test/factories/booking";
import { createRoomsPackage } from "#test/factories/rooms-package";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import { day } from "#test/setup/days";

// The mails of a real checkout and cancellation, as the outbox keeps them.
const PUBLIC_URL = "https://umrah.example.com";
let t: TestApp;
let pkg: Awaited<ReturnType<typeof createPackage>>;
let bank: Awaited<ReturnType<typeof createBankAccount>>;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  await createSetting(t.db, { currency: "IDR" });
  bank = await createBankAccount(t.db, { bankName: "BCA", accountNumber: "1234567890", accountHolder: "PT Agen" });
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

describe("the booking received mail of a family (rooms and travellers)", () => {
  it("lists beds per room type, the child without bed and the infant in the customer's language", async () => {
    // Ages count on the departure date: an infant is under 2 then, and born in the past.
    const start = day(60);
    const born = (years: number) => `${Number(start.slice(0, 4)) - years}${start.slice(4).replace("-02-29", "-02-28")}`;
    const { pkg: family, room } = await createRoomsPackage(t.db, {
      basePrice: 32_900_000,
      maxPax: 6,
      departure: {
        startDate: start,
        endDate: day(69),
        capacity: 10,
        childNoBedPrice: 27_500_000,
        infantPrice: 9_500_000,
      },
    });
    const user = await createUser(t.db, { role: "customer", password: "Cust12345", locale: "my" });
    const token = await loginAs(t.app, user.username, "Cust12345");
    const guests = [
      guest({ full_name: "Ahmad", gender: "male", birth_date: born(36), room_type_id: room.double }),
      guest({ full_name: "Siti", gender: "female", birth_date: born(34), room_type_id: room.double }),
      guest({ full_name: "Umar", gender: "male", birth_date: born(6), room_type_id: null }),
      guest({ full_name: "Aisyah", gender: "female", birth_date: born(1), room_type_id: null }),
    ];
    const res = await postBooking(t.app, token, checkoutBody(family.id, family.departures[0].id, { pax: 4, guests }));
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(mail.kind).toBe("booking_created");
    expect(mail.text.replace(/\u00a0/g, " ")).toContain(
      [
        "Pecahan harga:",
        "- Berdua: 2 × IDR 379,000 = IDR 758,000",
        "- Kanak-kanak tanpa katil: 1 = IDR 275,000",
        "- Bayi: 1 = IDR 95,000",
      ].join("\n"),
    );
  });
});

describe("each mail in its recipient's chosen language, never the request's (issue 26)", () => {
  /** Chooses the language of one's mails on the profile, from a page in Indonesian. */
  async function chooseMailLanguage(
    token: string,
    user: { name: string; email: string; username: string },
    locale: string,
  ) {
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/profile?lang=id",
      headers: { authorization: `Bearer ${token}` },
      payload: { name: user.name, email: user.email, username: user.username, locale },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.locale).toBe(locale);
  }

  it("a customer who chose Malay gets the booking mail in Malay; an admin who chose English, the payment's in English", async () => {
    const admin = await createUser(t.db, { role: "admin", password: "Admin12345", locale: "id" });
    const adminToken = await loginAs(t.app, admin.username, "Admin12345");
    await chooseMailLanguage(adminToken, admin, "en");
    const user = await createUser(t.db, { role: "customer", password: "Cust12345", locale: "id" });
    const token = await loginAs(t.app, user.username, "Cust12345");
    await chooseMailLanguage(token, user, "my");

    // Booked and paid from pages in Indonesian.
    const res = await postBooking(t.app, token, checkoutBody(pkg.id, pkg.departures[0].id), undefined, "id");
    expect(res.statusCode).toBe(201);
    const booking = res.json().data;
    const paid = await t.app.inject({
      method: "POST",
      url: `/api/booking/${booking.id}/payment?lang=id`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        amount: booking.total,
        method: "manual",
        bank_account_id: bank.id,
        payer_name: "Nur Aina",
        payment_date: new Date().toISOString().slice(0, 10),
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);

    const link = (locale: string) => `${PUBLIC_URL}/panel/booking-history/${booking.id}?lang=${locale}`;
    const [created] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, user.email), eq(outbox.kind, "booking_created")));
    expect(created.locale).toBe("my");
    expect(created.text).toContain(`${expected.my.where}\n${link("my")}\n`);
    expect(created.text).toContain(expected.my.departure);
    const [received] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, admin.email), eq(outbox.kind, "booking_payment_received")));
    expect(received.locale).toBe("en");
    expect(received.text).toContain(link("en"));
    expect(received.text).not.toContain("lang=id");
  });
});
