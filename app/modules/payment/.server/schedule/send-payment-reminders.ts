import type { Ctx } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { addDays, amountOwed, dueDates, remindersDue } from "#app/modules/booking/schedule.rules";
import { lockBooking, listReminderCandidates } from "#app/modules/booking/.server/money/payment-rows";
import { reminderWhatsapp, renderReminderMail } from "./reminder-mail";
import { ensureTransferDue } from "#app/modules/payment/.server/transfers/transfer-code";
import { claimReminder, reminderKey, sentReminderKeys } from "./schedule.repository";

/**
 * The reminders job (docs/product.md §Payment schedule, decision 041): on the agency's day of
 * `ctx.now()`, every booking with a reminder due (7 days and 1 day before a due date, once when
 * overdue, only while money is owed, never canceled) gets one mail in its customer's language
 * through the outbox. Each booking is judged again under its row lock (a payment confirmed a
 * moment ago is seen), and the payment_reminders row is inserted with ON CONFLICT DO NOTHING in
 * the mail's transaction: whoever inserts it sends, so two instances running at once send one.
 * Returns the number of reminders sent.
 */
export async function sendPaymentReminders({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  const policy = await getBookingPolicy({ ctx });
  const expiryHours = policy.bookingExpiryHours;
  const today = agencyToday(ctx.now());
  const candidates = await listReminderCandidates(ctx.db, addDays(today, 7));
  const sent = await sentReminderKeys(
    ctx.db,
    candidates.map((b) => b.id),
  );
  let count = 0;
  for (const c of candidates) {
    const open = remindersDue({ ...c, expiryHours }, today).filter(
      (r) => !sent.has(reminderKey(c.id, r.dueOn, r.kind)),
    );
    if (open.length === 0) continue;
    count += await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx, actor: null };
      const b = await lockBooking(tx, c.id);
      if (!b) return 0;
      const input = { ...b, expiryHours };
      const dates = dueDates(input);
      // The amount to transfer, with its code (decision 058): issued now for a booking made
      // before codes were issued at checkout.
      const transfer = await ensureTransferDue(t, b);
      let n = 0;
      for (const r of remindersDue(input, today)) {
        if (!(await claimReminder(tx, b.id, r.dueOn, r.kind, ctx.now()))) continue;
        // One after another: a transaction is one connection that takes no concurrent queries.
        const people = await describeUsers({ ctx: t, input: { ids: [b.customerId] } });
        const customer = people.get(b.customerId);
        if (!customer) continue;
        const facts = await describeTours({
          ctx: t,
          input: { tour_ids: b.packageId ? [b.packageId] : [], time_ids: b.departureId ? [b.departureId] : [] },
        });
        const reminder = {
          to: customer,
          site: policy.siteName,
          booking: b,
          tourName: b.packageId ? (facts.tours.get(b.packageId)?.name ?? null) : null,
          departure: b.departureId ? (facts.times.get(b.departureId) ?? null) : null,
          reminder: r,
          amount: amountOwed(b, r.due),
          dueAt: dates.find((d) => d.kind === r.due)?.dueAt ?? null,
          transfer,
        };
        const publicUrl = ctx.publicUrl ?? "http://localhost:3000";
        const mail = renderReminderMail(reminder, publicUrl);
        await enqueueMail({
          ctx: t,
          input: {
            kind: `booking_reminder_${r.kind}`,
            to: customer.email,
            subject: mail.subject,
            text: mail.text,
            locale: customer.locale,
            userId: b.customerId,
            bookingId: b.id,
            whatsapp: reminderWhatsapp(reminder, publicUrl),
          },
        });
        n++;
      }
      return n;
    });
  }
  return count;
}
