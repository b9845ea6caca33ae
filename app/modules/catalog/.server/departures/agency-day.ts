import type { Ctx } from "#app/shared/context";
import { todayOf } from "#app/modules/catalog/catalog.rules";

/** Part of the key of read models that depend on today (departures that have not left yet). */
export const agencyDay = (ctx: Ctx) => todayOf(ctx.now());
