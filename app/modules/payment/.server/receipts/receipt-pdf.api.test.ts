import { pdfText } from "#test/setup/pdf-text";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, settings, users } from "#db/schema";
import { bearer, checkoutBody, postBooking, postOnce } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, day, depositPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin } from "#test/setup/sessions";
import { winAnsi } from "./receipt-pdf";

/* A payment's receipt downloaded as a PDF (docs/product.md §Receipts). */

let t: TestApp;
let customer: string;
let customerId: number;
let other: string;
let pkg: TourPackage;
let cashier: string;
let finance: string;

beforeAll(async () => {
  ({ t, customer, customerId, other } = await bookingApp({ other: true }));
  // 60,000,000 a person: a deposit of 3,000,000 a person, then the rest.
  pkg = await depositPackage(t.db, { basePrice: 60_000_000_00 });
  const [{ id: bandung }] = await t.db
    .insert(branches)
    .values({ name: { id: "Cabang Bandung", en: "Bandung branch" }, address: "Jl. Asia Afrika 8" })
    .returning();
  await t.db.update(users).set({ branchId: bandung }).where(eq(users.id, customerId));
  cashier = (await signInAdmin(t, { staffRole: "sales", branchId: bandung, name: "Rina Kasir" })).token;
  finance = (await signInAdmin(t, { staffRole: "finance", branchId: null })).token;
});
afterAll(async () => t?.close());

const post = (token: string, url: string, payload?: unknown) => postOnce(t.app, token, url, payload);

