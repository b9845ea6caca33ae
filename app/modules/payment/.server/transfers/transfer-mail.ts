import type { Ctx } from "#app/shared/context";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import { type Currency, formatMoney } from "#app/shared/money";
import { oneLine } from "#app/shared/one-line";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import type { BookingRow, PaymentRow } from "#app/modules/booking/.server/money/payment-rows";
import { mailLink, mailOrigin } from "#app/modules/notification/.server/mail-language";

export interface TransferMailInput {
  locale: Locale;
  name: string;
  site: string;
  code: string;
  bookingId: string;
  currency: string;
  amount: number;
  uniqueCode: number;
  transferAmount: number;
  /** "BCA 1234567890 (PT Amanah)": the account the customer chose. */
  bank: string | null;
}

/**
 * The mail that tells a customer the exact amount of their bank transfer (decision 035), in
 * their language: the amount with its unique code, the account, and that the proof is optional.
 * Pure, tested beside; written to the outbox in the payment's transaction (booking-mail pattern).
 */
export function renderTransferMail(m: TransferMailInput, publicUrl: string): { subject: string; text: string } {
  const t = serverT(m.locale, "statement");
  const money = (n: number) => formatMoney(n, m.currency as Currency, m.locale);
  const { origin, site } = mailOrigin(publicUrl, m.site);
  const values = {
    code: m.code,
    site,
    transfer: money(m.transferAmount),
    amount: money(m.amount),
    unique: money(m.uniqueCode),
    bank: m.bank ? oneLine(m.bank) : "-",
  };
  const text = [
    t("mail.greeting", { name: oneLine(m.name) }),
    "",
    t("mail.body", values),
    "",
    t("mail.exact", values),
    "",
    t("mail.proof"),
    mailLink(origin, `/panel/booking-history/${m.bookingId}`, m.locale),
    "",
    t("mail.signature", values),
  ].join("\n");
  return { subject: oneLine(t("mail.subject", values)), text };
}

/** Queues the transfer mail to the booking's customer (inside the caller's transaction). */
export async function queueTransferMail(
  ctx: Ctx,
  booking: Pick<BookingRow, "id" | "code" | "customerId" | "currency">,
  payment: Pick<PaymentRow, "amount" | "uniqueCode" | "transferAmount">,
  bank: string | null,
): Promise<void> {
  const customer = (await describeUsers({ ctx, input: { ids: [booking.customerId] } })).get(booking.customerId);
  if (!customer || payment.transferAmount === null || payment.uniqueCode === null) return;
  const policy = await getBookingPolicy({ ctx });
  const mail = renderTransferMail(
    {
      locale: customer.locale,
      name: customer.name,
      site: policy.siteName,
      code: booking.code,
      bookingId: booking.id,
      currency: booking.currency,
      amount: payment.amount,
      uniqueCode: payment.uniqueCode,
      transferAmount: payment.transferAmount,
      bank,
    },
    ctx.publicUrl ?? "http://localhost:3000",
  );
  const money = (n: number) => formatMoney(n, booking.currency as Currency, customer.locale);
  const { origin } = mailOrigin(ctx.publicUrl ?? "http://localhost:3000", policy.siteName);
  await enqueueMail({
    ctx,
    input: {
      kind: "booking_transfer_code",
      to: customer.email,
      subject: mail.subject,
      text: mail.text,
      locale: customer.locale,
      userId: booking.customerId,
      bookingId: booking.id,
      whatsapp: {
        template: "transfer_amount",
        params: [customer.name, booking.code, money(payment.transferAmount), bank ?? "-"],
        link: mailLink(origin, `/panel/booking-history/${booking.id}`, customer.locale),
      },
    },
  });
}
