import type { Translations } from "#app/shared/translatable.contract";
import { formatDay } from "#app/shared/dates";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { oneLine } from "#app/shared/one-line";
import { pickLocale } from "#app/shared/translate";
import type { DocumentKind } from "#app/modules/document/document.contract";
import { KIND_KEYS } from "#app/modules/document/labels";
import { mailLink, mailOrigin } from "#app/modules/notification/.server/mail-language";
import type { WhatsappMessage } from "#app/modules/notification/.server/enqueue-mail";

export interface RejectionMailInput {
  to: { name: string; locale: Locale };
  site: string;
  booking: { id: string; code: string };
  tourName: Translations | null;
  departureStart: string | null;
  kind: DocumentKind;
  guestName: string;
  reason: string;
}

/**
 * A rejected document, in the customer's language (pure, unit-tested): which document of which
 * guest, the reason, and the link to the booking page where the new file is uploaded; greeting,
 * link line and signature as the booking mails.
 */
export function renderRejectionMail(
  m: RejectionMailInput,
  publicUrl: string,
): { subject: string; text: string; whatsapp: WhatsappMessage } {
  const locale = m.to.locale;
  const t = serverT(locale, "document");
  const tb = serverT(locale, "booking_server");
  const { origin, site } = mailOrigin(publicUrl, m.site);
  const values = {
    code: m.booking.code,
    site,
    document: t(KIND_KEYS[m.kind]),
    guest: oneLine(m.guestName),
    reason: m.reason,
    tour: pickLocale(m.tourName, locale) || "-",
    departure: m.departureStart ? formatDay(m.departureStart, locale, { dateStyle: "long" }) : "-",
  };
  const link = mailLink(origin, `/panel/booking-history/${m.booking.id}`, locale);
  const lines = [
    tb("greeting", { name: oneLine(m.to.name) }),
    "",
    t("mail.rejected_body", values),
    "",
    tb("where", values),
    link,
    "",
    tb("signature", values),
  ];
  return {
    subject: oneLine(t("mail.rejected_subject", values)),
    text: lines.join("\n"),
    // Its WhatsApp side (docs/product.md §WhatsApp).
    whatsapp: {
      template: "document_rejected",
      params: [m.to.name, values.document, values.guest, m.reason],
      link,
    } satisfies WhatsappMessage,
  };
}
