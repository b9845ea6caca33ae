import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { lockDepartureGuests } from "#app/modules/booking/.server/guest-rooms";
import { type DepartureVisasDto, visasSubmittedInput } from "#app/modules/operations/visa.contract";
import { canMarkSubmitted } from "#app/modules/operations/visa.rules";
import { findVisas, recordVisa } from "./visa.repository";
import { departureVisas, requireVisaStaff, visaDeparture, visibleGuests } from "./visa-views";

/**
 * POST /api/departures/{time_id}/visas/submitted (staff with documents): the agency submitted a
 * group's applications. Each chosen guest whose visa is waiting or rejected becomes submitted,
 * with its line in the history; a visa already submitted or issued stays as it is (counted as
 * skipped), so a second click changes nothing. Under the departure's lock, then the guests' rows,
 * as a single guest's change: the rows and their history stay consistent with it. A guest not of
 * the departure's travelling guests (or of another branch, for a branch clerk): 404, nothing written.
 */
export async function markVisasSubmitted({
  ctx,
  input,
}: UseCaseArgs<{ time_id: number; guest_ids: number[] }>): Promise<{
  data: DepartureVisasDto;
  marked: number;
  skipped: number;
}> {
  const actor = requireVisaStaff(ctx);
  const ids = [...new Set(visasSubmittedInput.parse(input).guest_ids)];
  return ctx.db.transaction(async (db) => {
    const tx: Ctx = { ...ctx, db };
    const departure = await visaDeparture(tx, input.time_id, true);
    await lockDepartureGuests(db, departure.id, ids);
    const guests = await visibleGuests(tx, actor, departure.id, ids);
    if (guests.length !== ids.length) throw new AppError("not_found");
    const current = new Map((await findVisas(db, ids)).map((r) => [r.guestId, r.status]));
    let marked = 0;
    for (const g of guests) {
      if (!canMarkSubmitted(current.get(g.guestId) ?? "waiting")) continue;
      await recordVisa(db, {
        guestId: g.guestId,
        status: "submitted",
        visaNumber: null,
        issuedOn: null,
        expiresOn: null,
        fileId: null,
        reason: null,
        updatedBy: actor.id,
        at: ctx.now(),
      });
      marked++;
    }
    return { data: await departureVisas(tx, actor, departure), marked, skipped: guests.length - marked };
  });
}
