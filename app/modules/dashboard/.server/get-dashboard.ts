import { requireRole, requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { getAdminBookingFigures } from "#app/modules/booking/.server/feeds/dashboard-admin-figures";
import { getCustomerBookingFigures } from "#app/modules/booking/.server/feeds/dashboard-customer-figures";
import { listBookings } from "#app/modules/booking/.server/list-bookings";
import { listLatestBookings } from "#app/modules/booking/.server/feeds/list-latest-bookings";
import { listUpcomingDepartures } from "#app/modules/catalog/.server/departures/dashboard-departures";
import { findNextDeparture } from "#app/modules/catalog/.server/departures/dashboard-next-departure";
import { listUnreadyDepartures } from "#app/modules/document/.server/list-readiness";
import { READINESS_HORIZON_DAYS } from "#app/modules/document/document.rules";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import {
  type AdminDashboardDto,
  type CustomerDashboardDto,
  DASHBOARD_DEPARTURES,
  DASHBOARD_LATEST,
  type DashboardDto,
} from "#app/modules/dashboard/dashboard.contract";
import {
  AGENCY_TIME_ZONE,
  daysUntil,
  monthPeriod,
  recentMonths,
  zonedToday,
} from "#app/modules/dashboard/dashboard.rules";

const latestQuery = { page: 1, limit: DASHBOARD_LATEST, sort: "latest" as const };

/**
 * The panel dashboard of the signed-in user: the business figures for staff with the dashboard
 * permission (every staff role has it), or a customer's own bookings, next trip and what they can
 * pay now. Visitors get 401. A fixed number of queries whatever the data: every figure is
 * aggregated by the database.
 */
export async function getDashboard({ ctx }: { ctx: Ctx; input?: undefined }): Promise<DashboardDto> {
  const actor = requireRole(ctx);
  if (actor.role === "customer") return customerDashboard(ctx);
  requireStaff(ctx, "dashboard");
  return adminDashboard(ctx);
}

async function adminDashboard(ctx: Ctx): Promise<AdminDashboardDto> {
  const now = ctx.now();
  const today = zonedToday(now, AGENCY_TIME_ZONE);
  const months = recentMonths(now);
  const current = months[months.length - 1];
  const previous = monthPeriod(now, -1, AGENCY_TIME_ZONE);
  const { currency } = await getBookingPolicy({ ctx });
  const [figures, departures, latest, notReady] = await Promise.all([
    getAdminBookingFigures({ ctx, input: { current, previous, months, currency, plans: DASHBOARD_LATEST } }),
    listUpcomingDepartures({ ctx, input: { from: today, limit: DASHBOARD_DEPARTURES } }),
    // Not a list page: no count of the whole history (200,000 rows at scale) for five rows.
    listLatestBookings({ ctx, input: { limit: DASHBOARD_LATEST } }),
    listUnreadyDepartures({ ctx, input: { days: READINESS_HORIZON_DAYS, limit: DASHBOARD_DEPARTURES } }),
  ]);
  return {
    role: "admin",
    currency,
    time_zone: AGENCY_TIME_ZONE,
    today,
    month: current.month,
    pending_bookings: figures.pendingBookings,
    bookings: figures.bookings,
    revenue: figures.revenue,
    outstanding: figures.outstanding,
    awaiting_review: figures.awaitingReview,
    savings_awaiting_review: figures.plansAwaitingReview.map((p) => ({
      plan_id: p.planId,
      code: p.code,
      deposits: p.deposits,
      amount: p.amount,
    })),
    refunds_due: figures.refundsDue,
    upcoming_departures: departures,
    documents_not_ready: notReady,
    latest_bookings: latest,
    bookings_per_month: months.map((m, i) => ({ month: m.month, count: figures.perMonth[i] ?? 0 })),
  };
}

async function customerDashboard(ctx: Ctx): Promise<CustomerDashboardDto> {
  const today = zonedToday(ctx.now(), AGENCY_TIME_ZONE);
  const [{ currency }, own, latest] = await Promise.all([
    getBookingPolicy({ ctx }),
    getCustomerBookingFigures({ ctx }),
    listBookings({ ctx, input: latestQuery }),
  ]);
  const next = await findNextDeparture({
    ctx,
    input: { departure_ids: own.trips.map((t) => t.departureId), from: today },
  });
  const trip = next ? own.trips.find((t) => t.departureId === next.id) : undefined;
  // Amounts of another currency (a site that changed it) are not added to the site's.
  const payable = own.payable.filter((b) => b.currency === currency);
  const first = own.payable[0];
  return {
    role: "customer",
    currency,
    time_zone: AGENCY_TIME_ZONE,
    today,
    bookings: { total: latest.meta.total, latest: latest.data },
    next_departure:
      next && trip
        ? {
            booking_id: trip.bookingId,
            code: trip.code,
            tour: next.tour,
            start_date: next.start_date,
            end_date: next.end_date,
            days_left: Math.max(0, daysUntil(today, next.start_date)),
            pax: trip.pax,
          }
        : null,
    outstanding: first
      ? {
          bookings: own.payable.length,
          amount: payable.reduce((sum, b) => sum + b.max, 0),
          booking_id: first.id,
          code: first.code,
        }
      : null,
  };
}
