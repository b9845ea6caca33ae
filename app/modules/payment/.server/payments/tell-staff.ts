import type { Ctx } from "#app/shared/context";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { listAdminContacts } from "#app/modules/account/.server/list-admin-contacts";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { queueBookingMail } from "#app/modules/booking/.server/booking-mail";
import type { BookingRow, PaymentRow } from "#app/modules/booking/.server/money/payment-rows";

/**
 * "A payment awaits review": every active staff member is mailed it, whether the customer told
 * us of it or a cashier recorded it at the counter (docs/product.md §Payments, §Counter payments).
 * One query after another: inside a transaction they share one connection.
 */
export async function tellStaffOfPayment(
  t: Ctx,
  booking: BookingRow,
  tourName: Parameters<typeof queueBookingMail>[1]["tourName"],
  payment: PaymentRow,
): Promise<void> {
  const admins = await listAdminContacts({ ctx: t });
  const people = await describeUsers({ ctx: t, input: { ids: [booking.customerId] } });
  const policy = await getBookingPolicy({ ctx: t });
  for (const admin of admins)
    await queueBookingMail(t, {
      kind: "payment_received",
      to: admin,
      site: policy.siteName,
      booking,
      tourName,
      customerName: people.get(booking.customerId)?.name,
      payment: {
        amount: payment.amount,
        method: payment.method,
        payerName: payment.payerName,
        paymentDate: payment.paymentDate,
      },
    });
}
