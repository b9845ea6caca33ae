import { z } from "zod";
import { bookingSummaryDto } from "#app/modules/booking/booking.contract";
import { readinessSummaryDto } from "#app/modules/document/readiness.contract";

/*
 * GET /api/dashboard: one answer per role, told apart by `role`. Money is integer minor units of
 * `currency` (the site's); dates are calendar days (YYYY-MM-DD) of the agency's time zone.
 */

/**
 * Integer minor units. A dashboard figure is a sum over bookings or payments: exact up to 2^53 - 1
 * (90 trillion rupiah or ringgit), beyond that the nearest double, still an integer. A safe
 * integer (`.int()`) would turn such a sum into a 500 and hide the whole dashboard.
 */
const money = z.number().refine(Number.isInteger, "integer minor units");
const count = z.number().int().min(0);
const isoDate = z.string();

/** The figure of a period beside the one before it ("this month vs last month"). */
const comparison = z.object({ current: z.number().int(), previous: z.number().int() });

export const upcomingDepartureDto = z.object({
  id: z.number().int(),
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  start_date: isoDate,
  end_date: isoDate,
  capacity: count,
  booked: count,
  seats_left: count,
  full_booked: z.boolean(),
  is_open: z.boolean(),
});
export type UpcomingDepartureDto = z.infer<typeof upcomingDepartureDto>;

export const adminDashboardDto = z.object({
  role: z.literal("admin"),
  currency: z.string(),
  time_zone: z.string(),
  /** The agency's date today (YYYY-MM-DD). */
  today: isoDate,
  /** The agency's current calendar month (YYYY-MM). */
  month: z.string(),
  /** Bookings waiting for a first confirmed payment. */
  pending_bookings: count,
  /** Bookings made this month and last month (cancelled ones left out). */
  bookings: comparison,
  /**
   * Payments confirmed this month and last month (by the time they were confirmed), minus refunds
   * paid in the same month (by the time they were marked paid; decision 043). May be negative.
   */
  revenue: z.object({ current: money, previous: money }),
  /** Left to pay on pending and processing bookings. */
  outstanding: z.object({ amount: money, bookings: count }),
  /** Payments submitted and not reviewed yet, a savings plan's deposits waiting for staff included. */
  awaiting_review: z.object({ amount: money, payments: count }),
  /**
   * The savings plans with deposits waiting for staff's review (docs/product.md §Savings plans),
   * longest waiting first, at most DASHBOARD_LATEST, of the staff member's branch: each links to
   * its plan's page (/panel/savings/{plan_id}), where they are reviewed.
   */
  savings_awaiting_review: z.array(
    z.object({ plan_id: z.number().int(), code: z.string(), deposits: count, amount: money }),
  ),
  /** Refunds owed back to customers and not paid yet (/panel/refunds). */
  refunds_due: z.object({ amount: money, refunds: count }),
  upcoming_departures: z.array(upcomingDepartureDto),
  /**
   * Departures starting within READINESS_HORIZON_DAYS (45) whose guests' documents are not all
   * verified, by date (docs/product.md §Readiness board), at most DASHBOARD_DEPARTURES of them.
   */
  documents_not_ready: z.array(readinessSummaryDto),
  latest_bookings: z.array(bookingSummaryDto),
  /** The last 12 months, oldest first, the current one last. */
  bookings_per_month: z.array(z.object({ month: z.string(), count })),
});
export type AdminDashboardDto = z.infer<typeof adminDashboardDto>;

export const customerDashboardDto = z.object({
  role: z.literal("customer"),
  currency: z.string(),
  time_zone: z.string(),
  today: isoDate,
  /** The customer's own bookings: how many, and the latest few with their status. */
  bookings: z.object({ total: count, latest: z.array(bookingSummaryDto) }),
  /** The first trip leaving today or later that one of their live bookings holds seats on. */
  next_departure: z
    .object({
      booking_id: z.uuid(),
      code: z.string(),
      tour: z.object({ id: z.number().int(), name: z.string() }),
      start_date: isoDate,
      end_date: isoDate,
      /** Whole days from the agency's today: 0 = leaves today. */
      days_left: count,
      pax: count,
    })
    .nullable(),
  /**
   * Bookings the customer can pay on now (BookingDto.next_payment is not null): null when none.
   * `booking_id` is the oldest of them, where "pay" leads.
   */
  outstanding: z
    .object({
      bookings: count,
      /** The most the customer can pay now over all of them. */
      amount: money,
      booking_id: z.uuid(),
      code: z.string(),
    })
    .nullable(),
});
export type CustomerDashboardDto = z.infer<typeof customerDashboardDto>;

export const dashboardDto = z.discriminatedUnion("role", [adminDashboardDto, customerDashboardDto]);
export type DashboardDto = z.infer<typeof dashboardDto>;
export const dashboardResponse = z.object({ data: dashboardDto });
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** How many upcoming departures and latest bookings the dashboards show. */
export const DASHBOARD_DEPARTURES = 6;
export const DASHBOARD_LATEST = 5;
