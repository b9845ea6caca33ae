import { z } from "zod";
import { locales } from "#app/shared/i18n/config";
import { listQuery, listResponse, queryFlag } from "#app/shared/list";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { personFields } from "./account.contract";

/**
 * The agency's staff accounts (/api/staff, /panel/staff; docs/product.md §Staff roles and
 * branches): listed, invited by e-mail, given a role and a branch, deactivated. Staff with the
 * staff permission only (the owner).
 */
const branchRef = z.number().int().positive().max(2_147_483_647).nullable();

export const listStaffQuery = listQuery.extend({
  staff_role: z.enum(STAFF_ROLES).optional(),
  branch_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  active: queryFlag,
});
export type ListStaffQuery = z.input<typeof listStaffQuery>;

export const staffIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const staffDto = z.object({
  id: z.number().int(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  staff_role: z.enum(STAFF_ROLES),
  /** The one branch they work for; null: every branch. */
  branch_id: z.number().int().nullable(),
  active: z.boolean(),
  /** Invited and not yet joined: no password chosen from the invitation's link. */
  invited: z.boolean(),
  created_at: z.string(),
});
export type StaffDto = z.infer<typeof staffDto>;

/** POST /api/staff: a new staff account, which chooses its password from the e-mailed link. */
export const staffInviteInput = z.object({
  name: personFields.name,
  email: personFields.email,
  username: personFields.username,
  staff_role: z.enum(STAFF_ROLES),
  branch_id: branchRef.default(null),
  /** The language of the invitation and of the account's later mails. */
  locale: z.enum(locales),
});
export type StaffInviteInput = z.input<typeof staffInviteInput>;

/** PUT /api/staff/{id}: role, branch and whether the account may log in. */
export const staffUpdateInput = z.object({
  staff_role: z.enum(STAFF_ROLES),
  branch_id: branchRef,
  active: z.boolean(),
});
export type StaffUpdateInput = z.input<typeof staffUpdateInput>;

export const staffListResponse = listResponse(staffDto);
export type StaffListResponse = z.infer<typeof staffListResponse>;
export const staffResponse = z.object({ data: staffDto });
export const staffActionResponse = z.object({ message: z.string(), data: staffDto });
