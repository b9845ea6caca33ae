import type { z } from "zod";
import { branchScope, requireStaff } from "#app/shared/access";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListPage } from "#app/shared/list";
import type { CustomerSummaryDto, listCustomersQuery } from "#app/modules/account/customer.contract";
import { type CustomerRow, listCustomerRows } from "./customer.repository";

export const toCustomerSummaryDto = (u: CustomerRow): CustomerSummaryDto => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  role: u.role,
  phone: u.phone,
  profile_picture_url: u.profilePictureUrl,
  active: u.active,
  created_at: u.createdAt.toISOString(),
});

/**
 * The customers whose guests carry a passport number with this text: bookings are a module above
 * account (app/modules/order.ts), so server/app.ts hands booking's lookup in.
 */
export type FindByPassport = (ctx: Ctx, text: string) => Promise<number[]>;

/**
 * Users of both roles for staff with the customers permission (/panel/customer): search in name,
 * user name, email, phone, ID number and guests' passport numbers (case-insensitive, `%` and `_`
 * typed as themselves), role and active filters, sorted and paged.
 */
export async function listCustomers({
  ctx,
  input,
  findByPassport,
}: UseCaseArgs<z.output<typeof listCustomersQuery>> & { findByPassport: FindByPassport }): Promise<
  ListPage<CustomerSummaryDto>
> {
  const actor = requireStaff(ctx, "customers");
  const { rows, total } = await listCustomerRows(
    ctx.db,
    {
      search: input.search || undefined,
      alsoIds: input.search ? await findByPassport(ctx, input.search) : undefined,
      role: input.role,
      active: input.active,
      branchId: branchScope(actor),
      sort: input.sort,
    },
    pageWindow(input),
  );
  return toListPage(input, { rows, total }, toCustomerSummaryDto);
}
