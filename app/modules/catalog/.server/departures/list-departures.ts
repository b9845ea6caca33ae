import { readModel } from "#app/shared/read-model.server";
import { agencyDay } from "./agency-day";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { DepartureDto } from "#app/modules/catalog/catalog.contract";
import { findPackage } from "../catalog.repository";
import { loadDepartures } from "../tour-views";

/**
 * Departures of a package with seats left. The public sees those of a published package that
 * have not left yet; an admin sees every departure of any package.
 */
async function readListDepartures({ ctx, input }: UseCaseArgs<{ tour_id: number }>): Promise<DepartureDto[]> {
  const isAdmin = ctx.actor?.role === "admin";
  const pkg = await findPackage(ctx.db, input.tour_id);
  if (!pkg || (pkg.status !== "published" && !isAdmin)) throw new AppError("not_found");
  return loadDepartures(ctx, pkg, { all: isAdmin });
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listDepartures = readModel("listDepartures", { tags: ["catalog"], keyOf: agencyDay }, readListDepartures);
