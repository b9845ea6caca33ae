import type { UseCaseArgs } from "#app/shared/context";
import { findPackageIdByBookingCode } from "./booking-refs.repository";

/**
 * The package of the booking with this code (case-insensitive), or null. In-process only: the
 * tour search lets a customer type a booking code; the caller decides what it may show.
 */
export async function findBookingPackage({ ctx, input }: UseCaseArgs<{ code: string }>): Promise<number | null> {
  const code = input.code.trim();
  // Booking codes are short letters and digits: anything else cannot be one (saves a query).
  if (!/^[A-Za-z0-9-]{4,40}$/.test(code)) return null;
  return findPackageIdByBookingCode(ctx.db, code);
}
