import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { BankAccountDto } from "#app/modules/booking/booking.contract";
import { bankRows } from "./bank.repository";
import { bankLogos, toBankDto } from "#app/modules/payment/.server/banks/to-bank-dto";

/** One account, active or not (the panel's edit form). */
export async function getBankAccount({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<BankAccountDto> {
  requireStaff(ctx, "banks");
  const row = await bankRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  return toBankDto(row, await bankLogos(ctx, [row]));
}
