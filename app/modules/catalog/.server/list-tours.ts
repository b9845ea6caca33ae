import { readModel } from "#app/shared/read-model.server";
import { agencyDay } from "./departures/agency-day";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListMeta } from "#app/shared/list";
import { findBookingPackage } from "./departures/find-booking-package";
import type { ListToursQuery, TourSummaryDto } from "#app/modules/catalog/catalog.contract";
import { todayOf } from "#app/modules/catalog/catalog.rules";
import { listPackageCards, type PackageStatus } from "./catalog.repository";
import { loadTourSummaries } from "./tour-views";

/**
 * The tour list. Visitors and customers always get published packages; an admin gets
 * published ones too unless asking for a status (`all` for every status), so an admin browsing
 * the storefront sees what customers see. A search matches name (any language), code,
 * destination or category name, or a booking code (that booking's package).
 */
async function readListTours({ ctx, input }: UseCaseArgs<ListToursQuery>): Promise<ListPage<TourSummaryDto>> {
  const isAdmin = ctx.actor?.role === "admin";
  const status = isAdmin ? (input.status ?? "published") : "published";
  const statuses: PackageStatus[] | undefined = status === "all" ? undefined : [status];
  const search = input.search || undefined;
  const bookingPackageId = search ? await findBookingPackage({ ctx, input: { code: search } }) : null;
  const { rows, total } = await listPackageCards(ctx.db, {
    statuses,
    categoryId: input.category_id,
    destinationId: input.destination_id,
    featured: input.featured,
    search,
    orPackageId: bookingPackageId,
    sort: input.sort,
    today: todayOf(ctx.now()),
    ...pageWindow(input),
  });
  return { data: await loadTourSummaries(ctx, rows), meta: toListMeta(input, total) };
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listTours = readModel(
  "listTours",
  { tags: ["catalog"], keyOf: agencyDay, skip: (input) => Boolean(input.search) },
  readListTours,
);
