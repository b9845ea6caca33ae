import type { FastifyReply } from "fastify";
import type { TFunction } from "i18next";
import pdfmake from "pdfmake";
import type { Content, CustomTableLayout, TDocumentDefinitions } from "pdfmake/interfaces";
import { AGENCY_TIME_ZONE, dateTimeFormat } from "#app/shared/dates";
import { type Locale, localeTag } from "#app/shared/i18n/config";
import { type Currency, formatMoney } from "#app/shared/money";
import { sendDownload } from "#app/shared/api.server";
import type { Ctx } from "#app/shared/context";
import { serverT } from "#app/shared/i18n/server";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import type { SettingDto } from "#app/modules/setting/setting.contract";
import type { ReceiptDto, ReceiptSize } from "#app/modules/payment/receipt.contract";
import { licenceParts } from "#app/modules/payment/agency-licences";

/*
 * The receipt (kwitansi) as a PDF (docs/product.md §Receipts): what the printable sheet
 * (ui/receipt-sheet.tsx) shows, in the same words of the booking_panel catalogue, laid out by
 * pdfmake on A5 landscape or A4. Only the PDF standard fonts (Helvetica): no font file is read
 * or shipped, and pdfmake may open no URL and no other local file.
 */

const HELVETICA = {
  normal: "Helvetica",
  bold: "Helvetica-Bold",
  italics: "Helvetica-Oblique",
  bolditalics: "Helvetica-BoldOblique",
};
const STANDARD_FONTS = new Set(Object.values(HELVETICA));
pdfmake.setFonts({ Helvetica: HELVETICA });
pdfmake.setUrlAccessPolicy(() => false);
// The standard fonts are named like files; they are all pdfmake may "open".
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));

/** Points per millimetre. */
const MM = 72 / 25.4;
const PAGE: Record<
  ReceiptSize,
  { size: "A5" | "A4"; orientation: "landscape" | "portrait"; margins: number[]; font: number }
> = {
  // As the sheet's @page rules: A5 landscape 8 mm × 10 mm, A4 12 mm.
  a5: { size: "A5", orientation: "landscape", margins: [10 * MM, 8 * MM, 10 * MM, 8 * MM], font: 10 },
  a4: { size: "A4", orientation: "portrait", margins: [12 * MM, 12 * MM, 12 * MM, 12 * MM], font: 11 },
};
const PAGE_WIDTH: Record<ReceiptSize, number> = { a5: 210 * MM, a4: 210 * MM };

const INK = "#0f172a";
const MUTED = "#475569";
const SOFT = "#334155";

/**
 * The Windows-1252 characters the standard fonts have beyond Latin-1 (pdfkit maps them); any
 * other character would be written as a broken glyph code, so it is spelt without its accents,
 * or shown as "?".
 */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".split("").map((c) => c.codePointAt(0)));
const representable = (code: number) =>
  code === 10 || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);

export function winAnsi(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (representable(code)) out += ch;
    // Intl's narrow and thin spaces, tabs: a plain space.
    else if (/\s/u.test(ch)) out += " ";
    else {
      const plain = ch.normalize("NFKD").replace(/\p{M}/gu, "");
      out += plain && [...plain].every((c) => representable(c.codePointAt(0)!)) ? plain : "?";
    }
  }
  return out;
}

/** Money and dates as the sheet writes them (useInvoiceFormat): in the reader's language. */
function formats(locale: Locale, currency: Currency) {
  const day = dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const moment = dateTimeFormat(locale, { dateStyle: "long", timeZone: AGENCY_TIME_ZONE });
  return {
    money: (minor: number) => formatMoney(minor, currency, locale),
    calendar: (iso: string) => {
      const d = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
      return Number.isNaN(d.getTime()) ? iso : day.format(d);
    },
    moment: (iso: string) => {
      const d = new Date(iso);
      return Number.isNaN(d.getTime()) ? iso : moment.format(d);
    },
  };
}

/** A one-cell box: its rules all round (solid or dashed), or only above and below. */
function boxLayout(options: { dash?: boolean; sides?: boolean; width?: number; color?: string }): CustomTableLayout {
  const width = options.width ?? 1.5;
  return {
    hLineWidth: () => width,
    vLineWidth: () => (options.sides === false ? 0 : width),
    hLineColor: () => options.color ?? INK,
    vLineColor: () => options.color ?? INK,
    ...(options.dash
      ? { hLineStyle: () => ({ dash: { length: 3 } }), vLineStyle: () => ({ dash: { length: 3 } }) }
      : {}),
  };
}

/**
 * A receipt's PDF: the agency and branch, its licences, the number (and "copy" on a reprint), received from,
 * the amount in words and in figures, for what, how it was paid, the balance left, the date,
 * the stamp duty's place when it applies, and the cashier's signature line. `t` is the reader's
 * booking_panel translator; `locale` their language, for dates, money and the document's language.
 */
