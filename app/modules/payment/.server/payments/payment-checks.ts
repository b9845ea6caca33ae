import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import { listBankAccounts } from "#app/modules/payment/.server/banks/list-bank-accounts";

/**
 * The agency's active account a payment went into, as the payment keeps it: its id and a label
 * ("BCA 1234567890 (PT Agency)") that still reads if the account is later edited or removed.
 * A customer's transfer and a transfer seen at the counter name it alike (422 unknown_bank).
 */
export async function paidIntoAccount(
  t: Ctx,
  id: number | null | undefined,
): Promise<{ bankAccountId: number; bankLabel: string }> {
  const banks = (await listBankAccounts({ ctx: { ...t, actor: null }, input: { page: 1, limit: -1, all: false } }))
    .data;
  const bank = banks.find((b) => b.id === id);
  if (!bank) throw fieldError("bank_account_id", "unknown_bank");
  return { bankAccountId: bank.id, bankLabel: `${bank.bank_name} ${bank.account_number} (${bank.account_holder})` };
}

/** A proof, receipt or scan attached to a payment must be a private file its teller uploaded (422 unknown_file). */
export async function checkOwnProof(t: Ctx, fileId: string | null, ownerId: number): Promise<void> {
  if (!fileId) return;
  const owned = await checkPrivateFiles({ ctx: t, input: { ids: [fileId], owner_id: ownerId } });
  if (!owned.has(fileId)) throw fieldError("proof_file_id", "unknown_file");
}
