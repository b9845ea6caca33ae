import { describe, expect, it } from "vitest";
import { tr } from "#test/factories";
import { renderRejectionMail } from "./document-mail";

const input = (locale: "id" | "en" | "my") => ({
  to: { name: "Ibu Siti", locale },
  site: "Amanah Tour",
  booking: { id: "0b6f1f4e-7d2a-4b1c-9a55-3c1d2e3f4a5b", code: "AMN123" },
  tourName: tr("Umrah Reguler", "Regular Umrah", "Umrah Biasa"),
  departureStart: "2027-03-15",
  kind: "meningitis" as const,
  guestName: "Ahmad\nBin Ali",
  reason: "Tanggal tidak terbaca",
});

describe("renderRejectionMail", () => {
  it("says which document of which guest, the reason and the link, in the customer's language", () => {
    const cases = [
      ["id", "Sertifikat vaksin meningitis", "15 Maret 2027", "Alasan: Tanggal tidak terbaca"],
      ["en", "Meningitis vaccination certificate", "March 15, 2027", "Reason: Tanggal tidak terbaca"],
      ["my", "Sijil vaksinasi meningitis", "15 Mac 2027", "Sebab: Tanggal tidak terbaca"],
    ] as const;
    for (const [locale, kind, date, reason] of cases) {
      const mail = renderRejectionMail(input(locale), "https://amanah.example/");
      expect(mail.subject).toContain("AMN123");
      expect(mail.subject).toContain(kind);
      // A name cannot break the subject or add lines.
      expect(mail.subject).not.toContain("\n");
      expect(mail.text).toContain("Ahmad Bin Ali");
      expect(mail.text).toContain(date);
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(
        `https://amanah.example/panel/booking-history/${input(locale).booking.id}?lang=${locale}`,
      );
    }
  });
});