/** A booking of the customer taken at the Bandung counter, and a cash payment of `amount`, confirmed or not. */
async function cashPayment(amount: number, confirm = true) {
  const booked = await postBooking(
    t.app,
    cashier,
    checkoutBody(pkg.id, pkg.departures[0].id, { payment_type: "deposit", customer_id: customerId }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const booking = booked.json().data as { id: string; code: string };
  const paid = await post(cashier, `/api/booking/${booking.id}/counter-payment`, {
    amount,
    method: "cash",
    payment_date: day(0),
    payer_name: "Siti Rahmah",
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const payment = paid.json().data as { id: number };
  if (confirm) expect((await post(finance, `/api/payment/${payment.id}/confirm`)).statusCode).toBe(200);
  return { booking, payment };
}

const download = (token: string | null, bookingId: string, paymentId: number, query = "") =>
  t.app.inject({
    method: "GET",
    url: `/api/booking/${bookingId}/payment/${paymentId}/receipt.pdf${query}`,
    headers: token ? bearer(token) : {},
  });

const mediaBox = (pdf: Buffer) => /\/MediaBox \[([^\]]+)\]/.exec(pdf.toString("latin1"))?.[1].trim();

describe("the receipt as a PDF", () => {
  it("gives its customer the receipt in Indonesian on A5: number, amount in words and figures; the next download is a copy", async () => {
    const { booking, payment } = await cashPayment(7_250_000_00);
    const first = await download(customer, booking.id, payment.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers["content-type"]).toBe("application/pdf");
    expect(first.headers["cache-control"]).toBe("private, no-store");
    const disposition = String(first.headers["content-disposition"]);
    const number = /^attachment; filename="(KW-\d{4}-\d{2}-\d{6})\.pdf"/.exec(disposition)?.[1];
    expect(number, disposition).toBeTruthy();
    expect(first.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    // A5 landscape.
    expect(mediaBox(first.rawPayload)).toBe("0 0 595.28 419.53");

    const text = pdfText(first.rawPayload);
    expect(text).toContain(number);
    expect(text).toContain("KWITANSI");
    expect(text).toContain("Sudah terima dari Siti Rahmah");
    expect(text).toContain("Uang sejumlah Tujuh Juta Dua Ratus Lima Puluh Ribu Rupiah");
    expect(text).toMatch(/Rp 7\.250\.000/);
    expect(text).toContain(`Pemesanan ${booking.code}`);
    expect(text).toContain("Tunai");
    expect(text).toContain("Cabang Bandung");
    expect(text).toContain("Rina Kasir");
    expect(text).toContain("Meterai Rp 10.000");
    expect(text).not.toContain("SALINAN");

    // The second download, in English on A4: the same receipt, marked as a copy.
    const again = await download(customer, booking.id, payment.id, "?size=a4&lang=en");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers["content-disposition"]).toContain(`filename="${number}.pdf"`);
    expect(mediaBox(again.rawPayload)).toBe("0 0 595.28 841.89");
    const copy = pdfText(again.rawPayload);
    expect(copy).toContain(number);
    expect(copy).toContain("RECEIPT");
    expect(copy).toContain("COPY");
    expect(copy).toContain("Seven Million Two Hundred Fifty Thousand Rupiah");
    expect(copy).toContain("Bandung branch");
    expect(copy).not.toContain("Tujuh Juta");
  });

  it("is nobody else's: another customer gets 404, a visitor 401, a payment not confirmed 404; staff who read the booking get it", async () => {
    const { booking, payment } = await cashPayment(3_000_000_00);
    const refused = await download(other, booking.id, payment.id);
    expect(refused.statusCode).toBe(404);
    expect(Object.keys(refused.json())).toEqual(["message"]);
    expect((await download(null, booking.id, payment.id)).statusCode).toBe(401);
    const waiting = await cashPayment(100_000_00, false);
    expect((await download(customer, waiting.booking.id, waiting.payment.id)).statusCode).toBe(404);
    // The refusals counted nothing: the customer's first download is the original (Malay here).
    const own = await download(customer, booking.id, payment.id, "?lang=my");
    expect(own.statusCode).toBe(200);
    const text = pdfText(own.rawPayload);
    expect(text).toContain("RESIT");
    expect(text).not.toContain("SALINAN");
    // No stamp duty at Rp 5,000,000 or less.
    expect(text).not.toContain("Duti setem");
    const staff = await download(finance, booking.id, payment.id);
    expect(staff.statusCode).toBe(200);
    expect(pdfText(staff.rawPayload)).toContain("SALINAN");
  });
});

describe("the agency's licences on the receipt PDF", () => {
  const licences = (values: Partial<typeof settings.$inferInsert>) =>
    t.db.update(settings).set(values).where(eq(settings.id, 1));
  afterAll(() => licences({ ppiuLicence: null, ppiuLicenceDate: null, businessNumber: null, kpkLicence: null }));

  it("prints those the settings have under the agency's name, dated in the reader's language; none when unset", async () => {
    const { booking, payment } = await cashPayment(1_000_000_00);
    const plain = pdfText((await download(customer, booking.id, payment.id)).rawPayload);
    expect(plain).not.toContain("PPIU");
    expect(plain).not.toContain("NIB");

    await licences({ ppiuLicence: "U.123 Tahun 2020", ppiuLicenceDate: "2020-03-12", businessNumber: "9120001234567" });
    const id = pdfText((await download(customer, booking.id, payment.id)).rawPayload);
    expect(id).toContain("Izin PPIU No. U.123 Tahun 2020 tanggal 12 Maret 2020 · NIB 9120001234567");
    expect(id).not.toContain("KPK");

    await licences({ ppiuLicence: null, ppiuLicenceDate: null, businessNumber: null, kpkLicence: "KPK/LN-1234" });
    const en = pdfText((await download(customer, booking.id, payment.id, "?lang=en&size=a4")).rawPayload);
    // pdfmake writes the text after a slash (a break opportunity) as a text object of its own.
    expect(en).toMatch(/Licence KPK\/ ?LN-1234/);
    expect(en).not.toContain("PPIU");
  });
});

describe("winAnsi (the standard fonts' characters)", () => {
  it("keeps Latin-1 and the Windows-1252 extras, spells other letters without accents, and shows the rest as ?", () => {
    expect(winAnsi("Rp\u00a07.250.000 – “Siti” Müller € …")).toBe("Rp\u00a07.250.000 – “Siti” Müller € …");
    expect(winAnsi("Şükrü Ğ\u202f12")).toBe("Sükrü G 12");
    expect(winAnsi("محمد 中")).toBe("???? ?");
  });
});
