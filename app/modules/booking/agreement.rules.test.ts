import { describe, expect, it } from "vitest";
import { type AgreementFacts, fill, renderAgreement } from "./agreement.rules";
import { AGREEMENT_VERSION } from "./booking.contract";

/* The written agreement built from the booking, package and departure (docs/product.md §Written agreement). */

const facts: AgreementFacts = {
  booking: { code: "AB12CD", customer: "Siti Rahmah", guests: ["Siti Rahmah", "Ahmad Fauzi"], total: 61_000_000_00 },
  agency: { name: "Amanah Tour", address: "Jl. Merdeka 1", phone: "021 555", licences: ["PPIU U.123"] },
  package: { name: { id: "Umrah Reguler", en: "Regular Umrah", my: "Umrah Biasa" }, kind: "umrah" },
  departure: { start_date: "2027-01-10", end_date: "2027-01-18" },
  flights: [
    {
      airline: "SV",
      airline_name: "Saudia",
      flight_number: "SV 817",
      origin: "CGK",
      origin_city: "Jakarta",
      destination: "JED",
      destination_city: "Jeddah",
      departs_at: "2027-01-10T03:25:00Z",
      departs_zone: "Asia/Jakarta",
    },
  ],
  stays: [{ city: "Makkah", hotel: "Al Safwah", check_in: "2027-01-10", check_out: "2027-01-15" }],
  hotel_cities: ["Makkah", "Madinah"],
  facilities: [
    { name: { id: "Visa umrah", en: "Umrah visa", my: "Visa umrah" }, included: true },
    { name: { id: "Paspor", en: "Passport", my: "Pasport" }, included: false },
  ],
  money: {
    currency: "IDR",
    from_price: null,
    deposit: 6_000_000_00,
    expiry_hours: 24,
    full_due_on: "2026-12-11",
    full_payment_days: 30,
  },
  cancellation: {
    tiers: [
      { from_days: 30, percent: 25, fixed: null },
      { from_days: 7, percent: 100, fixed: null },
    ],
    admin_fee: 500_000_00,
  },
};

const section = (doc: ReturnType<typeof renderAgreement>, key: string) =>
  JSON.stringify(doc.sections.find((s) => s.key === key));

describe("renderAgreement", () => {
  it("writes the booking's facts in Indonesian: dates, amounts, flights, hotels, tiers", () => {
    const doc = renderAgreement(facts, "id");
    expect(doc.version).toBe(AGREEMENT_VERSION);
    expect(doc.title).toBe("Perjanjian Perjalanan");
    expect(doc.intro).toContain("AB12CD");
    expect(section(doc, "parties")).toContain("Amanah Tour, PPIU U.123, Jl. Merdeka 1, 021 555");
    expect(section(doc, "guests")).toContain("Ahmad Fauzi");
    expect(section(doc, "trip")).toContain("Berangkat 10 Januari 2027 dan kembali 18 Januari 2027 (9 hari)");
    expect(section(doc, "flights")).toContain(
      "Saudia SV 817: Jakarta (CGK) ke Jeddah (JED), berangkat 10 Januari 2027",
    );
    expect(section(doc, "hotels")).toContain("Makkah: Al Safwah, 10 Januari 2027 sampai 15 Januari 2027");
    expect(section(doc, "includes")).toContain("Visa umrah");
    expect(section(doc, "includes")).toContain("Paspor");
    expect(section(doc, "price")).toMatch(/Rp\s?61\.000\.000/);
    expect(section(doc, "price")).toContain("11 Desember 2026");
    const cancel = section(doc, "cancellation");
    expect(cancel).toContain("Lebih dari 30 hari sebelum keberangkatan: tanpa biaya pembatalan.");
    expect(cancel).toContain("8 sampai 30 hari sebelum keberangkatan: 25% dari harga seluruhnya.");
    expect(cancel).toContain("7 hari atau kurang sebelum keberangkatan: 100% dari harga seluruhnya.");
    expect(cancel).toMatch(/Rp\s?500\.000/);
    expect(section(doc, "agency_change")).toContain("30 hari");
  });

  it("writes the same agreement in English and Malay, in their dates and figures", () => {
    const en = renderAgreement(facts, "en");
    expect(en.title).toBe("Travel Agreement");
    expect(section(en, "trip")).toContain("Regular Umrah");
    expect(section(en, "trip")).toContain("January 10, 2027");
    expect(section(en, "price")).toContain("December 11, 2026");
    expect(section(en, "includes")).toContain("Not included in the price:");
    const my = renderAgreement(facts, "my");
    expect(section(my, "trip")).toContain("Umrah Biasa");
    expect(section(my, "trip")).toContain("10 Januari 2027");
    expect(section(my, "flights")).toContain("berlepas");
    expect(my.sections.map((s) => s.key)).toEqual(en.sections.map((s) => s.key));
  });

  it("before a booking (the preview): the 'from' price, no names, the days before departure", () => {
    const doc = renderAgreement(
      {
        ...facts,
        booking: null,
        flights: [],
        stays: [],
        money: { ...facts.money, from_price: 30_500_000_00, full_due_on: null },
      },
      "en",
    );
    expect(doc.booking_code).toBeNull();
    expect(section(doc, "parties")).toContain("the person named on the booking");
    expect(section(doc, "price")).toMatch(/From (Rp|IDR)\s?30,500,000 per person/);
    expect(section(doc, "price")).toContain("no later than 30 days before departure");
    expect(section(doc, "flights")).toContain("no later than 14 days before departure");
    expect(section(doc, "hotels")).toContain("hotels in Makkah, Madinah");
    // A tour's hotels are not "in Makkah and Madinah".
    const tour = renderAgreement({ ...facts, package: { ...facts.package, kind: "tour" } }, "en");
    expect(tour.sections.find((s) => s.key === "hotels")?.heading).toBe("Hotels");
    expect(renderAgreement(facts, "en").sections.find((s) => s.key === "hotels")?.heading).toBe(
      "Hotels in Makkah and Madinah",
    );
  });

  it("fills only the named values", () => {
    expect(fill("{{a}} and {{b}}", { a: 1 })).toBe("1 and {{b}}");
  });
});
