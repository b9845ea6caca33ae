import { allTranslations } from "#app/shared/translate";
import type { findSetting } from "./setting.repository";

/**
 * The column's default (migration 0011): a departure's private files go 180 days after its
 * return. The same as document.rules DEFAULT_RETENTION_DAYS (setting sits below document).
 */
export const DEFAULT_RETENTION_DAYS = 180;

/** The column's default (migration 0027): Rp 23,000,000 (KMA 1021/2023), in IDR minor units. */
export const DEFAULT_UMRAH_REFERENCE_PRICE = 2_300_000_000;

type SettingRow = NonNullable<Awaited<ReturnType<typeof findSetting>>>;

/** Every language of a translatable value, as the edit forms read it back. */
const translations = allTranslations;

/** The social links, map and currency, the same in the public setting and the panel's form. */
export function siteLinkValues(s: SettingRow | undefined) {
  return {
    facebook_url: s?.facebookUrl ?? null,
    instagram_url: s?.instagramUrl ?? null,
    tiktok_url: s?.tiktokUrl ?? null,
    youtube_url: s?.youtubeUrl ?? null,
    whatsapp: s?.whatsapp ?? null,
    embed_map: s?.embedMap ?? null,
    currency: s?.currency ?? ("IDR" as const),
  };
}

/** The agency's licences, the same in the public setting and the panel's form. */
export function licenceValues(s: SettingRow | undefined) {
  return {
    umrah_reference_price: s?.umrahReferencePrice ?? DEFAULT_UMRAH_REFERENCE_PRICE,
    ppiu_licence: s?.ppiuLicence ?? null,
    ppiu_licence_date: s?.ppiuLicenceDate ?? null,
    business_number: s?.businessNumber ?? null,
    kpk_licence: s?.kpkLicence ?? null,
  };
}

/** The setting as the panel's form reads it (every language); defaults before the first save. */
export function toSettingEditDto(s: SettingRow | undefined) {
  return {
    name: s?.name ?? "",
    logo_url: s?.logoUrl ?? null,
    description: translations(s?.description),
    address: translations(s?.address),
    about: translations(s?.about),
    phone: s?.phone ?? null,
    email: s?.email ?? null,
    ...siteLinkValues(s),
    ...licenceValues(s),
    booking_expiry_hours: s?.bookingExpiryHours ?? 48,
    terms_page_id: s?.termsPageId ?? null,
    document_retention_days: s?.documentRetentionDays ?? DEFAULT_RETENTION_DAYS,
  };
}
