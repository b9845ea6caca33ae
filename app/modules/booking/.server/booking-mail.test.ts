import { describe, expect, it } from "vitest";
import type { Locale } from "#app/shared/i18n/config";
import { type BookingMailInput, type BookingMailKind, renderBookingMail } from "./booking-mail";

const PUBLIC_URL = "https://umrah.example.com";
const kinds: BookingMailKind[] = [
  "created",
  "payment_received",
  "payment_confirmed",
  "payment_rejected",
  "canceled",
  "expired",
];

function mail(kind: BookingMailKind, locale: Locale): BookingMailInput {
  return {
    kind,
    to: { email: "aisyah@example.test", name: "Nur Aisyah", locale },
    site: "Amanah Tour",
    booking: {
      id: "0b6f3c1e-3f0c-4c4e-9a55-5d1b2f7a9e10",
      code: "AMN-7QK2",
      status: "pending",
      currency: "IDR",
      total: 40_375_000_00,
      paidTotal: 0,
      pax: 2,
    },
    tourName: { id: "Umrah Reguler", en: "Regular Umrah", my: "Umrah Biasa" },
    departure: { startDate: "2027-01-04", endDate: "2027-01-13" },
    due: 10_000_000_00,
    // 16:30 UTC is 23:30 in Jakarta and already 00:30 the next day in Kuala Lumpur.
    payBefore: new Date("2026-12-01T16:30:00Z"),
    banks: [{ bank_name: "BSI", account_number: "7012345678", account_holder: "PT Amanah" }],
    payment: { amount: 10_000_000_00, method: "manual", payerName: "Nur Aisyah", paymentDate: "2026-11-28" },
    customerName: "Nur Aisyah",
    reason: "Bukti tidak terbaca",
  };
}

const expected = {
  id: {
    start: "4 Januari 2027",
    end: "13 Januari 2027",
    paid: "28 November 2026",
    due: "1 Desember 2026 pukul 23.30 Waktu Indonesia Barat",
  },
  en: {
    start: "January 4, 2027",
    end: "January 13, 2027",
    paid: "November 28, 2026",
    due: "December 1, 2026 at 11:30 PM Western Indonesia Time",
  },
  my: {
    start: "4 Januari 2027",
    end: "13 Januari 2027",
    paid: "28 November 2026",
    due: "1 Disember 2026 pada 11:30 PTG Waktu Indonesia Barat",
  },
} as const;

describe("booking mails", () => {
  for (const locale of ["id", "en", "my"] as const) {
    for (const kind of kinds) {
      it(`${kind} (${locale}) links to the booking on PUBLIC_URL and shows no raw date`, () => {
        const { text, subject } = renderBookingMail(mail(kind, locale), `${PUBLIC_URL}/`);
        expect(text).toContain(
          `\n${PUBLIC_URL}/panel/booking-history/0b6f3c1e-3f0c-4c4e-9a55-5d1b2f7a9e10?lang=${locale}\n`,
        );
        // Every link is absolute: no path without its origin.
        expect(text).not.toMatch(/(^|[\s(])\/panel/m);
        // No ISO date (2027-01-04) or bare ISO moment anywhere.
        expect(`${subject}\n${text}`).not.toMatch(/\d{4}-\d{2}-\d{2}/);
        expect(text).not.toContain("{{");
      });
    }

    it(`writes the departure, payment and deadline dates in ${locale}, the deadline's zone named`, () => {
      const e = expected[locale];
      const created = renderBookingMail(mail("created", locale), PUBLIC_URL).text;
      expect(created).toContain(`${e.start} – ${e.end}`);
      expect(created).toContain(e.due);
      expect(renderBookingMail(mail("payment_received", locale), PUBLIC_URL).text).toContain(e.paid);
    });
  }

  it("names the zone next to every time of day, in every kind and language", () => {
    for (const locale of ["id", "en", "my"] as const)
      for (const kind of kinds) {
        const { text, subject } = renderBookingMail(mail(kind, locale), PUBLIC_URL);
        // A time of day: 23.30 (id), 11:30 (en, my).
        for (const m of `${subject}\n${text}`.matchAll(/\b\d{1,2}[.:]\d{2}\b[^\n]*/g))
          expect(m[0], `${kind}/${locale}`).toMatch(
            /\d{1,2}[.:]\d{2}( (AM|PM|PG|PTG))? Waktu Indonesia Barat|Western Indonesia Time/,
          );
      }
  });

  it("signs with the site's host when the agency has no name yet", () => {
    const m = { ...mail("canceled", "en"), site: "" };
    expect(renderBookingMail(m, PUBLIC_URL).text).toMatch(/Regards,\numrah\.example\.com$/);
  });
});

describe("created mail of a card-link booking", () => {
  it.each(["id", "en", "my"] as const)(
    "points to the card page and to 'I have paid', not to bank accounts (%s)",
    (locale) => {
      const { text } = renderBookingMail(
        { ...mail("created", locale), banks: undefined, cardLink: "https://pay.example.com/amanah-umrah" },
        PUBLIC_URL,
      );
      expect(text).toContain("https://pay.example.com/amanah-umrah");
      expect(text).not.toContain("7012345678");
      expect(text).toMatch(/I have paid|Saya sudah membayar|Saya telah membayar/);
    },
  );
});

describe("created mail: the price by rooms and travellers", () => {
  const fareLines = {
    rooms: [{ name: "Double", guests: 2, price: 37_900_000_00, amount: 75_800_000_00 }],
    child_no_bed: { guests: 1, amount: 20_000_000_00 },
    infants: { guests: 1, amount: 5_000_000_00 },
  };
  const expectedLines = {
    id: [
      "Rincian harga:",
      "- Double: 2 × Rp 37.900.000 = Rp 75.800.000",
      "- Anak tanpa tempat tidur: 1 = Rp 20.000.000",
      "- Bayi: 1 = Rp 5.000.000",
    ],
    en: [
      "Price breakdown:",
      "- Double: 2 × IDR 37,900,000 = IDR 75,800,000",
      "- Child without bed: 1 = IDR 20,000,000",
      "- Infants: 1 = IDR 5,000,000",
    ],
    my: [
      "Pecahan harga:",
      "- Double: 2 × IDR 37,900,000 = IDR 75,800,000",
      "- Kanak-kanak tanpa katil: 1 = IDR 20,000,000",
      "- Bayi: 1 = IDR 5,000,000",
    ],
  } as const;
  it.each(["id", "en", "my"] as const)(
    "lists beds per room type, the child without bed and the infant (%s)",
    (locale) => {
      const { text } = renderBookingMail({ ...mail("created", locale), fareLines }, PUBLIC_URL);
      expect(text.replace(/\u00a0/g, " ")).toContain(expectedLines[locale].join("\n"));
    },
  );

  it("leaves out the lines a booking does not have", () => {
    const only = { ...fareLines, child_no_bed: { guests: 0, amount: 0 }, infants: { guests: 0, amount: 0 } };
    const { text } = renderBookingMail({ ...mail("created", "en"), fareLines: only }, PUBLIC_URL);
    expect(text).not.toContain("Child without bed");
    expect(text).not.toContain("Infants");
  });
});
