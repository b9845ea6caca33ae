import type { z } from "zod";
import { outOfScope, requireCustomerOrStaff, requireOwnerOrStaff, scopedBranch } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError, fieldError } from "#app/shared/errors";
import { type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import type { StaffPermission } from "#app/shared/staff-access";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { customerToBookFor } from "#app/modules/account/.server/get-customer";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { listPackageRoomTypes } from "#app/modules/catalog/.server/package-room-types";
import { newBookingCode } from "#app/modules/booking/booking.rules";
import { listPlanDeposits, planBalances } from "#app/modules/booking/.server/money/payment-rows";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import type {
  DepositDto,
  listPlansQuery,
  openPlanInput,
  PlanDetailDto,
  PlanDto,
} from "#app/modules/savings/savings.contract";
import { nextMonth, overdueMonths, paidMonths, planSchedule } from "#app/modules/savings/savings.rules";
import { findPlan, insertPlan, listPlanRows, type PlanRow } from "./savings.repository";

/**
 * A plan its customer or staff may see (docs/product.md §Savings plans): the customer's own, or
 * staff with `permission` within their branch; anyone else gets 404, as for a booking.
 */
export async function loadPlan(ctx: Ctx, id: number, permission: StaffPermission = "bookings_view") {
  const row = await findPlan(ctx.db, id);
  const actor = requireOwnerOrStaff(ctx, row?.customerId ?? -1, permission);
  if (!row || outOfScope(actor, row.branchId)) throw new AppError("not_found");
  return row;
}

/**
 * POST /api/savings: a customer opens a plan for themself; staff with bookings_manage for a
 * customer (`customer_id`), the plan then served by the staff member's branch (the customer's for
 * staff of every branch). The plan's currency
 * is the agency's; it starts today (the agency's day), month 1 due at once.
 */
export async function openPlan({ ctx, input }: UseCaseArgs<z.output<typeof openPlanInput>>): Promise<PlanDetailDto> {
  const actor = requireCustomerOrStaff(ctx, "bookings_manage");
  let customerId = actor.id;
  let branchId = actor.branchId;
  if (actor.role === "admin") {
    if (input.customer_id === undefined) throw fieldError("customer_id", "required");
    // As for a booking taken at the counter (docs/product.md §Bookings taken by staff): an active
    // customer, of a branch clerk's own branch; anyone else is unknown, on the field.
    const customer = await customerToBookFor({ ctx, input: { id: input.customer_id } }).catch((err: unknown) => {
      throw err instanceof AppError && err.code === "not_found" ? fieldError("customer_id", "not_found") : err;
    });
    customerId = customer.id;
    branchId = actor.branchId ?? customer.branchId;
  }
  if (input.package_id != null) {
    const facts = await describeTours({ ctx, input: { tour_ids: [input.package_id], time_ids: [] } });
    if (facts.tours.get(input.package_id)?.status !== "published") throw fieldError("package_id", "not_found");
  }
  const roomType = await wishedRoomType(ctx, input.package_id ?? null, input.room_type_id ?? null);
  const { currency } = await getBookingPolicy({ ctx });
  for (let attempt = 0; ; attempt++) {
    try {
      const row = await insertPlan(ctx.db, {
        code: newBookingCode(),
        customerId,
        branchId,
        packageId: input.package_id ?? null,
        roomTypeId: roomType?.id ?? null,
        roomTypeName: roomType?.name ?? null,
        targetAmount: input.target_amount,
        months: input.months,
        monthlyAmount: input.monthly_amount,
        currency,
        startsOn: agencyToday(ctx.now()),
        openedBy: actor.role === "admin" ? actor.id : null,
      });
      return planDetail(ctx, row);
    } catch (err) {
      // A code drawn twice (1 in 10^12): draw again.
      if (attempt < 3 && String((err as { code?: string }).code) === "23505") continue;
      throw err;
    }
  }
}

/**
 * The room type a plan is opened for (docs/product.md §Savings plans): only with a package, and one
 * of that package's (catalog's `listPackageRoomTypes`); otherwise 422 on `room_type_id`. Its names
 * in every language are copied onto the plan, so a later rename or removal leaves the plan's words.
 */
async function wishedRoomType(ctx: Ctx, packageId: number | null, roomTypeId: number | null) {
  if (roomTypeId === null) return null;
  if (packageId === null) throw fieldError("room_type_id", "not_found");
  const types = await listPackageRoomTypes({ ctx, input: { package_id: packageId } });
  const type = types.find((r) => r.id === roomTypeId);
  if (!type) throw fieldError("room_type_id", "not_found");
  return type;
}

/** GET /api/savings/{id}: the plan, its months and its deposits. */
export async function getPlan({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<PlanDetailDto> {
  return planDetail(ctx, await loadPlan(ctx, input.id));
}

/**
 * GET /api/savings: a customer's own plans; staff with bookings_view every plan of their branch
 * (or all), by status, or only those with months overdue (computed from the balances: a plan's
 * months are its own calendar, so the filter runs over the plans of the status asked).
 */
export async function listPlans({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listPlansQuery>>): Promise<ListPage<PlanDto>> {
  const actor = requireCustomerOrStaff(ctx, "bookings_view");
  const scope = actor.role === "admin" ? scopedBranch(actor, undefined) : { branchId: undefined, none: false };
  const rows = await listPlanRows(ctx.db, {
    customerId: actor.role === "admin" ? undefined : actor.id,
    branchId: scope.branchId,
    status: input.status,
  });
  let dtos = await toPlanDtos(ctx, rows);
  if (input.overdue) dtos = dtos.filter((p) => p.months_overdue > 0);
  if (input.search) {
    const q = input.search.toLowerCase();
    dtos = dtos.filter((p) => p.code.toLowerCase().includes(q) || p.customer.name.toLowerCase().includes(q));
  }
  const { limit, offset } = pageWindow(input);
  return {
    data: limit === undefined ? dtos : dtos.slice(offset, offset + limit),
    meta: toListMeta(input, dtos.length),
  };
}

export async function toPlanDtos(ctx: Ctx, rows: PlanRow[]): Promise<PlanDto[]> {
  const balances = await planBalances(
    ctx.db,
    rows.map((r) => r.id),
  );
  const people = await describeUsers({ ctx, input: { ids: rows.map((r) => r.customerId) } });
  const packageIds = rows.flatMap((r) => (r.packageId ? [r.packageId] : []));
  const facts = await describeTours({ ctx, input: { tour_ids: packageIds, time_ids: [] } });
  const today = agencyToday(ctx.now());
  return rows.map((r) => {
    const balance = balances.get(r.id) ?? 0;
    const terms = { startsOn: r.startsOn, months: r.months, monthlyAmount: r.monthlyAmount };
    const pkg = r.packageId ? facts.tours.get(r.packageId) : undefined;
    return {
      id: r.id,
      code: r.code,
      customer: { id: r.customerId, name: people.get(r.customerId)?.name ?? "" },
      branch_id: r.branchId,
      package: pkg ? { id: pkg.id, name: pkg.name } : null,
      room_type_name: r.roomTypeName ?? null,
      target_amount: r.targetAmount,
      months: r.months,
      monthly_amount: r.monthlyAmount,
      currency: r.currency,
      starts_on: r.startsOn,
      status: r.status,
      booking_id: r.bookingId,
      balance,
      months_paid: paidMonths(terms, balance),
      // A plan no longer open owes no month.
      months_overdue: r.status === "open" ? overdueMonths(terms, balance, today) : 0,
      next_month: r.status === "open" ? nextMonth(terms, balance) : null,
      created_at: r.createdAt.toISOString(),
    };
  });
}

export async function planDetail(ctx: Ctx, row: PlanRow): Promise<PlanDetailDto> {
  const [dto] = await toPlanDtos(ctx, [row]);
  const deposits = await listPlanDeposits(ctx.db, row.id);
  const terms = { startsOn: row.startsOn, months: row.months, monthlyAmount: row.monthlyAmount };
  return {
    ...dto,
    schedule: planSchedule(terms, dto.balance, agencyToday(ctx.now())),
    deposits: deposits.map((d) => toDepositDto(d.payment, d.receiptNumber)),
  };
}

export function toDepositDto(
  p: Awaited<ReturnType<typeof listPlanDeposits>>[number]["payment"],
  receiptNumber: string | null,
): DepositDto {
  return {
    id: p.id,
    amount: p.amount,
    currency: p.currency,
    method: p.method,
    status: p.status,
    payment_date: p.paymentDate,
    payer_name: p.payerName,
    unique_code: p.uniqueCode,
    transfer_amount: p.transferAmount,
    receipt_number: receiptNumber,
    note: p.note,
    created_at: p.createdAt.toISOString(),
  };
}
