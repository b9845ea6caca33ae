import type { CancellationPolicyDto } from "#app/shared/cancellation-policy.contract";
import type { Ctx } from "#app/shared/context";
import { findSetting } from "./setting.repository";
import { DEFAULT_RETENTION_DAYS } from "./setting-values";

export interface BookingPolicy {
  siteName: string;
  siteEmail: string | null;
  currency: "IDR" | "MYR" | "SGD";
  /** Hours an unpaid pending booking is kept (0 = never expires). */
  bookingExpiryHours: number;
  /** Days after a departure's return that its private files are deleted (decision 048). */
  documentRetentionDays: number;
  /** The site's cancellation penalty tiers (packages without their own). */
  cancellationPolicy: CancellationPolicyDto;
}

/** In-process, for the booking module: the settings that govern bookings and their mails. */
export async function getBookingPolicy({ ctx }: { ctx: Ctx; input?: undefined }): Promise<BookingPolicy> {
  const s = await findSetting(ctx.db);
  return {
    siteName: s?.name ?? "",
    siteEmail: s?.email ?? null,
    currency: s?.currency ?? "IDR",
    bookingExpiryHours: s?.bookingExpiryHours ?? 48,
    documentRetentionDays: s?.documentRetentionDays ?? DEFAULT_RETENTION_DAYS,
    cancellationPolicy: s?.cancellationPolicy ?? { tiers: [], admin_fee: 0 },
  };
}
