import { z } from "zod";
import { cancellationPolicyDto, cancellationPolicyInput } from "#app/shared/cancellation-policy.contract";
import { embedMapInput } from "#app/shared/embed-map.contract";
import { translationsDto, trOptional } from "#app/shared/translatable.contract";

const httpsUrl = z
  .url({ protocol: /^https$/ })
  .max(300)
  .nullable()
  .default(null);

/** The agency's social links, map and currency: the same fields in the public and the panel's setting. */
const siteLinks = {
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  whatsapp: z.string().nullable(),
  embed_map: z.string().nullable(),
  currency: z.enum(["IDR", "MYR", "SGD"]),
};

/**
 * The agency's licences (docs/product.md §Receipts): the Indonesian umrah organiser's licence
 * (PPIU) and its date, the business registration number (NIB), the Malaysian tourism licence
 * (KPK/LN-…); printed on receipts and invoices. The same fields in the public and the panel's setting.
 */
const licences = {
  ppiu_licence: z.string().nullable(),
  ppiu_licence_date: z.iso.date().nullable(),
  business_number: z.string().nullable(),
  kpk_licence: z.string().nullable(),
};
export type AgencyLicences = { [K in keyof typeof licences]: z.infer<(typeof licences)[K]> };

export const settingDto = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
  description: z.string(),
  phone: z.string().nullable(),
  email_url: z.string().nullable(),
  address: z.string(),
  ...siteLinks,
  ...licences,
  // The ministry's umrah reference price, IDR minor units (docs/product.md §Licences, reference price and escrow).
  umrah_reference_price: z.number().int(),
  terms_page_id: z.number().int().nullable(),
  // The /about page text in the caller's language (sanitised rich text).
  about: z.string(),
  // The agency's licences as the footer shows them, in the caller's language ("Izin PPIU No.
  // U.123 (12 Maret 2020)", "NIB …"), written by the server: the storefront carries no code or
  // date formatting for them (docs/performance.md).
  licence_lines: z.array(z.string()),
});
export type SettingDto = z.infer<typeof settingDto>;

export const settingResponse = z.object({ setting: settingDto });

export const languageDto = z.object({ key: z.string(), name: z.string() });
export const languagesResponse = z.object({ languages: z.array(languageDto) });
export type LanguageDto = z.infer<typeof languageDto>;

/**
 * A licence number as printed on it: letters, digits, spaces and / . - (runs of spaces made one);
 * empty = none; absent = unchanged, so an older client's save keeps it.
 */
const licenceNumber = z
  .string()
  .trim()
  .max(60)
  .regex(/^([A-Za-z0-9][A-Za-z0-9 ./-]*)?$/, { message: "licence_format" })
  .transform((v) => v.replace(/\s+/g, " ") || null)
  .nullable()
  .optional();
/** The licence's date (YYYY-MM-DD); empty = none; absent = unchanged. */
const licenceDate = z
  .string()
  .trim()
  .transform((v) => v || null)
  .pipe(z.iso.date().nullable())
  .nullable()
  .optional();

/** PUT /setting (admin): every setting field of docs/product.md §Settings. */
export const settingInput = z.object({
  name: z.string().trim().min(1).max(150),
  // An uploaded public image (/uploads/…) or a bundled one (/brand/…); never an outside URL.
  logo_url: z
    .string()
    .trim()
    .max(300)
    .regex(/^\/(uploads|brand)\/[A-Za-z0-9._-]+$/, { message: "logo_format" })
    .nullable()
    .default(null),
  description: trOptional(2000),
  address: trOptional(500),
  // The /about page (rich text, sanitised on the server).
  about: trOptional(20_000),
  phone: z.string().trim().max(30).nullable().default(null),
  email: z.string().trim().toLowerCase().max(190).pipe(z.email()).nullable().default(null),
  facebook_url: httpsUrl,
  instagram_url: httpsUrl,
  tiktok_url: httpsUrl,
  youtube_url: httpsUrl,
  // International format digits, as wa.me wants them (leading +, spaces and dashes are dropped).
  whatsapp: z
    .string()
    .trim()
    .max(30)
    .transform((v) => v.replace(/[\s+()-]/g, ""))
    .pipe(z.string().regex(/^(\d{8,15})?$/, { message: "whatsapp_format" }))
    .transform((v) => v || null)
    .nullable()
    .default(null),
  embed_map: embedMapInput,
  currency: z.enum(["IDR", "MYR", "SGD"]),
  // 0 = pending bookings never expire.
  booking_expiry_hours: z.number().int().min(0).max(720),
  terms_page_id: z.number().int().positive().nullable().default(null),
  // Days after a departure returns that its private files are deleted (decision 048); absent =
  // unchanged, so an older client's save keeps the agency's choice.
  document_retention_days: z.number().int().min(1).max(3650).optional(),
  ppiu_licence: licenceNumber,
  ppiu_licence_date: licenceDate,
  business_number: licenceNumber,
  kpk_licence: licenceNumber,
  // The ministry's umrah reference price in IDR minor units; absent = unchanged.
  umrah_reference_price: z.number().int().min(0).max(1_000_000_000_000_000).optional(),
});
export type SettingInput = z.input<typeof settingInput>;

export const settingEditDto = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
  description: translationsDto,
  address: translationsDto,
  about: translationsDto,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  ...siteLinks,
  ...licences,
  umrah_reference_price: z.number().int(),
  booking_expiry_hours: z.number().int(),
  terms_page_id: z.number().int().nullable(),
  document_retention_days: z.number().int(),
});
export const settingEditResponse = z.object({ data: settingEditDto });
export const settingWriteResponse = z.object({ message: z.string(), data: settingEditDto });
export type SettingEditDto = z.infer<typeof settingEditDto>;
export type SettingWriteResponse = z.infer<typeof settingWriteResponse>;

/** GET/PUT /setting/cancellation-policy (admin): the site's penalty tiers and admin fee (decision 042). */
export const cancellationPolicyResponse = z.object({ data: cancellationPolicyDto });
export const cancellationPolicyWriteResponse = z.object({ message: z.string(), data: cancellationPolicyDto });
export { cancellationPolicyInput };
