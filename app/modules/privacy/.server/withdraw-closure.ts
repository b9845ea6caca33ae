import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { ClosureDto } from "#app/modules/privacy/privacy.contract";
import { toClosureDto } from "./closure-views";
import { findPendingClosure, lockClosure, updateClosure } from "./privacy.repository";

/** The customer withdraws their pending request (404 when there is none; the row is locked against a decision). */
export async function withdrawClosure({ ctx }: UseCaseArgs<undefined>): Promise<ClosureDto> {
  const actor = requireRole(ctx);
  return ctx.db.transaction(async (tx) => {
    const pending = await findPendingClosure(tx, actor.id);
    if (!pending) throw new AppError("not_found");
    const locked = await lockClosure(tx, pending.id);
    if (locked?.status !== "pending") throw new AppError("conflict", { key: "closure_decided" });
    return toClosureDto(await updateClosure(tx, locked.id, { status: "withdrawn", decidedAt: ctx.now() }));
  });
}
