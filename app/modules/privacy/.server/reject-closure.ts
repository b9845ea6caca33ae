import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { AdminClosureDto, closureRejectBody } from "#app/modules/privacy/privacy.contract";
import { toAdminClosureDto } from "./closure-views";
import { queueClosureMail } from "./privacy-mail";
import { findUser, findUsers } from "#app/modules/account/.server/personal-data";
import { lockClosure, updateClosure } from "./privacy.repository";

/** An admin rejects a pending closure with a reason; the customer is told in their language. */
export async function rejectClosure({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof closureRejectBody> & { id: number }>): Promise<AdminClosureDto> {
  const admin = requireStaff(ctx, "privacy");
  const row = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const closure = await lockClosure(tx, input.id);
    if (!closure) throw new AppError("not_found");
    if (closure.status !== "pending") throw new AppError("conflict", { key: "closure_decided" });
    const user = await findUser(tx, closure.userId);
    if (!user) throw new AppError("not_found");
    const row = await updateClosure(tx, closure.id, {
      status: "rejected",
      decisionNote: input.reason,
      decidedBy: admin.id,
      decidedAt: ctx.now(),
    });
    await queueClosureMail(t, "closure_rejected", user, { customer: user.name, reason: input.reason });
    return row;
  });
  const people = new Map((await findUsers(ctx.db, [row.userId, admin.id])).map((u) => [u.id, u]));
  return toAdminClosureDto(row, people, 0);
}
