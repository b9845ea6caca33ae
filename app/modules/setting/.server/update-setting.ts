import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { sanitizeTranslations } from "#app/shared/rich-text.server";
import type { settingInput } from "#app/modules/setting/setting.contract";
import { findSetting, upsertSetting } from "./setting.repository";
import { toSettingEditDto } from "./setting-values";

/**
 * What saving the settings asks of modules above setting in the module order
 * (app/modules/order.ts): the composition root (server/app.ts) hands in content's page lookup
 * and booking's "any booking exists", so setting imports neither.
 */
export interface SettingChecks {
  /** Resolves when the page exists; throws AppError `not_found` otherwise. */
  getPage: (args: { ctx: Ctx; input: { id: number } }) => Promise<unknown>;
  anyBookingExists: (args: { ctx: Ctx }) => Promise<boolean>;
}

/**
 * Saves the site settings (one row); the terms page must exist, the about text is sanitised.
 * The currency is fixed once a booking exists: amounts are stored as integers of the site
 * currency, so a new one would relabel them, not convert them (decision 015).
 */
export async function updateSetting(
  { ctx, input }: { ctx: Ctx; input: z.output<typeof settingInput> },
  checks: SettingChecks,
) {
  requireStaff(ctx, "settings");
  if (input.terms_page_id !== null) {
    await checks.getPage({ ctx, input: { id: input.terms_page_id } }).catch((err) => {
      if (err instanceof AppError && err.code === "not_found") throw fieldError("terms_page_id", "unknown_page");
      throw err;
    });
  }
  const current = toSettingEditDto(await findSetting(ctx.db));
  if (input.currency !== current.currency && (await checks.anyBookingExists({ ctx }))) {
    throw new AppError("conflict", { key: "currency_has_bookings" });
  }
  await upsertSetting(ctx.db, {
    name: input.name,
    logoUrl: input.logo_url,
    description: input.description,
    address: input.address,
    about: sanitizeTranslations(input.about),
    phone: input.phone || null,
    email: input.email,
    facebookUrl: input.facebook_url,
    instagramUrl: input.instagram_url,
    tiktokUrl: input.tiktok_url,
    youtubeUrl: input.youtube_url,
    whatsapp: input.whatsapp,
    embedMap: input.embed_map,
    currency: input.currency,
    bookingExpiryHours: input.booking_expiry_hours,
    termsPageId: input.terms_page_id,
    documentRetentionDays: input.document_retention_days ?? current.document_retention_days,
    // Absent = unchanged (an older client's save); null clears.
    ppiuLicence: input.ppiu_licence === undefined ? current.ppiu_licence : input.ppiu_licence,
    ppiuLicenceDate: input.ppiu_licence_date === undefined ? current.ppiu_licence_date : input.ppiu_licence_date,
    businessNumber: input.business_number === undefined ? current.business_number : input.business_number,
    kpkLicence: input.kpk_licence === undefined ? current.kpk_licence : input.kpk_licence,
    umrahReferencePrice: input.umrah_reference_price ?? current.umrah_reference_price,
  });
  return toSettingEditDto(await findSetting(ctx.db));
}
