import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import type { ImageDto } from "#app/modules/media/media.contract";
import { getImages } from "#app/modules/media/.server/get-images";
import type { BankAccountDto, bankInput } from "#app/modules/booking/booking.contract";
import type { BankRow, BankValues } from "./bank.repository";

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
  };
  return { values, images };
}