export async function receiptPdf(
  receipt: ReceiptDto,
  setting: SettingDto,
  t: TFunction,
  locale: Locale,
  size: ReceiptSize,
): Promise<Buffer> {
  const r = receipt;
  const page = PAGE[size];
  const width = PAGE_WIDTH[size] - page.margins[0] - page.margins[2];
  const f = formats(locale, r.currency as Currency);
  const tag = localeTag[locale];
  const text = (value: string | null | undefined) => winAnsi(value ?? "");

  // A booking's payment, or a savings plan's deposit (its code and target; docs/product.md §Savings plans).
  const forWhat = [
    r.savings_plan
      ? `${t("receipt.for_plan", { code: r.savings_plan.code })} (${t("receipt.plan_target", { amount: f.money(r.savings_plan.target) })})`
      : t("receipt.for_booking", { code: r.booking?.code ?? "" }),
    r.package_name,
    r.departure
      ? t("receipt.departure", { start: f.calendar(r.departure.start_date), end: f.calendar(r.departure.end_date) })
      : null,
  ]
    .filter(Boolean)
    .join(" · ");
  const method = [t(`payment_method.${r.method}`), r.reference, f.calendar(r.payment_date)].filter(Boolean).join(" · ");

  const agency: Content[] = [
    { text: text(setting.name), bold: true, fontSize: page.font * 1.3 },
    ...(r.branch ? [{ text: text(r.branch.name), bold: true, color: SOFT }] : []),
    { text: text(r.branch?.address || setting.address), color: SOFT },
    { text: text(r.branch?.phone || setting.phone), color: SOFT },
  ];
  const licences = licenceParts(setting, t, f.calendar, r.ad_approval_serial).join(" · ");
  if (licences) agency.push({ text: text(licences), color: SOFT, fontSize: page.font * 0.9, margin: [0, 2, 0, 0] });
  const heading: Content[] = [
    { text: text(t("receipt.title").toLocaleUpperCase(tag)), bold: true, fontSize: 18, characterSpacing: 1 },
    { text: text(r.number), bold: true, fontSize: page.font + 2, margin: [0, 2, 0, 0] },
    ...(r.copy
      ? [
          {
            columns: [
              { width: "*", text: "" },
              {
                width: "auto",
                table: {
                  body: [[{ text: text(t("receipt.copy").toLocaleUpperCase(tag)), bold: true, characterSpacing: 2 }]],
                },
                layout: boxLayout({ color: SOFT }),
              },
            ],
            margin: [0, 4, 0, 0],
          } satisfies Content,
        ]
      : []),
  ];

  const rows: [string, Content][] = [
    [t("receipt.received_from"), { text: text(r.received_from), bold: true }],
    [t("receipt.amount_words"), { text: text(r.amount_words), italics: true }],
    [t("receipt.for"), { text: text(forWhat) }],
    [
      t("receipt.method"),
      r.escrow_account
        ? { stack: [text(method), { text: text(t("receipt.escrow", { account: r.escrow_account })), bold: true }] }
        : { text: text(method) },
    ],
    [t(r.savings_plan ? "receipt.plan_balance" : "receipt.balance"), { text: text(f.money(r.balance_after)) }],
  ];

  const signatureWidth = 170;
  const stampBox: Content = r.stamp_duty
    ? {
        columns: [
          { width: "*", text: "" },
          {
            width: 84,
            table: {
              widths: ["*"],
              heights: [60],
              body: [
                [{ text: text(t("receipt.stamp")), fontSize: page.font * 0.8, color: MUTED, margin: [0, 20, 0, 0] }],
              ],
            },
            layout: boxLayout({ dash: true, width: 0.75, color: MUTED }),
          },
          { width: "*", text: "" },
        ],
        margin: [0, 6, 0, 6],
      }
    : { text: "", margin: [0, 0, 0, 72] };

  const content: Content[] = [
    {
      columns: [
        { width: "*", stack: agency },
        { width: "auto", alignment: "right", stack: heading },
      ],
      columnGap: 16,
    },
    {
      canvas: [{ type: "line", x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 1.5, lineColor: INK }],
      margin: [0, 8, 0, 0],
    },
    {
      table: {
        widths: [size === "a5" ? 120 : 130, "*"],
        body: rows.map(([label, value]) => [{ text: text(label), color: MUTED }, value]),
      },
      layout: "noBorders",
      margin: [0, 10, 0, 0],
    },
    {
      columns: [
        {
          width: "*",
          stack: [
            {
              columns: [
                {
                  width: "auto",
                  table: {
                    body: [[{ text: text(f.money(r.amount)), bold: true, fontSize: 16, margin: [10, 4, 10, 4] }]],
                  },
                  layout: boxLayout({ sides: false }),
                },
                { width: "*", text: "" },
              ],
            },
          ],
          // Level with the signature line, as the sheet's footer lines them up at the bottom.
          margin: [0, 60, 0, 0],
        },
        {
          width: signatureWidth,
          alignment: "center",
          stack: [
            { text: text(f.moment(r.issued_at)) },
            stampBox,
            { canvas: [{ type: "line", x1: 0, y1: 0, x2: signatureWidth, y2: 0, lineWidth: 0.75, lineColor: SOFT }] },
            { text: text(r.cashier ?? setting.name), bold: true, margin: [0, 2, 0, 0] },
            { text: text(t("receipt.cashier")), color: MUTED },
          ],
        },
      ],
      columnGap: 16,
      margin: [0, 16, 0, 0],
    },
  ];

  const doc: TDocumentDefinitions = {
    pageSize: page.size,
    pageOrientation: page.orientation,
    pageMargins: page.margins as [number, number, number, number],
    language: tag,
    info: {
      title: text(t("receipt.meta_title", { number: r.number })),
      author: text(setting.name),
      subject: text(forWhat),
      creator: text(setting.name),
    },
    defaultStyle: { font: "Helvetica", fontSize: page.font, color: INK, lineHeight: 1.15 },
    content,
  };
  return pdfmake.createPdf(doc).getBuffer();
}

/**
 * A receipt sent as a download, `<number>.pdf`, in the reader's language: a booking's payment and a
 * savings plan's deposit alike (their routes differ only in how the receipt is found).
 */
export async function sendReceiptPdf(ctx: Ctx, reply: FastifyReply, receipt: ReceiptDto, size: ReceiptSize) {
  const body = await receiptPdf(
    receipt,
    await getSetting({ ctx }),
    serverT(ctx.locale, "booking_panel"),
    ctx.locale,
    size,
  );
  return sendDownload(reply, { filename: `${receipt.number}.pdf`, contentType: "application/pdf", body });
}
