import type { Translations } from "#app/shared/translatable.contract";
import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import { type Locale, locales } from "#app/shared/i18n/config";
import { allTranslations, pickLocale } from "#app/shared/translate";
import type { ImageDto } from "#app/modules/media/media.contract";
import { getImages } from "#app/modules/media/.server/get-images";
import type { z } from "zod";
import type {
  faqDto,
  PageDto,
  PageSummaryDto,
  partnerDto,
  sliderDto,
  testimonyDto,
  videoDto,
} from "#app/modules/content/content.contract";
import type { FaqRow, PageRow, PartnerRow, SliderRow, TestimonyRow, VideoRow } from "./content.repository";

/** Every language of a translatable value, as the edit forms read it back. */
export const translations = allTranslations;

/** Public images by id; a chosen id that is unknown or private is a 422 on `field`. */
export async function requireImages(ctx: Ctx, chosen: { field: string; id: string | null }[]) {
  const images = await getImages({ ctx, input: { ids: chosen.flatMap((c) => (c.id ? [c.id] : [])) } });
  for (const c of chosen) if (c.id && !images.has(c.id)) throw fieldError(c.field, "unknown_image");
  return images;
}

/**
 * The DTOs of rows that show one image each (gallery photos, slides), images in one query. A row
 * whose image is gone or private is left out: the list shows what it can show.
 */
export async function withImages<R extends { fileId: string }, D>(
  ctx: Ctx,
  rows: R[],
  toDto: (row: R, image: ImageDto) => D,
): Promise<D[]> {
  const images = await getImages({ ctx, input: { ids: rows.map((r) => r.fileId) } });
  return rows.flatMap((r) => {
    const image = images.get(r.fileId);
    return image ? [toDto(r, image)] : [];
  });
}

export function pageLangs(title: Translations) {
  return locales.map((lang) => ({ lang, title: pickLocale(title, lang) }));
}

export function toPageSummaryDto(row: Pick<PageRow, "id" | "title" | "group">, locale: Locale): PageSummaryDto {
  return { id: row.id, title: pickLocale(row.title, locale), group: row.group, langs: pageLangs(row.title) };
}

export function toPageDto(row: PageRow, locale: Locale): PageDto {
  return {
    id: row.id,
    title: pickLocale(row.title, locale),
    body: pickLocale(row.body, locale),
    group: row.group,
    address: row.address,
    phone: row.phone,
    embed_map: row.embedMap,
    langs: pageLangs(row.title),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toPageEditDto(row: PageRow) {
  const lang = (l: Locale) => ({ title: row.title[l] ?? "", body: row.body?.[l] ?? "" });
  return {
    id: row.id,
    langs: { id: lang("id"), en: lang("en"), my: lang("my") },
    group: row.group,
    address: row.address,
    phone: row.phone,
    embed_map: row.embedMap,
    sort_order: row.sortOrder,
  };
}

export function toFaqDto(row: FaqRow, locale: Locale): z.infer<typeof faqDto> {
  return {
    id: row.id,
    question: pickLocale(row.question, locale),
    answer: pickLocale(row.answer, locale),
    sort_order: row.sortOrder,
  };
}

export function toFaqEditDto(row: FaqRow) {
  return {
    id: row.id,
    question: translations(row.question),
    answer: translations(row.answer),
    sort_order: row.sortOrder,
  };
}

export function toPhotoDto(
  row: { id: number; fileId: string; caption: Translations | null; sortOrder: number },
  image: ImageDto,
  locale: Locale,
) {
  return { id: row.id, image, caption: pickLocale(row.caption, locale), sort_order: row.sortOrder };
}

export const youtubeThumbnail = (videoId: string) => `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;

export function toVideoDto(row: VideoRow, locale: Locale): z.infer<typeof videoDto> {
  return {
    id: row.id,
    provider: row.provider,
    video_id: row.videoId,
    title: pickLocale(row.title, locale),
    thumbnail_url: youtubeThumbnail(row.videoId),
    sort_order: row.sortOrder,
  };
}

export function toVideoEditDto(row: VideoRow) {
  return { id: row.id, video_id: row.videoId, title: translations(row.title), sort_order: row.sortOrder };
}

export function toSliderDto(row: SliderRow, image: ImageDto, locale: Locale): z.infer<typeof sliderDto> {
  return {
    id: row.id,
    image,
    title: pickLocale(row.title, locale),
    caption: pickLocale(row.caption, locale),
    link: row.link,
    sort_order: row.sortOrder,
    active: row.active,
  };
}

export function toPartnerDto(row: PartnerRow, images: Map<string, ImageDto>): z.infer<typeof partnerDto> {
  return {
    id: row.id,
    name: row.name,
    logo: (row.logoFileId && images.get(row.logoFileId)) || null,
    link: row.link,
    sort_order: row.sortOrder,
  };
}

export function toTestimonyDto(
  row: TestimonyRow,
  images: Map<string, ImageDto>,
  locale: Locale,
): z.infer<typeof testimonyDto> {
  return {
    id: row.id,
    name: row.name,
    photo: (row.photoFileId && images.get(row.photoFileId)) || null,
    text: pickLocale(row.text, locale),
    rating: row.rating,
    visible: row.visible,
    sort_order: row.sortOrder,
  };
}
