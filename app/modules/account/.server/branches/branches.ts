import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pageWindow, toListMeta } from "#app/shared/list";
import type { BranchDto, branchInput, listBranchesQuery } from "#app/modules/account/branch.contract";
import {
  type BranchRow,
  type BranchValues,
  clearHeadOffice,
  deleteUnusedBranchRow,
  findBranchRow,
  insertBranchRow,
  listBranchRows,
  updateBranchRow,
} from "./branch.repository";

/** The agency's branches (docs/product.md §Staff roles and branches): staff with the staff permission. */
const toDto = (r: BranchRow): BranchDto => ({
  id: r.id,
  name: r.name,
  address: r.address,
  phone: r.phone || null,
  whatsapp: r.whatsapp || null,
  head_office: r.headOffice,
  active: r.active,
  users: r.users,
});

const valuesOf = (input: z.output<typeof branchInput>): BranchValues => ({
  name: input.name,
  address: input.address,
  phone: input.phone ?? "",
  whatsapp: input.whatsapp ?? "",
  headOffice: input.head_office,
  active: input.active,
});

export async function listBranches({ ctx, input }: UseCaseArgs<z.output<typeof listBranchesQuery>>) {
  requireStaff(ctx, ["staff", "bookings_view"]);
  const { rows, total } = await listBranchRows(ctx.db, {
    active: input.active,
    search: input.search,
    ...pageWindow(input),
  });
  return { data: rows.map(toDto), meta: toListMeta(input, total) };
}

export async function getBranch({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<BranchDto> {
  requireStaff(ctx, "staff");
  const row = await findBranchRow(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toDto(row);
}

/** A new head office takes the mark from the old one in the same transaction. */
export async function createBranch({ ctx, input }: UseCaseArgs<z.output<typeof branchInput>>): Promise<BranchDto> {
  requireStaff(ctx, "staff");
  const id = await ctx.db.transaction(async (tx) => {
    if (input.head_office) await clearHeadOffice(tx, null, ctx.now());
    return insertBranchRow(tx, valuesOf(input));
  });
  return getBranch({ ctx, input: { id } });
}

export async function updateBranch({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof branchInput> & { id: number }>): Promise<BranchDto> {
  requireStaff(ctx, "staff");
  await ctx.db.transaction(async (tx) => {
    if (input.head_office) await clearHeadOffice(tx, input.id, ctx.now());
    if (!(await updateBranchRow(tx, input.id, valuesOf(input), ctx.now()))) throw new AppError("not_found");
  });
  return getBranch({ ctx, input: { id: input.id } });
}

/** Only a branch nobody belongs to is deleted; one in use answers 409 (deactivate it instead). */
export async function deleteBranch({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "staff");
  const result = await deleteUnusedBranchRow(ctx.db, input.id);
  if (result === "missing") throw new AppError("not_found");
  if (result === "in_use") throw new AppError("conflict", { key: "branch_in_use" });
}
