import { formatDay } from "#app/shared/dates";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { oneLine } from "#app/shared/one-line";
import type { Translations } from "#app/shared/translatable.contract";
import { pickLocale } from "#app/shared/translate";
import { mailLink, mailOrigin } from "#app/modules/notification/.server/mail-language";

export interface VisaMailInput {
  to: { name: string; locale: Locale };
  site: string;
  booking: { id: string; code: string };
  tourName: Translations | null;
  departureStart: string | null;
  guestName: string;
  status: "issued" | "rejected";
  visaNumber: string | null;
  expiresOn: string | null;
  reason: string | null;
  /** Whether a visa file was recorded (the customer opens it from the booking page). */
  hasFile: boolean;
}

/**
 * A visa issued or rejected, told to the booking's customer in their language (pure,
 * unit-tested; decision 081): whose visa, for which trip, the number and the last valid day or
 * the embassy's reason, and the link to the booking page; greeting, link line and signature as
 * the booking mails. Mail only: WhatsApp sends approved templates, and none is approved for visas.
 */
export function renderVisaMail(m: VisaMailInput, publicUrl: string): { subject: string; text: string } {
  const locale = m.to.locale;
  const t = serverT(locale, "operations");
  const tb = serverT(locale, "booking_server");
  const { origin, site } = mailOrigin(publicUrl, m.site);
  const day = (iso: string | null) => (iso ? formatDay(iso, locale, { dateStyle: "long" }) : "-");
  const values = {
    code: m.booking.code,
    site,
    guest: oneLine(m.guestName),
    tour: pickLocale(m.tourName, locale) || "-",
    departure: day(m.departureStart),
    number: m.visaNumber ?? "-",
    expires: day(m.expiresOn),
    reason: m.reason ?? "-",
  };
  const lines = [
    tb("greeting", { name: oneLine(m.to.name) }),
    "",
    t(`visa.mail.${m.status}_body`, values),
    ...(m.status === "issued" && m.hasFile ? ["", t("visa.mail.file")] : []),
    "",
    tb("where", values),
    mailLink(origin, `/panel/booking-history/${m.booking.id}`, locale),
    "",
    tb("signature", values),
  ];
  return { subject: oneLine(t(`visa.mail.${m.status}_subject`, values)), text: lines.join("\n") };
}
