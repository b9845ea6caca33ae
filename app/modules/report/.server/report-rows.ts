import type { Ctx } from "#app/shared/context";
import { pickLocale } from "#app/shared/translate";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import type { ReportRow } from "#app/modules/booking/.server/feeds/report-list-bookings";
import { type DepartureFacts, describeTours, type TourFacts } from "#app/modules/catalog/.server/describe-tours";
import type { ReportRowDto } from "#app/modules/report/report.contract";

/**
 * Rows of bookings to report rows: package, departure and customer names in three batched
 * queries per call, whatever the number of rows. `cache` keeps what was looked up across the
 * chunks of one export, so each package, departure and customer is read once.
 */
export interface NameCache {
  tours: Map<number, TourFacts>;
  times: Map<number, DepartureFacts>;
  users: Map<number, string>;
}

export const newNameCache = (): NameCache => ({ tours: new Map(), times: new Map(), users: new Map() });

export async function toReportRows(ctx: Ctx, rows: ReportRow[], cache = newNameCache()): Promise<ReportRowDto[]> {
  const tourIds = rows.flatMap((r) => (r.packageId && !cache.tours.has(r.packageId) ? [r.packageId] : []));
  const timeIds = rows.flatMap((r) => (r.departureId && !cache.times.has(r.departureId) ? [r.departureId] : []));
  const userIds = rows.flatMap((r) => (cache.users.has(r.customerId) ? [] : [r.customerId]));
  const [facts, users] = await Promise.all([
    tourIds.length || timeIds.length
      ? describeTours({ ctx, input: { tour_ids: tourIds, time_ids: timeIds } })
      : Promise.resolve(null),
    userIds.length ? describeUsers({ ctx, input: { ids: userIds } }) : Promise.resolve(null),
  ]);
  for (const [id, t] of facts?.tours ?? []) cache.tours.set(id, t);
  for (const [id, d] of facts?.times ?? []) cache.times.set(id, d);
  for (const id of userIds) cache.users.set(id, users?.get(id)?.name ?? "");
  return rows.map((r) => {
    const tour = r.packageId ? cache.tours.get(r.packageId) : undefined;
    const time = r.departureId ? cache.times.get(r.departureId) : undefined;
    return {
      id: r.id,
      code: r.code,
      created_at: r.createdAt,
      customer: { id: r.customerId, name: cache.users.get(r.customerId) ?? "" },
      booking_name: r.bookingName,
      tour: tour ? { id: tour.id, code: tour.code, name: pickLocale(tour.name, ctx.locale) } : null,
      time: time ? { id: time.id, start_date: time.startDate, end_date: time.endDate } : null,
      pax: r.pax,
      status: r.status,
      total: r.total,
      paid: r.paid,
      remaining: r.remaining,
    };
  });
}
