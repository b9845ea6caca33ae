import { z } from "zod";
import { filterDay, listMeta } from "#app/shared/list";
import type { StaffPermission } from "#app/shared/staff-access";
import {
  BOOKING_CHANNELS,
  BOOKING_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from "#app/modules/booking/booking.contract";
import { TRAVELLER_TYPES } from "#app/modules/catalog/rooms.rules";

/*
 * Reports (issue 6): the booking report with its exports and the passenger manifest of a
 * departure. One schema per operation, shared by the API, the use cases and the panel screen.
 * Money is integer minor units of the site's currency (`currency` in every answer).
 */

/** `active` (default) = every status but cancelled; `all` includes the cancelled bookings. */
export const REPORT_STATUSES = ["active", "all", ...BOOKING_STATUSES] as const;
export type ReportStatusFilter = (typeof REPORT_STATUSES)[number];

/** Which date the range filters and the chart groups by. */
export const REPORT_DATE_BY = ["booking", "departure"] as const;
export type ReportDateBy = (typeof REPORT_DATE_BY)[number];

export const REPORT_SORTS = [
  "created_at",
  "code",
  "booking_name",
  "departure",
  "pax",
  "status",
  "total",
  "paid",
  "remaining",
] as const;
export type ReportSortKey = (typeof REPORT_SORTS)[number];

export const REPORT_FORMATS = ["json", "csv", "xlsx"] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_PAGE_SIZES = [10, 15, 25, 50, 100] as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /report/booking. Dates are inclusive calendar days; booking dates are the agency's (Asia/Jakarta). */
export const bookingReportQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(100000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(15),
    date_from: filterDay.optional(),
    date_to: filterDay.optional(),
    date_by: z.enum(REPORT_DATE_BY).default("booking"),
    status: z.enum(REPORT_STATUSES).default("active"),
    tour_id: id.optional(),
    category_id: id.optional(),
    // Where the bookings came from: their channel, the branch that serves them (within a branch
    // clerk's scope: another branch's reports nothing), the member of staff who took them.
    channel: z.enum(BOOKING_CHANNELS).optional(),
    branch_id: id.optional(),
    taken_by: id.optional(),
    /** One agent's bookings (decision 078). */
    agent_id: id.optional(),
    sort: z.enum(REPORT_SORTS).default("created_at"),
    order: z.enum(["asc", "desc"]).default("desc"),
    format: z.enum(REPORT_FORMATS).default("json"),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_to >= q.date_from, {
    path: ["date_to"],
    message: "end_before_start",
  });
export type BookingReportQuery = z.input<typeof bookingReportQuery>;
export type BookingReportInput = z.output<typeof bookingReportQuery>;

const money = z.number().int();

export const reportTotalsDto = z.object({
  /** Bookings the status selection keeps (the table's row count). */
  bookings: z.number().int(),
  pax: z.number().int(),
  total: money,
  /** Confirmed payments. */
  paid: money,
  /** What non-cancelled bookings still owe: the sum of max(total - paid, 0). */
  outstanding: money,
  /** Refunds paid to the same bookings (decision 043). */
  refunded: money,
  /** Confirmed payments minus refunds paid (`paid - refunded`). */
  net_revenue: money,
  /** Cancelled bookings matching the other filters (left out of the figures unless selected). */
  canceled: z.number().int(),
});
export type ReportTotalsDto = z.infer<typeof reportTotalsDto>;

export const reportPointDto = z.object({
  /** YYYY-MM (monthly) or YYYY-MM-DD (daily). */
  period: z.string(),
  bookings: z.number().int(),
  pax: z.number().int(),
  total: money,
  /** Confirmed payments of these bookings. */
  paid: money,
});
export type ReportPointDto = z.infer<typeof reportPointDto>;

export const reportRowDto = z.object({
  id: z.uuid(),
  code: z.string(),
  /** When the booking was made (ISO instant). */
  created_at: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string() }),
  booking_name: z.string(),
  tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }).nullable(),
  pax: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  total: money,
  paid: money,
  /** 0 for a cancelled booking. */
  remaining: money,
});
export type ReportRowDto = z.infer<typeof reportRowDto>;

/**
 * The report by room type (the same bookings as the totals): beds sold and their fares per room
 * type code as sold, then children without a bed and infants.
 */
export const roomTypeReportDto = z.object({
  rooms: z.array(
    z.object({
      // "" for adults whose room type was never chosen (bookings converted before room types).
      code: z.string(),
      /** The room type's name as last sold, in the caller's language. */
      name: z.string(),
      beds: z.number().int(),
      revenue: money,
    }),
  ),
  child_no_bed: z.object({ guests: z.number().int(), revenue: money }),
  infants: z.object({ guests: z.number().int(), revenue: money }),
});
export type RoomTypeReportDto = z.infer<typeof roomTypeReportDto>;

/**
 * The same bookings as the totals by how they came in and by the agent they are credited to
 * (issue 29 item 5): each line the totals' figures; the agent null for the agency's own sales.
 */
export const channelReportDto = z.array(reportTotalsDto.extend({ channel: z.enum(BOOKING_CHANNELS) }));
export const agentReportDto = z.array(
  reportTotalsDto.extend({
    agent: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  }),
);
export type ChannelReportDto = z.infer<typeof channelReportDto>;
export type AgentReportDto = z.infer<typeof agentReportDto>;

