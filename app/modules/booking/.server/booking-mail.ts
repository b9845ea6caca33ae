import { balanceDue } from "#app/modules/booking/booking.rules";
import type { Translations } from "#app/shared/translatable.contract";
import { AGENCY_TIME_ZONE, formatDay, formatMoment } from "#app/shared/dates";
import type { Ctx } from "#app/shared/context";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { type Currency, formatMoney } from "#app/shared/money";
import { pickLocale } from "#app/shared/translate";
import { describeUsers, type UserContact } from "#app/modules/account/.server/describe-users";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { enqueueMail, type WhatsappMessage } from "#app/modules/notification/.server/enqueue-mail";
import { oneLine } from "#app/shared/one-line";
import { fareLinesOf } from "#app/modules/catalog/rooms.rules";
import { listGuests } from "./booking.repository";
import type { BookingStatus, PaymentDto } from "#app/modules/booking/booking.contract";
import { mailLink, mailOrigin } from "#app/modules/notification/.server/mail-language";

/*
 * The booking mails (docs/product.md §Mail and notifications), each written to the outbox inside the transaction
 * of the change that causes it, in the recipient's language.
 */

export type BookingMailKind =
  | "created"
  | "payment_received"
  | "payment_confirmed"
  | "payment_rejected"
  | "canceled"
  | "expired"
  | "refund_paid";

export interface MailBooking {
  id: string;
  code: string;
  status: BookingStatus;
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
  /**
   * The exact amount the next transfer asks, with its unique code (decision 058): created (the
   * first payment), payment_confirmed and payment_rejected (what is owed next).
   */
  transfer?: MailTransfer | null;
  /** created, paid by the package's card payment link: where to pay instead of the accounts. */
  cardLink?: string | null;
  payment?: {
    /** payment_confirmed: the receipt's link (its WhatsApp message's button). */
    id?: string;
    amount: number;
    method: PaymentDto["method"];
    payerName: string;
    paymentDate: string;
  };
  customerName?: string;
  reason?: string | null;
  /** canceled: the penalty and fee kept and the refund owed; refund_paid: the amount and reference. */
  refund?: { penalty: number; admin_fee: number; refund: number; reference?: string } | null;
  /**
   * The price by rooms and travellers (mails that show the price): beds per room type at their
   * price, children without a bed and infants, from the guests' fares as sold.
   */
  fareLines?: MailFareLines | null;
}

/** An issued transfer as a mail states it (payments.status issued). */
export interface MailTransfer {
  amount: number;
  uniqueCode: number | null;
  transferAmount: number | null;
}

/** "Transfer exactly Rp 10.000.123: your payment Rp 10.000.000 plus the unique code Rp 123 ...", or nothing. */
export function transferValues(
  transfer: MailTransfer | null | undefined,
  money: (n: number) => string,
): { transfer: string; amount: string; unique: string } | null {
  if (!transfer || transfer.uniqueCode === null || transfer.transferAmount === null) return null;
  return {
    transfer: money(transfer.transferAmount),
    amount: money(transfer.amount),
    unique: money(transfer.uniqueCode),
  };
}

/** The fare lines a mail prints (rooms.rules fareLinesOf), room types named in the recipient's language. */
export interface MailFareLines {
  rooms: { name: string; guests: number; price: number; amount: number }[];
  child_no_bed: { guests: number; amount: number };
  infants: { guests: number; amount: number };
}

/** Mails that show the booking's price, and so its lines. */
const PRICED_KINDS: ReadonlySet<BookingMailKind> = new Set(["created"]);

/** A rendered mail: what the outbox stores. */
export interface RenderedMail {
  subject: string;
  text: string;
}

/**
 * Writes a booking mail in the recipient's language (pure, unit-tested beside): links absolute on
 * the site's public address, calendar dates written out, and every time of day in the agency's
 * zone with that zone named.
 */
