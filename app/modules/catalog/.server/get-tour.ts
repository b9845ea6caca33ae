import { readModel } from "#app/shared/read-model.server";
import { agencyDay } from "./departures/agency-day";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { TourDetailDto } from "#app/modules/catalog/catalog.contract";
import { loadTourDetail } from "./tour-views";

/**
 * The tour page. Only published packages are public (anything else is 404, as if it did not
 * exist); an admin may preview any and sees past departures too.
 */
async function readGetTour({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<TourDetailDto> {
  const isAdmin = ctx.actor?.role === "admin";
  const tour = await loadTourDetail(ctx, input.id, { allDepartures: isAdmin });
  if (!tour || (tour.status !== "published" && !isAdmin)) throw new AppError("not_found");
  return tour;
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const getTour = readModel("getTour", { tags: ["catalog"], keyOf: agencyDay }, readGetTour);
