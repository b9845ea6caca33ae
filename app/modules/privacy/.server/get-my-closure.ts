import { requireRole } from "#app/shared/access";
import { agencyToday } from "#app/shared/dates";
import type { UseCaseArgs } from "#app/shared/context";
import type { ClosureBlockerDto, ClosureDto } from "#app/modules/privacy/privacy.contract";
import { closureBlockers } from "#app/modules/privacy/privacy.rules";
import { toClosureDto } from "./closure-views";
import { findOpenMoney } from "#app/modules/booking/.server/personal-data";
import { findClosureBookings } from "./closure-bookings";
import { findLatestClosure } from "./privacy.repository";

/**
 * The signed-in user's latest closure request, or null, and what would block its approval today: the
 * rule the admin's approval applies (privacy.rules closureBlockers), shown to the customer before
 * they ask (docs/product.md §Your data and closing an account). Admins do not ask here: none.
 */
export async function getMyClosure({
  ctx,
}: UseCaseArgs<undefined>): Promise<{ data: ClosureDto | null; blockers: ClosureBlockerDto[] }> {
  const actor = requireRole(ctx);
  const row = await findLatestClosure(ctx.db, actor.id);
  const blockers =
    actor.role === "customer"
      ? closureBlockers(
          await findClosureBookings(ctx, [actor.id]),
          await findOpenMoney(ctx.db, actor.id),
          agencyToday(ctx.now()),
        )
      : [];
  return { data: row ? toClosureDto(row) : null, blockers };
}
