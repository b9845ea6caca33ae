import { balanceDue } from "#app/modules/booking/booking.rules";
import type { BookingStatus } from "#app/modules/booking/booking.contract";
import type { Translations } from "#app/shared/translatable.contract";
import { AGENCY_TIME_ZONE, formatDay, formatMoment } from "#app/shared/dates";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { type Currency, formatMoney } from "#app/shared/money";
import { oneLine } from "#app/shared/one-line";
import { pickLocale } from "#app/shared/translate";
import type { DueReminder } from "#app/modules/booking/schedule.rules";
import { type MailTransfer, type RenderedMail, transferValues } from "#app/modules/booking/.server/booking-mail";
import { mailLink, mailOrigin } from "#app/modules/notification/.server/mail-language";
import type { WhatsappMessage } from "#app/modules/notification/.server/enqueue-mail";

export interface ReminderMailInput {
  to: { name: string; locale: Locale };
  site: string;
  booking: { id: string; code: string; status: BookingStatus; currency: string; total: number; paidTotal: number };
  tourName: Translations | null;
  departure: { startDate: string } | null;
  reminder: DueReminder;
  /** What the due date asks for (schedule.rules amountOwed). */
  amount: number;
  /** The deposit's exact moment (when the booking would expire); null for a calendar day. */
  dueAt: Date | null;
  /** The booking's issued transfer (decision 058): its exact amount is stated when it is what this date asks. */
  transfer?: MailTransfer | null;
}

/**
 * A payment reminder in the customer's language (pure, unit-tested): what is owed, by when, what
 * is paid so far, and the link to the booking, like the booking mails (booking-mail.ts) whose
 * greeting, link line and signature it shares.
 */
export function renderReminderMail(m: ReminderMailInput, publicUrl: string): RenderedMail {
  const locale = m.to.locale;
  const t = serverT(locale, "schedule");
  const tb = serverT(locale, "booking_server");
  const money = (n: number) => formatMoney(n, m.booking.currency as Currency, locale);
  const { origin, site } = mailOrigin(publicUrl, m.site);
  const date = m.dueAt
    ? formatMoment(m.dueAt, locale, AGENCY_TIME_ZONE)
    : formatDay(m.reminder.dueOn, locale, { dateStyle: "long" });
  const values = {
    code: m.booking.code,
    site,
    tour: pickLocale(m.tourName, locale) || "-",
    departure: m.departure ? formatDay(m.departure.startDate, locale, { dateStyle: "long" }) : "-",
    amount: money(m.amount),
    date,
    paid: money(m.booking.paidTotal),
    total: money(m.booking.total),
    remaining: money(balanceDue(m.booking)),
    link: mailLink(origin, `/panel/booking-history/${m.booking.id}`, locale),
  };
  const what = m.reminder.due === "deposit" ? t("mail.what_deposit") : t("mail.what_full");
  const body =
    m.reminder.kind === "before_7"
      ? t("mail.before_7", { ...values, what })
      : m.reminder.kind === "before_1"
        ? t("mail.before_1", { ...values, what })
        : t("mail.overdue", { ...values, what });
  const subject =
    m.reminder.kind === "before_7"
      ? t("mail.subject_before_7", values)
      : m.reminder.kind === "before_1"
        ? t("mail.subject_before_1", values)
        : t("mail.subject_overdue", values);
  const exact = m.transfer?.amount === m.amount ? transferValues(m.transfer, money) : null;
  const lines = [
    tb("greeting", { name: oneLine(m.to.name) }),
    "",
    body,
    ...(exact ? ["", tb("transfer_exact", exact)] : []),
    "",
    t("mail.summary", values),
    "",
    tb("where", values),
    values.link,
    "",
    tb("signature", values),
  ];
  return { subject: oneLine(subject), text: lines.join("\n") };
}

/** The reminder's WhatsApp side (docs/product.md §WhatsApp): the amount to transfer exactly when one is issued for it. */
export function reminderWhatsapp(m: ReminderMailInput, publicUrl: string): WhatsappMessage {
  const locale = m.to.locale;
  const money = (n: number) => formatMoney(n, m.booking.currency as Currency, locale);
  const { origin } = mailOrigin(publicUrl, m.site);
  const exact = m.transfer?.amount === m.amount ? transferValues(m.transfer, money) : null;
  const date = m.dueAt
    ? formatMoment(m.dueAt, locale, AGENCY_TIME_ZONE)
    : formatDay(m.reminder.dueOn, locale, { dateStyle: "long" });
  return {
    template: m.reminder.kind === "overdue" ? "payment_overdue" : "payment_reminder",
    params: [m.to.name, m.booking.code, exact?.transfer ?? money(m.amount), date],
    link: mailLink(origin, `/panel/booking-history/${m.booking.id}`, locale),
  };
}
