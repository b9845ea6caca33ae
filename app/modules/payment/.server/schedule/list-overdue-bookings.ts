import type { z } from "zod";
import { countOverdueBookings, listOverdueBookings } from "#app/modules/booking/.server/money/payment-rows";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import { pickLocale } from "#app/shared/translate";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import type { OverdueBookingDto, overdueQuery } from "#app/modules/booking/schedule.contract";
import { overdueOf } from "#app/modules/booking/schedule.rules";
import { balanceDue } from "#app/modules/booking/booking.rules";

/**
 * The panel's overdue list (docs/product.md §Payment schedule), staff with payments_confirm only:
 * bookings past a due date (agency day of `ctx.now()`) with money owed, the longest overdue first,
 * with the days overdue, what is still owed and the customer's contact.
 */
export async function listOverdue({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof overdueQuery>>): Promise<ListPage<OverdueBookingDto>> {
  requireStaff(ctx, "payments_confirm");
  const { bookingExpiryHours } = await getBookingPolicy({ ctx });
  const today = agencyToday(ctx.now());
  const { rows, total } = await listOverdueBookings(ctx.db, {
    today,
    expiryHours: bookingExpiryHours,
    search: input.search || undefined,
    ...pageWindow(input),
  });
  const people = await describeUsers({ ctx, input: { ids: rows.map((r) => r.customerId) } });
  const facts = await describeTours({
    ctx,
    input: {
      tour_ids: rows.flatMap((r) => (r.packageId ? [r.packageId] : [])),
      time_ids: rows.flatMap((r) => (r.departureId ? [r.departureId] : [])),
    },
  });
  const data = rows.flatMap((b): OverdueBookingDto[] => {
    // The SQL and the rule agree on who is overdue; the rule names the due date and the days.
    const late = overdueOf({ ...b, expiryHours: bookingExpiryHours }, today);
    if (!late || b.status === "canceled") return [];
    const tour = b.packageId ? facts.tours.get(b.packageId) : undefined;
    const time = b.departureId ? facts.times.get(b.departureId) : undefined;
    const customer = people.get(b.customerId);
    return [
      {
        id: b.id,
        code: b.code,
        booking_name: b.bookingName,
        status: b.status,
        currency: b.currency,
        total: b.total,
        paid_total: b.paidTotal,
        amount_owed: balanceDue(b),
        due: late.due,
        due_on: late.dueOn,
        days_overdue: late.daysOverdue,
        tour: tour ? { id: tour.id, name: pickLocale(tour.name, ctx.locale) } : null,
        time: time ? { id: time.id, start_date: time.startDate, end_date: time.endDate } : null,
        customer: {
          id: b.customerId,
          name: customer?.name ?? "",
          email: customer?.email ?? "",
          phone: customer?.phone ?? null,
        },
      },
    ];
  });
  return { data, meta: toListMeta(input, total) };
}

/**
 * The dashboard's "overdue" figure: bookings past a due date with money owed today. Staff with
 * payments_confirm only.
 */
export async function countOverdue({ ctx }: { ctx: Ctx; input?: undefined }): Promise<number> {
  requireStaff(ctx, "payments_confirm");
  const { bookingExpiryHours } = await getBookingPolicy({ ctx });
  return countOverdueBookings(ctx.db, agencyToday(ctx.now()), bookingExpiryHours);
}
