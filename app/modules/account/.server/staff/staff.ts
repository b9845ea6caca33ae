import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import { roleHas } from "#app/shared/staff-access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { pageWindow, toListMeta } from "#app/shared/list";
import type { listStaffQuery, StaffDto, staffInviteInput, staffUpdateInput } from "#app/modules/account/staff.contract";
import { findUserById, insertUser, loginTaken } from "../account.repository";
import { sendInvitation } from "../invitation";
import { assertLoginFree, takenByIndex } from "../login-taken";
import { assertBranch } from "../branches/assert-branch";
import { revokeUserSessions } from "../customer.repository";
import {
  findStaffRow,
  listStaffRows,
  lockActiveStaff,
  lockStaffRow,
  type StaffRow,
  updateStaffRow,
} from "./staff.repository";

const toDto = (r: StaffRow): StaffDto => ({
  id: r.id,
  name: r.name,
  username: r.username,
  // Staff are invited by e-mail: every staff account has one.
  email: r.email ?? "",
  phone: r.phone,
  // Staff rows always have one (users_staff_role_check).
  staff_role: r.staffRole ?? "sales",
  branch_id: r.branchId,
  active: r.active,
  invited: r.invited,
  created_at: r.createdAt.toISOString(),
});

export async function listStaff({ ctx, input }: UseCaseArgs<z.output<typeof listStaffQuery>>) {
  requireStaff(ctx, "staff");
  const { rows, total } = await listStaffRows(
    ctx.db,
    { search: input.search, staffRole: input.staff_role, branchId: input.branch_id, active: input.active },
    pageWindow(input),
  );
  return { data: rows.map(toDto), meta: toListMeta(input, total) };
}

export async function getStaff({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<StaffDto> {
  requireStaff(ctx, "staff");
  const row = await findStaffRow(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toDto(row);
}

/**
 * The owner invites a colleague: a staff account without a password (it cannot log in) and an
 * e-mailed link to choose one, which works for INVITE_LINK_DAYS. Account, link and mail are written
 * in one transaction.
 */
export async function inviteStaff({
  ctx,
  input,
  origin,
}: UseCaseArgs<z.output<typeof staffInviteInput>> & { origin: string }): Promise<StaffDto> {
  requireStaff(ctx, "staff");
  assertLoginFree(await loginTaken(ctx.db, input.username, input.email));
  await assertBranch(ctx, input.branch_id);
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name,
        username: input.username,
        email: input.email,
        // No password: nobody can log in until the link is used (login-user.ts compares with a
        // dummy hash instead, in the same time).
        passwordHash: "",
        role: "admin",
        staffRole: input.staff_role,
        branchId: input.branch_id,
        locale: input.locale,
      });
      await sendInvitation({ ...ctx, db: tx }, "staff_invite", user, origin);
      return user.id;
    });
  } catch (err) {
    throw takenByIndex(err) ?? err;
  }
  return getStaff({ ctx, input: { id } });
}

/** A new invitation link for an account that has not joined yet (the first one may have expired). */
export async function reinviteStaff({
  ctx,
  input,
  origin,
}: UseCaseArgs<{ id: number }> & { origin: string }): Promise<StaffDto> {
  requireStaff(ctx, "staff");
  const row = await findStaffRow(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  if (!row.invited || !row.active) throw new AppError("conflict", { key: "staff_joined" });
  const user = await findUserById(ctx.db, input.id);
  if (!user) throw new AppError("not_found");
  await ctx.db.transaction((tx) => sendInvitation({ ...ctx, db: tx }, "staff_invite", user, origin));
  return toDto(row);
}

/**
 * The owner changes a colleague's role and branch, or deactivates them (every session ends at
 * once; their bookings, payments and history keep their name). Guards:
 * - nobody changes their own role or deactivates themselves (409), so the owner doing it stays one;
 * - the active staff are locked first (as the user editor does) and the actor must still be active
 *   with the staff permission: two owners demoting each other at once cannot leave the agency
 *   without one.
 */
export async function updateStaff({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof staffUpdateInput> & { id: number }>): Promise<StaffDto> {
  const actor = requireStaff(ctx, "staff");
  if (input.id === actor.id) {
    const current = await findStaffRow(ctx.db, actor.id);
    if (current && input.staff_role !== current.staffRole) throw new AppError("conflict", { key: "self_staff_role" });
    if (!input.active) throw new AppError("conflict", { key: "self_deactivate" });
  }
  await assertBranch(ctx, input.branch_id);
  await ctx.db.transaction(async (tx) => {
    const staff = await lockActiveStaff(tx);
    const target = await lockStaffRow(tx, input.id);
    if (!target) throw new AppError("not_found");
    // The actor was read when the request began; another owner may have changed them since.
    if (!staff.some((s) => s.id === actor.id && roleHas(s.staffRole, "staff"))) throw new AppError("forbidden");
    const now = ctx.now();
    await updateStaffRow(
      tx,
      input.id,
      { staffRole: input.staff_role, branchId: input.branch_id, active: input.active },
      now,
    );
    if (target.active && !input.active) await revokeUserSessions(tx, input.id, now);
  });
  return getStaff({ ctx, input: { id: input.id } });
}
