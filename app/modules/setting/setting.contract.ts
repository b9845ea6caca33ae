import { z } from "zod";

export const settingDto = z.object({
  name: z.string(),
  logo_url: z.string().nullable(),
  description: z.string(),
  phone: z.string().nullable(),
  email_url: z.string().nullable(),
  address: z.string(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  youtube_url: z.string().nullable(),
  whatsapp: z.string().nullable(),
  embed_map: z.string().nullable(),
  currency: z.enum(["IDR", "MYR", "SGD"]),
  terms_page_id: z.number().int().nullable(),
});
export type SettingDto = z.infer<typeof settingDto>;

export const settingResponse = z.object({ setting: settingDto });

export const languageDto = z.object({ key: z.string(), name: z.string() });
export const languagesResponse = z.object({ languages: z.array(languageDto) });
export type LanguageDto = z.infer<typeof languageDto>;
