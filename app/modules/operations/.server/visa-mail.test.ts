import { describe, expect, it } from "vitest";
import { tr } from "#test/factories";
import { renderVisaMail, type VisaMailInput } from "./visa-mail";

const input = (locale: "id" | "en" | "my", more: Partial<VisaMailInput> = {}): VisaMailInput => ({
  to: { name: "Ibu Siti", locale },
  site: "Amanah Tour",
  booking: { id: "0b6f1f4e-7d2a-4b1c-9a55-3c1d2e3f4a5b", code: "AMN123" },
  tourName: tr("Umrah Reguler", "Regular Umrah", "Umrah Biasa"),
  departureStart: "2027-03-15",
  guestName: "Ahmad\nBin Ali",
  status: "issued",
  visaNumber: "6012345678",
  expiresOn: "2027-06-12",
  reason: null,
  hasFile: true,
  ...more,
});

describe("renderVisaMail", () => {
  it("an issued visa: whose, the trip, the number and the last valid day, the file and the link, in the customer's language", () => {
    const cases = [
      ["id", "Umrah Reguler", "15 Maret 2027", "12 Juni 2027", "File visa dapat dibuka"],
      ["en", "Regular Umrah", "March 15, 2027", "June 12, 2027", "The visa file can be opened"],
      ["my", "Umrah Biasa", "15 Mac 2027", "12 Jun 2027", "Fail visa boleh dibuka"],
    ] as const;
    for (const [locale, tour, departure, expires, file] of cases) {
      const mail = renderVisaMail(input(locale), "https://amanah.example/");
      expect(mail.subject).toContain("AMN123");
      // A name cannot break the subject or add lines.
      expect(mail.subject).not.toContain("\n");
      expect(mail.subject).toContain("Ahmad Bin Ali");
      for (const part of [tour, departure, expires, "6012345678", file, "Amanah Tour"])
        expect(mail.text).toContain(part);
      expect(mail.text).toContain(
        `https://amanah.example/panel/booking-history/${input(locale).booking.id}?lang=${locale}`,
      );
    }
    expect(renderVisaMail(input("en", { hasFile: false }), "https://amanah.example").text).not.toContain("visa file");
  });

  it("a rejection gives the reason", () => {
    const mail = renderVisaMail(
      input("en", { status: "rejected", visaNumber: null, expiresOn: null, reason: "Foto paspor buram" }),
      "https://amanah.example",
    );
    expect(mail.subject).toBe("Booking AMN123: the visa application of Ahmad Bin Ali was rejected");
    expect(mail.text).toContain("Reason: Foto paspor buram");
    expect(mail.text).not.toContain("Visa number");
  });
});
