import { randomInt } from "node:crypto";
import type { z } from "zod";
import { branchScope, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { counterUsername } from "#app/modules/account/account.rules";
import { recordWhatsappConsent } from "#app/modules/notification/.server/whatsapp-consent";
import type { counterCustomerInput, CustomerDto, PasswordLinkDto } from "#app/modules/account/customer.contract";
import { insertUser, loginTaken } from "./account.repository";
import { assertBranch } from "./branches/assert-branch";
import { type CountBookings, getCustomer, reachableCustomerRow } from "./get-customer";
import { newSetPasswordLink, sendInvitation } from "./invitation";
import { assertLoginFree, takenByIndex } from "./login-taken";

/** Four random digits after the name: a second "Siti Rahmah" is another login. */
const digits = () => String(randomInt(1000, 10000));

/**
 * A customer met at the counter or on the phone (docs/product.md §Bookings taken by staff): an
 * account without a password, a user name made from the name, and an invitation to choose a
 * password when an address is given (account, link and mail in one transaction). A branch clerk's
 * customer is served by their branch; staff of every branch may name one.
 */
export async function createCounterCustomer({
  ctx,
  input,
  origin,
  countBookings,
}: UseCaseArgs<z.output<typeof counterCustomerInput>> & {
  origin: string;
  countBookings: CountBookings;
}): Promise<CustomerDto> {
  const actor = requireStaff(ctx, "customers");
  const scope = branchScope(actor);
  const branchId = scope ?? input.branch_id ?? null;
  if (scope === undefined) await assertBranch(ctx, branchId);
  const id = await insertCounterCustomer(ctx, input, branchId, origin);
  return getCustomer({ ctx, input: { id }, countBookings });
}

/**
 * The account of a customer registered by someone else (staff at the counter, or an agent for
 * their pilgrim, decision 078): no password, a user name from the name, the WhatsApp opt-in when
 * the customer gave it (source "counter", recorded by whoever registers them, decision 080), the
 * invitation mailed when an address is given; in one transaction. The caller has checked who may
 * do it and chosen the branch. The new user's id; a taken address or a number WhatsApp cannot
 * reach is the field's 422.
 */
export async function insertCounterCustomer(
  ctx: Ctx,
  input: z.output<typeof counterCustomerInput>,
  branchId: number | null,
  origin: string,
): Promise<number> {
  if (input.email) assertLoginFree({ username: false, email: (await loginTaken(ctx.db, "", input.email)).email });
  // A generated name already taken (one in 9,000 for a common name) is drawn again.
  let username = counterUsername(input.name, digits());
  for (let attempt = 0; attempt < 5 && (await loginTaken(ctx.db, username, null)).username; attempt++)
    username = counterUsername(input.name, digits());
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        name: input.name,
        username,
        email: input.email,
        // No password: nobody can log in until the customer chooses one through a link.
        passwordHash: "",
        role: "customer",
        branchId,
        phone: input.phone,
        isNumber: input.is_number,
        address: input.address,
        locale: input.locale,
      });
      if (input.whatsapp_opt_in)
        await recordWhatsappConsent({
          ctx: { ...ctx, db: tx },
          input: {
            userId: user.id,
            number: input.whatsapp_number,
            optIn: true,
            source: "counter",
            recordedBy: ctx.actor?.id ?? null,
          },
        });
      if (user.email) await sendInvitation({ ...ctx, db: tx }, "customer_invite", user, origin);
      return user.id;
    });
  } catch (err) {
    throw takenByIndex(err) ?? err;
  }
  return id;
}

/**
 * A link for a customer who has not chosen a password yet, for staff to hand over (read out, or
 * sent by WhatsApp when there is no address): valid INVITE_LINK_DAYS, once. A customer who has a
 * password is refused (409): they use "forgot password", which only they can receive.
 */
export async function customerPasswordLink({
  ctx,
  input,
  origin,
}: UseCaseArgs<{ id: number }> & { origin: string }): Promise<PasswordLinkDto> {
  const row = await reachableCustomerRow(ctx, input.id);
  if (row.passwordHash !== "" || !row.active || row.closedAt)
    throw new AppError("conflict", { key: "customer_has_password" });
  const link = await newSetPasswordLink(ctx, row, origin);
  return { url: link.url, username: row.username, expires_at: link.expiresAt.toISOString() };
}
