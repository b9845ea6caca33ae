import pdfmake from "pdfmake";
import type { Content, TDocumentDefinitions } from "pdfmake/interfaces";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";
import { serverT } from "#app/shared/i18n/server";
import { localeTag } from "#app/shared/i18n/config";
import { winAnsi } from "#app/modules/payment/.server/receipts/receipt-pdf";
import type { BookingAgreement } from "./booking-agreement";

/*
 * The written agreement as a PDF (docs/product.md §Written agreement): what the printable page
 * (booking ui/agreement-sheet.tsx) shows, laid out by pdfmake on A4 in the PDF standard fonts,
 * as the receipts are (payment's receipt-pdf.ts sets pdfmake's fonts and its no-file policy).
 */

const MM = 72 / 25.4;
const INK = "#0f172a";
const MUTED = "#475569";

/** The booking's agreement, its version and its acceptance, in the reader's language. */
export async function agreementPdf(doc: BookingAgreement, siteName: string): Promise<Buffer> {
  const a = doc.agreement;
  const t = serverT(a.locale, "booking_panel");
  const text = (s: string) => winAnsi(s);
  const moment = dateTimeFormat(a.locale, { dateStyle: "long", timeStyle: "short", timeZone: AGENCY_TIME_ZONE });
  const acc = doc.acceptance;
  const accepted = acc
    ? t(acc.how === "checkout" ? "agreement.accepted_checkout" : "agreement.accepted_in_person", {
        date: moment.format(new Date(acc.accepted_at)),
        version: acc.version,
        name: acc.recorded_by?.name ?? "",
      })
    : t("agreement.not_accepted");

  const content: Content[] = [
    { text: text(siteName), bold: true, fontSize: 13 },
    { text: text(a.title.toLocaleUpperCase(localeTag[a.locale])), bold: true, fontSize: 16, margin: [0, 6, 0, 0] },
    {
      text: text(
        [
          t("agreement.booking_code", { code: a.booking_code ?? "" }),
          t("agreement.version", { version: a.version }),
        ].join(" · "),
      ),
      color: MUTED,
      margin: [0, 2, 0, 8],
    },
    { text: text(a.intro), margin: [0, 0, 0, 6] },
  ];
  a.sections.forEach((s, i) => {
    content.push({ text: text(`${i + 1}. ${s.heading}`), bold: true, fontSize: 12, margin: [0, 8, 0, 3] });
    for (const b of s.blocks) {
      if (b.kind === "p") content.push({ text: text(b.text), margin: [0, 0, 0, 3] });
      else {
        if (b.label) content.push({ text: text(b.label), italics: true, margin: [0, 2, 0, 1] });
        content.push({ ul: b.items.map(text), margin: [0, 0, 0, 3] });
      }
    }
  });
  content.push({ text: text(accepted), bold: true, margin: [0, 12, 0, 0] });

  const definition: TDocumentDefinitions = {
    pageSize: "A4",
    pageMargins: [15 * MM, 15 * MM, 15 * MM, 15 * MM],
    language: localeTag[a.locale],
    info: {
      title: text(`${a.title} ${a.booking_code ?? ""}`.trim()),
      author: text(siteName),
      subject: text(t("agreement.version", { version: a.version })),
      creator: text(siteName),
    },
    footer: (page: number, pages: number) => ({
      text: text(`${a.booking_code ?? ""} · ${a.version} · ${page}/${pages}`),
      alignment: "center",
      fontSize: 8,
      color: MUTED,
    }),
    defaultStyle: { font: "Helvetica", fontSize: 10, color: INK, lineHeight: 1.2 },
    content,
  };
  return pdfmake.createPdf(definition).getBuffer();
}
