import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import { roleHas } from "#app/shared/staff-access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { pageWindow, toListMeta } from "#app/shared/list";
import type { listStaffQuery, StaffDto, staffInviteInput, staffUpdateInput } from "#app/modules/account/staff.contract";
import { findUserById, insertPasswordReset, insertUser, loginTaken } from "../account.repository";
import { queueAccountMail } from "../account-mail";
import { assertLoginFree, takenByIndex } from "../login-taken";
import { activeBranchExists } from "../branches/branch.repository";
import { revokeUserSessions } from "../customer.repository";
import { hashToken, newToken } from "../session-token";
import {
  findStaffRow,
  listStaffRows,
  lockActiveStaff,
  lockStaffRow,
  type StaffRow,
  updateStaffRow,
} from "./staff.repository";
import { mailLink, mailLocale } from "#app/modules/notification/.server/mail-language";

/**
 * How long an invitation's link works (docs/product.md §Staff roles and branches): days, not the
 * hour of a reset link, as a new colleague may read it after a weekend.
 */
export const INVITE_LINK_DAYS = 7;

const toDto = (r: StaffRow): StaffDto => ({
  id: r.id,
  name: r.name,
  username: r.username,
  email: r.email,
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

async function assertBranch(ctx: UseCaseArgs<unknown>["ctx"], branchId: number | null) {
  if (branchId !== null && !(await activeBranchExists(ctx.db, branchId)))
    throw fieldError("branch_id", "branch_unknown");
}

/** A new link of INVITE_LINK_DAYS and its mail, in the caller's transaction. */
async function sendInvitation(
  ctx: UseCaseArgs<unknown>["ctx"],
  user: { id: number; email: string; name: string; username: string; locale: string },
  origin: string,
) {
  const token = newToken();
  const now = ctx.now();
  const locale = mailLocale(user);
  await insertPasswordReset(ctx.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + INVITE_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  await queueAccountMail(ctx, {
    kind: "staff_invite",
    to: { email: user.email, name: user.name, username: user.username, locale },
    origin,
    link: mailLink(origin, `/reset-password/${token}`, locale),
    days: INVITE_LINK_DAYS,
  });
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
      await sendInvitation({ ...ctx, db: tx }, user, origin);
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
  await ctx.db.transaction((tx) => sendInvitation({ ...ctx, db: tx }, user, origin));
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
