import type { Translations } from "../../../../db/schema";
import type { Ctx } from "../../../shared/context";
import type { Locale } from "../../../shared/i18n/config";
import { serverT } from "../../../shared/i18n/server";
import { type Currency, formatMoney } from "../../../shared/money";
import { pickLocale } from "../../../shared/translate";
import type { UserContact } from "../../account/server/describe-users";
import { enqueueMail } from "../../notification/server/enqueue-mail";
import { oneLine } from "../../../shared/one-line";

/*
 * The booking mails (decisions.md section 8), each written to the outbox inside the transaction
 * of the change that causes it, in the recipient's language.
 */

export type BookingMailKind =
  | "created"
  | "payment_received"
  | "payment_confirmed"
  | "payment_rejected"
  | "canceled"
  | "expired";

export interface MailBooking {
  id: string;
  code: string;
  currency: string;
  total: number;
  paidTotal: number;
  pax: number;
}

export interface BookingMailInput {
  kind: BookingMailKind;
  to: Pick<UserContact, "email" | "name" | "locale">;
  site: string;
  booking: MailBooking;
  tourName?: Translations | null;
  departure?: { startDate: string; endDate: string } | null;
  /** created: what is due now, the deadline and the accounts to transfer to. */
  due?: number;
  payBefore?: Date | null;
  banks?: { bank_name: string; account_number: string; account_holder: string }[];
  payment?: { amount: number; method: "manual" | "card_link"; payerName: string; paymentDate: string };
  customerName?: string;
  reason?: string | null;
}

export async function queueBookingMail(ctx: Ctx, m: BookingMailInput): Promise<void> {
  const locale: Locale = m.to.locale;
  const t = serverT(locale, "booking_server");
  const money = (amount: number) => formatMoney(amount, m.booking.currency as Currency, locale);
  const b = m.booking;
  const tour = pickLocale(m.tourName ?? null, locale) || "-";
  const values = {
    code: b.code,
    site: m.site,
    tour,
    pax: b.pax,
    total: money(b.total),
    paid: money(b.paidTotal),
    remaining: money(Math.max(0, b.total - b.paidTotal)),
    start: m.departure?.startDate ?? "-",
    end: m.departure?.endDate ?? "-",
    path: `/panel/booking-history/${b.id}`,
  };
  const lines: string[] = [t("greeting", { name: oneLine(m.to.name) }), ""];
  let subjectValues: Record<string, unknown> = values;
  switch (m.kind) {
    case "created":
      lines.push(t("created", { ...values, due: money(m.due ?? b.total) }));
      if (m.payBefore)
        lines.push(
          "",
          t("pay_before", {
            date: new Intl.DateTimeFormat(locale === "my" ? "ms" : locale, {
              dateStyle: "long",
              timeStyle: "short",
              timeZone: "Asia/Jakarta",
            }).format(m.payBefore),
          }),
        );
      lines.push("", m.banks?.length ? t("banks") : t("no_banks"));
      for (const bank of m.banks ?? [])
        lines.push(`- ${bank.bank_name} ${bank.account_number} (${oneLine(bank.account_holder)})`);
      break;
    case "payment_received": {
      const p = m.payment!;
      subjectValues = { ...values, amount: money(p.amount) };
      lines.push(
        t("payment_received", {
          ...values,
          customer: oneLine(m.customerName ?? ""),
          amount: money(p.amount),
          method: t(`method.${p.method}`),
          payer: oneLine(p.payerName),
          date: p.paymentDate,
        }),
      );
      break;
    }
    case "payment_confirmed":
      subjectValues = { ...values, amount: money(m.payment!.amount) };
      lines.push(t("payment_confirmed", { ...values, amount: money(m.payment!.amount) }));
      break;
    case "payment_rejected":
      lines.push(t("payment_rejected", { ...values, amount: money(m.payment!.amount), reason: m.reason ?? "-" }));
      break;
    case "canceled":
      lines.push(t("canceled", values));
      if (m.reason) lines.push(t("reason", { reason: m.reason }));
      break;
    case "expired":
      lines.push(t("expired", values));
      break;
  }
  lines.push("", t("where", values), "", t("signature", { site: m.site }));
  await enqueueMail({
    ctx,
    input: {
      kind: `booking_${m.kind}`,
      to: m.to.email,
      subject: oneLine(t(`subject.${m.kind}`, subjectValues)),
      text: lines.join("\n"),
      locale,
    },
  });
}
