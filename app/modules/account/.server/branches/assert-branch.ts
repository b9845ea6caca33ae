import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import { activeBranchExists } from "./branch.repository";

/** 422 on `branch_id` unless it names an active branch (null: the head office, always fine). */
export async function assertBranch(ctx: Ctx, branchId: number | null | undefined) {
  if (branchId != null && !(await activeBranchExists(ctx.db, branchId)))
    throw fieldError("branch_id", "branch_unknown");
}
