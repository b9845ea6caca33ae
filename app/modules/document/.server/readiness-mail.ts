import { formatDay } from "#app/shared/dates";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { oneLine } from "#app/shared/one-line";
import type { DocumentKind } from "#app/modules/document/document.contract";
import { READINESS_KIND_KEYS } from "#app/modules/document/labels";
import { mailLink, mailOrigin } from "#app/modules/notification/.server/mail-language";

export interface ReadinessMailInput {
  to: { name: string; locale: Locale };
  site: string;
  booking: { id: string; code: string };
  tourName: string;
  departureStart: string;
  /** Per guest, the documents still asked for. */
  guests: {
    name: string;
    documents: { kind: DocumentKind; status: "missing" | "rejected"; due_on: string | null }[];
  }[];
}

/**
 * The reminder about missing or rejected documents (pure, unit-tested), in the customer's
 * language: per guest what is missing or rejected and by when, and the link to the booking page
 * where they upload.
 */
export function renderReadinessMail(m: ReadinessMailInput, publicUrl: string): { subject: string; text: string } {
  const locale = m.to.locale;
  const t = serverT(locale, "readiness");
  const { origin, site } = mailOrigin(publicUrl, m.site);
  const values = {
    code: m.booking.code,
    site,
    tour: oneLine(m.tourName) || "-",
    departure: formatDay(m.departureStart, locale, { dateStyle: "long" }),
    link: mailLink(origin, `/panel/booking-history/${m.booking.id}`, locale),
  };
  const lines = [t("mail.greeting", { name: oneLine(m.to.name) }), "", t("mail.intro", values), ""];
  for (const g of m.guests) {
    lines.push(oneLine(g.name));
    for (const d of g.documents) {
      const what = t(READINESS_KIND_KEYS[d.kind]);
      const due = d.due_on ? formatDay(d.due_on, locale, { dateStyle: "long" }) : "-";
      lines.push(
        d.status === "rejected"
          ? `- ${t("mail.line_rejected", { what, due })}`
          : `- ${t("mail.line_missing", { what, due })}`,
      );
    }
    lines.push("");
  }
  lines.push(t("mail.where"), values.link, "", t("mail.signature", values));
  return { subject: oneLine(t("mail.subject", values)), text: lines.join("\n") };
}