export const bookingReportResponse = z.object({
  currency: z.enum(["IDR", "MYR", "SGD"]),
  totals: reportTotalsDto,
  by_room_type: roomTypeReportDto,
  by_channel: channelReportDto,
  by_agent: agentReportDto,
  chart: z.object({ interval: z.enum(["day", "month"]), points: z.array(reportPointDto) }),
  data: z.array(reportRowDto),
  meta: listMeta,
});
export type BookingReportDto = z.infer<typeof bookingReportResponse>;

/** GET /report/manifest. */
export const manifestQuery = z.object({
  time_id: id,
  format: z.enum(REPORT_FORMATS).default("json"),
});
export type ManifestQuery = z.input<typeof manifestQuery>;

export const manifestGuestDto = z.object({
  no: z.number().int(),
  booking_code: z.string(),
  booking_name: z.string(),
  booking_status: z.enum(BOOKING_STATUSES),
  full_name: z.string(),
  gender: z.enum(["male", "female"]),
  birth_date: z.string(),
  birth_place: z.string().nullable(),
  passport_number: z.string().nullable(),
  passport_issue_date: z.string().nullable(),
  passport_expiry_date: z.string().nullable(),
  ic_number: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.enum(["ID", "MY", "SG"]),
  /** From the gender and the traveller type (rooms.rules manifestTitle). */
  title: z.enum(["MR", "MRS", "MSTR", "MISS"]),
  traveller_type: z.enum(TRAVELLER_TYPES),
  /** The room type as sold, in the caller's language (null = no bed or infant). */
  room_type: z.string().nullable(),
  room_type_code: z.string().nullable(),
  /**
   * The guest's room of the rooming list: its numbers per hotel city ("Makkah 1204 · Madinah
   * 811"), else its place among the rooms of its type ("Double 2"); null = not placed yet.
   */
  room: z.string().nullable(),
});
export type ManifestGuestDto = z.infer<typeof manifestGuestDto>;

export const manifestResponse = z.object({
  data: z.object({
    tour: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
    time: z.object({ id: z.number().int(), start_date: z.string(), end_date: z.string() }),
    bookings: z.number().int(),
    guests: z.array(manifestGuestDto),
  }),
});
export type ManifestResponse = z.infer<typeof manifestResponse>;
export type ManifestDto = ManifestResponse["data"];

// ---------- daily cash report (issue 28 item 3, docs/product.md §Counter payments) ----------

/** Who reads the daily cash report: staff who confirm counter payments, or who read reports. */
export const CASH_REPORT_ACCESS = ["payments_confirm", "reports"] as const satisfies readonly StaffPermission[];

/**
 * GET /report/cash: one day's money taken at the counter. `date` is the payments' payment date (a
 * calendar day; the agency's today when absent); `branch_id` one branch's counter (within a branch
 * clerk's scope: another branch's reports nothing).
 */
export const cashReportQuery = z.object({
  date: filterDay.optional(),
  branch_id: id.optional(),
});
export type CashReportQuery = z.input<typeof cashReportQuery>;
export type CashReportInput = z.output<typeof cashReportQuery>;

/** GET /report/cash/export: the same day as an Excel file (a summary sheet and the day's lines). */
export const cashExportQuery = cashReportQuery.extend({
  format: z.enum(["xlsx"]).default("xlsx"),
});
export type CashExportInput = z.output<typeof cashExportQuery>;

/** A number of payments and their sum (minor units). */
export const cashFigureDto = z.object({ count: z.number().int(), amount: money });
export type CashFigureDto = z.infer<typeof cashFigureDto>;

/**
 * `recorded`: every counter payment written down that day, whatever became of it; its parts are
 * `confirmed` (checked by a second member of staff: it counts toward the booking), `pending`
 * (waiting for that check) and `rejected` (refused at the check: no money in).
 */
export const cashFiguresDto = z.object({
  recorded: cashFigureDto,
  confirmed: cashFigureDto,
  pending: cashFigureDto,
  rejected: cashFigureDto,
});
export type CashFiguresDto = z.infer<typeof cashFiguresDto>;

const cashierDto = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const cashCashierDto = cashFiguresDto.extend({
  /** The cashier who recorded the payments; null once their account is removed. */
  cashier: cashierDto,
});
export type CashCashierDto = z.infer<typeof cashCashierDto>;

export const cashBranchDto = cashFiguresDto.extend({
  /** The counter's branch; null: head office (staff of every branch, bookings of no branch). */
  branch_id: z.number().int().nullable(),
  cashiers: z.array(cashCashierDto),
});
export type CashBranchDto = z.infer<typeof cashBranchDto>;

export const cashLineDto = z.object({
  id: z.number().int(),
  // Null: a savings plan's deposit (decision 084); booking_code is then the plan's code.
  booking_id: z.uuid().nullable(),
  booking_code: z.string(),
  branch_id: z.number().int().nullable(),
  cashier: cashierDto,
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: money,
  currency: z.string(),
  payer_name: z.string(),
  reference: z.string().nullable(),
  /** When the cashier wrote it down (ISO instant). */
  recorded_at: z.string(),
});
export type CashLineDto = z.infer<typeof cashLineDto>;

export const cashReportResponse = z.object({
  /** The day reported (YYYY-MM-DD). */
  date: z.string(),
  currency: z.enum(["IDR", "MYR", "SGD"]),
  /** Per branch (head office first, then by branch), each per cashier (by name). */
  branches: z.array(cashBranchDto),
  totals: cashFiguresDto,
  /** The day's payments in the order they were recorded. */
  lines: z.array(cashLineDto),
});
export type CashReportDto = z.infer<typeof cashReportResponse>;
