import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListPage } from "#app/shared/list";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import type { listRefundsQuery, RefundDto } from "#app/modules/booking/refund.contract";
import { listRefundRows } from "#app/modules/booking/.server/money/payment-rows";
import { toRefundDto } from "#app/modules/booking/.server/money/refund-views";

/**
 * The panel's refunds (staff with the refunds permission): the due ones oldest first (the queue
 * to pay), or the paid ones.
 */
export async function listRefunds({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listRefundsQuery>>): Promise<ListPage<RefundDto>> {
  requireStaff(ctx, "refunds");
  const page = await listRefundRows(ctx.db, input.status, pageWindow(input));
  const people = await describeUsers({
    ctx,
    input: { ids: page.rows.flatMap((r) => (r.paidBy ? [r.customerId, r.paidBy] : [r.customerId])) },
  });
  return toListPage(input, page, (r) => toRefundDto(r, people, true));
}
