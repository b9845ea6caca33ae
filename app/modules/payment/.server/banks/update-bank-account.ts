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

/** Replaces an account's fields. Payments keep their own label, so past payments still read the same. */
export async function updateBankAccount({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof bankInput> & { id: number }>): Promise<BankAccountDto> {
  requireStaff(ctx, "banks");
  const { values, images } = await bankValues(ctx, input);
  await checkOneEscrow(ctx, input, input.id);
  const row = await bankRows.update(ctx.db, input.id, values).catch(rethrowEscrowRace);
  if (!row) throw new AppError("not_found");
  return toBankDto(row, images);
}
