import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pickLocale } from "#app/shared/translate";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { REMINDER_QUIET_MINUTES, type RemindResultDto } from "#app/modules/document/readiness.contract";
import { bookingsToRemind, needsReminder, recentlyReminded } from "#app/modules/document/readiness.rules";
import { renderReadinessMail } from "./readiness-mail";
import { describeReachableUsers } from "#app/modules/account/.server/describe-users";
import { findBookingCustomers } from "#app/modules/booking/.server/document-rows";
import { getReadinessDeparture } from "#app/modules/catalog/.server/departures/readiness-departures";
import { insertReminder, lastRemindersOf } from "./readiness.repository";
import { readinessGrid } from "./readiness-views";

/**
 * POST /api/departures/{time_id}/readiness/remind (admin): one mail per booking concerned (a
 * guest's applicable document missing or rejected), to its customer in their language, through
 * the outbox, with a document_reminders row. `booking_ids` narrows to some of the departure's
 * bookings (ids of other departures are ignored). Runs under the departure row's lock, so a
 * double click waits for the first run and then skips what it just reminded (decision 046:
 * a booking reminded within REMINDER_QUIET_MINUTES is skipped). Closed or deactivated accounts get no mail.
 */
export async function sendReadinessReminders({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; booking_ids?: string[] }>): Promise<RemindResultDto> {
  const actor = requireStaff(ctx, "documents");
  const policy = await getBookingPolicy({ ctx });
  return ctx.db.transaction(async (db) => {
    const tx: Ctx = { ...ctx, db };
    const departure = await getReadinessDeparture({ ctx: tx, input: { time_id: input.time_id, lock: true } });
    if (!departure) throw new AppError("not_found");
    const grid = await readinessGrid(tx, departure);
    const concerned = bookingsToRemind(grid.rows, input.booking_ids);
    const ids = [...concerned.keys()];
    const last = await lastRemindersOf(db, ids);
    const bookings = await findBookingCustomers(db, ids);
    const contacts = await describeReachableUsers({ ctx: tx, input: { ids: bookings.map((b) => b.customerId) } });
    // Closed or deactivated accounts have no contact here: their bookings are skipped.
    const recipients = new Map(
      bookings.flatMap((b) => {
        const contact = contacts.get(b.customerId);
        return contact ? [[b.bookingId, { ...contact, code: b.code }] as const] : [];
      }),
    );
    const now = ctx.now();
    let sent = 0;
    let skipped = 0;
    for (const bookingId of ids) {
      const to = recipients.get(bookingId);
      if (!to || recentlyReminded(last.get(bookingId) ?? null, now, REMINDER_QUIET_MINUTES)) {
        skipped++;
        continue;
      }
      const locale = to.locale;
      const guests = grid.rows
        .filter((r) => r.booking_id === bookingId)
        .map((r) => ({
          name: r.guest_name,
          documents: r.cells.flatMap((c) =>
            c.required && needsReminder(c.status)
              ? [{ kind: c.kind, status: c.status as "missing" | "rejected", due_on: c.due_on }]
              : [],
          ),
        }))
        .filter((g) => g.documents.length > 0);
      const mail = renderReadinessMail(
        {
          to: { name: to.name, locale },
          site: policy.siteName,
          booking: { id: bookingId, code: to.code },
          tourName: pickLocale(departure.name, locale),
          departureStart: departure.startDate,
          guests,
        },
        ctx.publicUrl ?? "http://localhost:3000",
      );
      await enqueueMail({
        ctx: tx,
        input: {
          kind: "document_reminder",
          to: to.email,
          subject: mail.subject,
          text: mail.text,
          locale,
          userId: bookings.find((b) => b.bookingId === bookingId)?.customerId,
          bookingId,
        },
      });
      await insertReminder(db, {
        bookingId,
        departureId: departure.id,
        sentBy: actor.id,
        documents: concerned.get(bookingId) ?? 0,
        createdAt: now,
      });
      sent++;
    }
    return { sent, skipped };
  });
}
