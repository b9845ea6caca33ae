import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import { AppError } from "../../../shared/errors";
import type { BankAccountDto } from "../booking.contract";
import { findBankRow } from "./bank.repository";
import { bankLogos, toBankDto } from "./to-bank-dto";

/** One account, active or not (the panel's edit form). */
export async function getBankAccount({ ctx, input }: { ctx: Ctx; input: { id: number } }): Promise<BankAccountDto> {
  requireRole(ctx, "admin");
  const row = await findBankRow(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toBankDto(row, await bankLogos(ctx, [row]));
}
