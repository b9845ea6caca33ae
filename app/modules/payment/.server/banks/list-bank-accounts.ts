import type { z } from "zod";
import { can } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListPage } from "#app/shared/list";
import type { BankAccountDto, listBanksQuery } from "#app/modules/booking/booking.contract";
import { listBankRows } from "./bank.repository";
import { bankLogos, toBankDto } from "./to-bank-dto";

/**
 * The agency's bank accounts in sort order: active ones for everyone (checkout, invoices, mails);
 * inactive ones too only for staff with the banks permission asking `all` (anyone else's `all`
 * is ignored).
 */
export async function listBankAccounts({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listBanksQuery>>): Promise<ListPage<BankAccountDto>> {
  const all = input.all === true && can(ctx.actor, "banks");
  const { rows, total } = await listBankRows(ctx.db, { activeOnly: !all, search: input.search, ...pageWindow(input) });
  const images = await bankLogos(ctx, rows);
  return toListPage(input, { rows, total }, (r) => toBankDto(r, images));
}