export function renderBookingMail(m: BookingMailInput, publicUrl: string): RenderedMail {
  const locale: Locale = m.to.locale;
  const t = serverT(locale, "booking_server");
  const money = (amount: number) => formatMoney(amount, m.booking.currency as Currency, locale);
  const day = (iso: string) => formatDay(iso, locale, { dateStyle: "long" });
  const b = m.booking;
  const tour = pickLocale(m.tourName ?? null, locale) || "-";
  const { origin, site } = mailOrigin(publicUrl, m.site);
  const values = {
    code: b.code,
    site,
    tour,
    pax: b.pax,
    total: money(b.total),
    paid: money(b.paidTotal),
    remaining: money(balanceDue(b)),
    start: m.departure ? day(m.departure.startDate) : "-",
    end: m.departure ? day(m.departure.endDate) : "-",
    link: mailLink(origin, `/panel/booking-history/${b.id}`, locale),
  };
  const lines: string[] = [t("greeting", { name: oneLine(m.to.name) }), ""];
  const exact = transferValues(m.transfer, money);
  let subjectValues: Record<string, unknown> = values;
  switch (m.kind) {
    case "created":
      lines.push(t("created", { ...values, due: money(m.due ?? b.total) }));
      if (m.fareLines) lines.push("", ...fareLineTexts(m.fareLines, t, money));
      if (m.payBefore) lines.push("", t("pay_before", { date: formatMoment(m.payBefore, locale, AGENCY_TIME_ZONE) }));
      // A card-link booking pays on the card page and then tells us (decision 013): the bank
      // accounts would send it to the wrong method.
      if (m.cardLink) {
        lines.push("", t("card_link"), oneLine(m.cardLink));
        break;
      }
      // The exact amount from the first mail on, so the money is recognised on the statement
      // without the customer telling anything (decision 058).
      if (exact) lines.push("", t("transfer_exact", exact));
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
          date: day(p.paymentDate),
        }),
      );
      break;
    }
    case "payment_confirmed":
      subjectValues = { ...values, amount: money(m.payment!.amount) };
      lines.push(t("payment_confirmed", { ...values, amount: money(m.payment!.amount) }));
      if (exact) lines.push("", t("transfer_next", exact));
      break;
    case "payment_rejected":
      lines.push(t("payment_rejected", { ...values, amount: money(m.payment!.amount), reason: m.reason ?? "-" }));
      if (exact) lines.push("", t("transfer_next", exact));
      break;
    case "canceled":
      lines.push(t("canceled", values));
      if (m.reason) lines.push(t("reason", { reason: m.reason }));
      if (m.refund) lines.push("", ...refundLines(m.refund, locale, money));
      break;
    case "refund_paid": {
      const amount = money(m.refund?.refund ?? 0);
      lines.push(
        serverT(locale, "refund")("mail.paid", { ...values, amount, reference: oneLine(m.refund?.reference ?? "-") }),
      );
      subjectValues = { ...values, amount };
      break;
    }
    case "expired":
      lines.push(t("expired", values));
      break;
  }
  lines.push("", t("where", values), values.link, "", t("signature", values));
  const subject =
    m.kind === "refund_paid"
      ? serverT(locale, "refund")("mail.subject_paid", subjectValues)
      : t(`subject.${m.kind}`, subjectValues);
  return { subject: oneLine(subject), text: lines.join("\n") };
}

/** The cancel mail's money: penalty and fee kept, and the refund the agency owes (refund namespace). */
function refundLines(
  f: NonNullable<BookingMailInput["refund"]>,
  locale: Locale,
  money: (n: number) => string,
): string[] {
  // Inline calls, no translator variable: `t` parameters below keep resolving to booking_server.
  const out = [serverT(locale, "refund")("mail.penalty", { amount: money(f.penalty) })];
  if (f.admin_fee > 0) out.push(serverT(locale, "refund")("mail.admin_fee", { amount: money(f.admin_fee) }));
  out.push(
    f.refund > 0
      ? serverT(locale, "refund")("mail.refund_due", { amount: money(f.refund) })
      : serverT(locale, "refund")("mail.refund_none"),
  );
  return out;
}

/** The price lines of a mail: "Double: 2 × Rp 37.900.000 = Rp 75.800.000", then no bed and infants. */
function fareLineTexts(f: MailFareLines, t: ReturnType<typeof serverT>, money: (n: number) => string): string[] {
  const out = [t("price_lines")];
  for (const r of f.rooms)
    out.push(
      `- ${t("line.room", { name: oneLine(r.name), n: r.guests, price: money(r.price), amount: money(r.amount) })}`,
    );
  if (f.child_no_bed.guests > 0)
    out.push(`- ${t("line.child_no_bed", { n: f.child_no_bed.guests, amount: money(f.child_no_bed.amount) })}`);
  if (f.infants.guests > 0)
    out.push(`- ${t("line.infants", { n: f.infants.guests, amount: money(f.infants.amount) })}`);
  return out;
}

