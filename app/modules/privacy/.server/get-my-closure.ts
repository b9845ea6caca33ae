import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { ClosureDto } from "#app/modules/privacy/privacy.contract";
import { toClosureDto } from "./closure-views";
import { findLatestClosure } from "./privacy.repository";

/** The signed-in user's latest closure request, or null. */
export async function getMyClosure({ ctx }: UseCaseArgs<undefined>): Promise<ClosureDto | null> {
  const actor = requireRole(ctx);
  const row = await findLatestClosure(ctx.db, actor.id);
  return row ? toClosureDto(row) : null;
}
