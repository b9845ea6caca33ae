import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { sanitizeRichText } from "#app/shared/rich-text.server";
import type { Translations } from "#app/shared/translate";
import { anyBookingExists } from "#app/modules/catalog/server/count-bookings";
import { getPage } from "#app/modules/content/server/get-page";
import type { settingInput } from "#app/modules/setting/setting.contract";
import { findSetting, upsertSetting } from "./setting.repository";
import { toSettingEditDto } from "./setting-values";

/** Rich text per language, sanitised; languages the sanitiser leaves empty are dropped. */
function sanitizeTranslations(value: Translations): Translations {
  const out: Translations = { id: sanitizeRichText(value.id ?? "") };
  for (const lang of ["en", "my"] as const) {
    const v = value[lang] ? sanitizeRichText(value[lang]) : "";
    if (v) out[lang] = v;
  }
  return out;
}

/**
 * Saves the site settings (one row); the terms page must exist, the about text is sanitised.
 * The currency is fixed once a booking exists: amounts are stored as integers of the site
 * currency, so a new one would relabel them, not convert them (decision 015).
 */
export async function updateSetting({ ctx, input }: { ctx: Ctx; input: z.output<typeof settingInput> }) {
  requireRole(ctx, "admin");
  if (input.terms_page_id !== null) {
    await getPage({ ctx, input: { id: input.terms_page_id } }).catch((err) => {
      if (err instanceof AppError && err.code === "not_found") throw fieldError("terms_page_id", "unknown_page");
      throw err;
    });
  }
  const current = toSettingEditDto(await findSetting(ctx.db));
  if (input.currency !== current.currency && (await anyBookingExists({ ctx }))) {
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
  });
  return toSettingEditDto(await findSetting(ctx.db));
}