/**
 * The booking's fare lines from its guests as stored (inside the caller's transaction, so the
 * guests just written are there), room types named as sold, in the recipient's language.
 */
async function fareLinesOfBooking(ctx: Ctx, bookingId: string, locale: Locale): Promise<MailFareLines | null> {
  const guests = await listGuests(ctx.db, bookingId);
  if (guests.length === 0) return null;
  return fareLinesOf(
    guests.map((g) => ({
      position: g.position,
      traveller_type: g.travellerType,
      room_type_id: g.roomTypeId,
      room_type_code: g.roomTypeCode,
      room_type_name: pickLocale(g.roomTypeName, locale) || g.roomTypeCode,
      fare: g.fare,
    })),
  );
}

export async function queueBookingMail(ctx: Ctx, m: BookingMailInput & { userId?: number }): Promise<void> {
  const fareLines =
    m.fareLines === undefined && PRICED_KINDS.has(m.kind)
      ? await fareLinesOfBooking(ctx, m.booking.id, m.to.locale)
      : m.fareLines;
  // Contexts built by the server always carry PUBLIC_URL; a hand-built test context gets its default.
  const publicUrl = ctx.publicUrl ?? "http://localhost:3000";
  const mail = renderBookingMail({ ...m, fareLines }, publicUrl);
  await enqueueMail({
    ctx,
    input: {
      kind: `booking_${m.kind}`,
      to: m.to.email,
      subject: mail.subject,
      text: mail.text,
      locale: m.to.locale,
      userId: m.userId,
      bookingId: m.booking.id,
      whatsapp: bookingWhatsapp(m, publicUrl) ?? undefined,
    },
  });
}

/**
 * The WhatsApp side of the booking mails that have one (docs/product.md §WhatsApp): booking
 * received, with the exact transfer when one is asked, and payment confirmed, with its receipt.
 */
export function bookingWhatsapp(m: BookingMailInput, publicUrl: string): WhatsappMessage | null {
  const locale = m.to.locale;
  const money = (amount: number) => formatMoney(amount, m.booking.currency as Currency, locale);
  const b = m.booking;
  const { origin } = mailOrigin(publicUrl, m.site);
  const page = mailLink(origin, `/panel/booking-history/${b.id}`, locale);
  switch (m.kind) {
    case "created": {
      const exact = transferValues(m.transfer, money);
      return {
        template: "booking_received",
        params: [
          m.to.name,
          b.code,
          pickLocale(m.tourName ?? null, locale) || "-",
          money(b.total),
          exact?.transfer ?? money(m.due ?? b.total),
        ],
        link: page,
      };
    }
    case "payment_confirmed":
      return {
        template: "payment_confirmed",
        params: [m.to.name, money(m.payment?.amount ?? 0), b.code, money(balanceDue(b))],
        link: m.payment?.id ? mailLink(origin, `/panel/booking-history/${b.id}/receipt/${m.payment.id}`, locale) : page,
      };
    default:
      return null;
  }
}

/**
 * Mails a booking's customer in their language, signed with the site's name and naming the tour.
 * The lookups run one after another: callers are inside a transaction, one connection that takes
 * no concurrent queries.
 */
export async function mailBookingCustomer(
  ctx: Ctx,
  booking: MailBooking & { customerId: number; packageId: number | null },
  mail: Omit<BookingMailInput, "to" | "site" | "booking" | "tourName">,
): Promise<void> {
  const people = await describeUsers({ ctx, input: { ids: [booking.customerId] } });
  const customer = people.get(booking.customerId);
  if (!customer) return;
  const facts = await describeTours({
    ctx,
    input: { tour_ids: booking.packageId ? [booking.packageId] : [], time_ids: [] },
  });
  const policy = await getBookingPolicy({ ctx });
  await queueBookingMail(ctx, {
    ...mail,
    userId: booking.customerId,
    to: customer,
    site: policy.siteName,
    booking,
    tourName: booking.packageId ? facts.tours.get(booking.packageId)?.name : null,
  });
}
