import { loginTaken } from "./account.repository";
import type { z } from "zod";
import { can, outOfScope, requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { CustomerDto, customerUpdateInput } from "#app/modules/account/customer.contract";
import { lockActiveAdminIds, lockCustomerRow, revokeUserSessions, updateCustomerRow } from "./customer.repository";
import { type CountBookings, getCustomer } from "./get-customer";
import { assertLoginFree, takenByIndex } from "./login-taken";
import { personValues } from "./person-values";

/**
 * Staff with the customers permission edit a user: details, role and active. Guards:
 * - a staff account (its details, its active flag) and a role change, either way, are the staff
 *   permission's (docs/product.md §Staff roles and branches): whoever may only serve customers
 *   neither makes staff nor changes a colleague's login email or name (403);
 * - an admin never removes their own admin role nor deactivates themselves (409);
 * - an edit that takes an admin away locks the active admins first and re-checks that the actor
 *   still is one, so two admins demoting each other at once cannot leave the site with none;
 * - deactivating revokes every session of the user: their tokens stop working at once (the
 *   session lookup also refuses inactive users) and stay dead if the account is reactivated.
 */
export async function updateCustomer({
  ctx,
  input,
  countBookings,
}: UseCaseArgs<z.output<typeof customerUpdateInput> & { id: number }> & {
  countBookings: CountBookings;
}): Promise<CustomerDto> {
  const actor = requireStaff(ctx, "customers");
  if (input.id === actor.id) {
    if (input.role !== undefined && input.role !== "admin") throw new AppError("conflict", { key: "self_demote" });
    if (input.active === false) throw new AppError("conflict", { key: "self_deactivate" });
  }

  assertLoginFree(await loginTaken(ctx.db, input.username, input.email, input.id));

  try {
    await ctx.db.transaction(async (tx) => {
      // Always admins first, then the user: one lock order, so concurrent edits never deadlock.
      const admins = input.role === "customer" || input.active === false ? await lockActiveAdminIds(tx) : [];
      const current = await lockCustomerRow(tx, input.id);
      if (!current || outOfScope(actor, current.branchId)) throw new AppError("not_found");
      const role = input.role ?? current.role;
      const active = input.active ?? current.active;
      // Under the row lock: the account is staff now, or would be after the edit.
      if ((current.role === "admin" || role === "admin") && !can(actor, "staff")) throw new AppError("forbidden");
      const losesAdmin = current.role === "admin" && current.active && (role !== "admin" || !active);
      // The actor was read when the request began; another admin may have demoted them since.
      if (losesAdmin && !admins.includes(actor.id)) throw new AppError("forbidden");
      await updateCustomerRow(
        tx,
        input.id,
        {
          name: input.name,
          email: input.email,
          username: input.username,
          ...personValues(input),
          role,
          // A staff account keeps its staff role; one made staff here runs the whole agency, as
          // every staff account did before roles (decision 073); a customer has none.
          staffRole: role === "admin" ? (current.staffRole ?? "owner") : null,
          active,
        },
        ctx.now(),
      );
      if (current.active && !active) await revokeUserSessions(tx, input.id, ctx.now());
    });
  } catch (err) {
    // Two edits racing for one name or email: the unique index decides.
    throw takenByIndex(err) ?? err;
  }
  return getCustomer({ ctx, input: { id: input.id }, countBookings });
}
