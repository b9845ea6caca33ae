import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { uniqueViolation } from "#app/shared/db-errors";
import { AppError } from "#app/shared/errors";
import type { ClosureDto, closureRequestBody } from "#app/modules/privacy/privacy.contract";
import { toClosureDto } from "./closure-views";
import { queueClosureMail } from "./privacy-mail";
import { findUser, listActiveAdmins } from "#app/modules/account/.server/personal-data";
import { findPendingClosure, insertClosure } from "./privacy.repository";

/**
 * A customer asks to close their account. One pending request at a time (409; the partial unique index
 * decides between two requests at once). Every active admin is told through the outbox, in the same
 * transaction.
 */
export async function requestClosure({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof closureRequestBody>>): Promise<ClosureDto> {
  // Admins' accounts are closed by another admin by deactivating them, not through this request.
  const actor = requireRole(ctx, "customer");
  try {
    return await ctx.db.transaction(async (tx) => {
      const t: Ctx = { ...ctx, db: tx };
      if (await findPendingClosure(tx, actor.id)) throw new AppError("conflict", { key: "closure_pending" });
      const row = await insertClosure(tx, actor.id, input.reason);
      const me = await findUser(tx, actor.id);
      for (const admin of await listActiveAdmins(tx)) {
        await queueClosureMail(t, "closure_requested", admin, {
          customer: me?.name ?? actor.name,
          reason: input.reason,
        });
      }
      return toClosureDto(row);
    });
  } catch (err) {
    if (uniqueViolation(err)) throw new AppError("conflict", { key: "closure_pending" });
    throw err;
  }
}
