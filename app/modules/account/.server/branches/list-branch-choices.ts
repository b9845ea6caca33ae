import type { UseCaseArgs } from "#app/shared/context";
import type { Translatable } from "#app/shared/translatable.contract";
import { listBranchRows } from "./branch.repository";

/**
 * In-process, for a customer's form that names the branch serving them (the agent application):
 * the active branches' ids and names, the head office first. No access check: the branches are
 * the agency's public offices (its contact page names them); their staff counts are not given.
 */
export async function listBranchChoices({ ctx }: UseCaseArgs<undefined>) {
  const { rows } = await listBranchRows(ctx.db, { active: true, offset: 0 });
  return rows.map((r): { id: number; name: Translatable; head_office: boolean } => ({
    id: r.id,
    name: r.name,
    head_office: r.headOffice,
  }));
}
