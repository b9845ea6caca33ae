import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { BankAccountDto, bankInput } from "#app/modules/booking/booking.contract";
import { bankRows } from "./bank.repository";
import {
  bankValues,
  checkOneEscrow,
  rethrowEscrowRace,
  toBankDto,
} from "#app/modules/payment/.server/banks/to-bank-dto";

export async function createBankAccount({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof bankInput>>): Promise<BankAccountDto> {
  requireStaff(ctx, "banks");
  const { values, images } = await bankValues(ctx, input);
  await checkOneEscrow(ctx, input);
  const row = await bankRows.insert(ctx.db, values).catch(rethrowEscrowRace);
  if (!row) throw new AppError("not_found");
  return toBankDto(row, images);
}
