import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import type { ImageDto } from "#app/modules/media/media.contract";
import { getImages } from "#app/modules/media/.server/get-images";
import type { BankAccountDto, bankInput } from "#app/modules/booking/booking.contract";
import { uniqueViolation } from "#app/shared/db-errors";
import { type BankRow, type BankValues, findEscrowRow } from "./bank.repository";

export function toBankDto(row: BankRow, images: Map<string, ImageDto>): BankAccountDto {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_number: row.accountNumber,
    account_holder: row.accountHolder,
    vendor: row.vendor,
    logo: (row.logoImageId && images.get(row.logoImageId)) || null,
    is_active: row.isActive,
    sort_order: row.sortOrder,
    is_escrow: row.isEscrow,
  };
}

/** The logos of some rows, in one query (through the media module's use case). */
export function bankLogos(ctx: Ctx, rows: BankRow[]): Promise<Map<string, ImageDto>> {
  return getImages({ ctx, input: { ids: rows.flatMap((r) => (r.logoImageId ? [r.logoImageId] : [])) } });
}

/**
 * The row the admin form writes. A chosen logo must be an existing public image (422
 * `unknown_image` on `logo_image_id` otherwise); the vendor is an upper-case code.
 */
export async function bankValues(ctx: Ctx, input: z.output<typeof bankInput>) {
  const logoId = input.logo_image_id ?? null;
  const images = await getImages({ ctx, input: { ids: logoId ? [logoId] : [] } });
  if (logoId && !images.has(logoId)) throw fieldError("logo_image_id", "unknown_image");
  const values: BankValues = {
    bankName: input.bank_name,
    accountNumber: input.account_number,
    accountHolder: input.account_holder,
    vendor: input.vendor ? input.vendor.toUpperCase() : null,
    logoImageId: logoId,
    isActive: input.is_active,
    sortOrder: input.sort_order,
    isEscrow: input.is_escrow,
  };
  return { values, images };
}

/**
 * At most one escrow account (docs/product.md §Licences, reference price and escrow): marking a
 * second is refused (422 `escrow_taken` on `is_escrow`); two saves racing meet the partial unique
 * index, whose refusal reads the same.
 */
export async function checkOneEscrow(ctx: Ctx, input: { is_escrow: boolean }, id?: number): Promise<void> {
  if (!input.is_escrow) return;
  const other = await findEscrowRow(ctx.db);
  if (other && other.id !== id) throw fieldError("is_escrow", "escrow_taken");
}

/**
 * "<bank> <number>" of the escrow account when the account a payment went into is it (as marked
 * now: the mark is the agency's statement of which account holds pilgrims' money); else null.
 */
export async function escrowLabel(ctx: Ctx, bankAccountId: number | null): Promise<string | null> {
  if (bankAccountId === null) return null;
  const escrow = await findEscrowRow(ctx.db);
  return escrow && escrow.id === bankAccountId ? `${escrow.bankName} ${escrow.accountNumber}` : null;
}

export function rethrowEscrowRace(err: unknown): never {
  if (uniqueViolation(err) === "bank_accounts_one_escrow_idx") throw fieldError("is_escrow", "escrow_taken");
  throw err;
}
