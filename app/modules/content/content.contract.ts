import { z } from "zod";
import { locales } from "#app/shared/i18n/config";
import { listMeta, listQuery, queryFlag } from "#app/shared/list";
import { translationsDto, trOptional, trRequired, perLocale } from "#app/shared/translatable.contract";
import { imageDto } from "#app/modules/media/media.contract";

export const pageGroupParam = z.object({ group: z.enum(["footer", "branch"]) });

export const pageLangDto = z.object({ lang: z.enum(locales), title: z.string() });
export const pageSummaryDto = z.object({
  id: z.number().int(),
  title: z.string(),
  group: z.enum(["none", "footer", "branch"]),
  langs: z.array(pageLangDto),
});
export type PageSummaryDto = z.infer<typeof pageSummaryDto>;

export const pagesResponse = z.object({ pages: z.array(pageSummaryDto) });

/*
 * Content resources (docs/product.md §API: /gallery, /gallery/video, /slider, /page, /faq,
 * /partner, /testimony, POST /contact). Public reads return the caller's language with `id`
 * fallback; admin forms load GET /<resource>/{id}/edit (every language) and write with the
 * *Input schemas. Lists answer { data, meta }, records { data }, writes { message, data }.
 */
const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const contentIdParam = idParam;
const sortOrder = z.number().int().min(0).max(100_000).default(0);

/** A site path ("/tour/3") or an https URL: never javascript: or other schemes. */
export const linkInput = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?!\/)[^\s]*$/.test(v) || /^https:\/\/[^\s]+$/.test(v), { message: "link_format" });

// ---------- pages ----------
export const pageDto = z.object({
  id: z.number().int(),
  title: z.string(),
  // Sanitised rich text.
  body: z.string(),
  group: z.enum(["none", "footer", "branch"]),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  embed_map: z.string().nullable(),
  langs: z.array(pageLangDto),
  updated_at: z.string(),
});
export type PageDto = z.infer<typeof pageDto>;
export const pageResponse = z.object({ data: pageDto });
export const listPagesQuery = listQuery.extend({ group: z.enum(["none", "footer", "branch"]).optional() });
export const pagesListResponse = z.object({ data: z.array(pageSummaryDto), meta: listMeta });

export const pageInput = z.object({
  // `langs`: title and body per language, `id` required (docs/product.md §Languages, dates and money).
  langs: z.object({
    id: z.object({ title: z.string().trim().min(1).max(200), body: z.string().max(50_000).default("") }),
    en: z
      .object({ title: z.string().trim().max(200).default(""), body: z.string().max(50_000).default("") })
      .optional(),
    my: z
      .object({ title: z.string().trim().max(200).default(""), body: z.string().max(50_000).default("") })
      .optional(),
  }),
  group: z.enum(["none", "footer", "branch"]).default("none"),
  address: z.string().trim().max(500).nullable().default(null),
  phone: z.string().trim().max(30).nullable().default(null),
  // A map embed URL of an allowed host (see embedMapInput), branch pages only.
  embed_map: z.string().trim().max(2000).nullable().default(null),
  sort_order: sortOrder,
});
export type PageInput = z.input<typeof pageInput>;
export const pageEditDto = z.object({
  id: z.number().int(),
  langs: perLocale(
    z.object({ title: z.string(), body: z.string() }),
    z.object({ title: z.string(), body: z.string() }),
  ),
  group: z.enum(["none", "footer", "branch"]),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  embed_map: z.string().nullable(),
  sort_order: z.number().int(),
});
export const pageEditResponse = z.object({ data: pageEditDto });
export const pageWriteResponse = z.object({ message: z.string(), data: pageDto });

// ---------- FAQ ----------
export const faqDto = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  sort_order: z.number().int(),
});
export const faqsResponse = z.object({ data: z.array(faqDto), meta: listMeta });
export const faqInput = z.object({ question: trRequired(300), answer: trRequired(10_000), sort_order: sortOrder });
export type FaqInput = z.input<typeof faqInput>;
export const faqEditDto = z.object({
  id: z.number().int(),
  question: translationsDto,
  answer: translationsDto,
  sort_order: z.number().int(),
});
export const faqEditResponse = z.object({ data: faqEditDto });
export const faqWriteResponse = z.object({ message: z.string(), data: faqDto });

// ---------- gallery photos ----------
export const photoDto = z.object({
  id: z.number().int(),
  image: imageDto,
  caption: z.string(),
  sort_order: z.number().int(),
});
export const photosResponse = z.object({ data: z.array(photoDto), meta: listMeta });
export const photoInput = z.object({ image_id: z.uuid(), caption: trOptional(300), sort_order: sortOrder });
export type PhotoInput = z.input<typeof photoInput>;
export const photoEditDto = z.object({
  id: z.number().int(),
  image_id: z.uuid(),
  image: imageDto,
  caption: translationsDto,
  sort_order: z.number().int(),
});
export const photoEditResponse = z.object({ data: photoEditDto });
export const photoWriteResponse = z.object({ message: z.string(), data: photoDto });

// ---------- gallery videos ----------
/** A YouTube video id: 11 characters of [A-Za-z0-9_-]. A pasted watch/share URL is accepted and reduced to it. */
export const youtubeIdInput = z
  .string()
  .trim()
  .max(300)
  .transform((v) => {
    const m = /(?:youtu\.be\/|[?&]v=|\/embed\/|\/shorts\/)([A-Za-z0-9_-]{11})/.exec(v);
    return m ? m[1] : v;
  })
  .pipe(z.string().regex(/^[A-Za-z0-9_-]{11}$/, { message: "video_id_format" }));
export const videoDto = z.object({
  id: z.number().int(),
  provider: z.enum(["youtube"]),
  video_id: z.string(),
  title: z.string(),
  // Poster image of the host (https://i.ytimg.com/vi/{id}/hqdefault.jpg).
  thumbnail_url: z.string(),
  sort_order: z.number().int(),
});
export const videosResponse = z.object({ data: z.array(videoDto), meta: listMeta });
export const videoInput = z.object({ video_id: youtubeIdInput, title: trRequired(200), sort_order: sortOrder });
export type VideoInput = z.input<typeof videoInput>;
export const videoEditDto = z.object({
  id: z.number().int(),
  video_id: z.string(),
  title: translationsDto,
  sort_order: z.number().int(),
});
export const videoEditResponse = z.object({ data: videoEditDto });
export const videoWriteResponse = z.object({ message: z.string(), data: videoDto });

// ---------- home slider ----------
export const sliderDto = z.object({
  id: z.number().int(),
  image: imageDto,
  title: z.string(),
  caption: z.string(),
  link: z.string().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
});
export const slidersResponse = z.object({ data: z.array(sliderDto), meta: listMeta });
export const listSlidersQuery = listQuery.extend({
  // Admins may list inactive slides too; visitors only get active ones.
  all: queryFlag,
});
export const sliderInput = z.object({
  image_id: z.uuid(),
  title: trRequired(200),
  caption: trOptional(500),
  link: linkInput.nullable().default(null),
  sort_order: sortOrder,
  active: z.boolean().default(true),
});
export type SliderInput = z.input<typeof sliderInput>;
export const sliderEditDto = z.object({
  id: z.number().int(),
  image_id: z.uuid(),
  image: imageDto,
  title: translationsDto,
  caption: translationsDto,
  link: z.string().nullable(),
  sort_order: z.number().int(),
  active: z.boolean(),
});
export const sliderEditResponse = z.object({ data: sliderEditDto });
export const sliderWriteResponse = z.object({ message: z.string(), data: sliderDto });

// ---------- partners ----------
export const partnerDto = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: imageDto.nullable(),
  link: z.string().nullable(),
  sort_order: z.number().int(),
});
export const partnersResponse = z.object({ data: z.array(partnerDto), meta: listMeta });
export const partnerInput = z.object({
  name: z.string().trim().min(1).max(150),
  logo_image_id: z.uuid().nullable().default(null),
  link: linkInput.nullable().default(null),
  sort_order: sortOrder,
});
export type PartnerInput = z.input<typeof partnerInput>;
export const partnerEditDto = partnerDto.extend({ logo_image_id: z.uuid().nullable() });
export const partnerEditResponse = z.object({ data: partnerEditDto });
export const partnerWriteResponse = z.object({ message: z.string(), data: partnerDto });

// ---------- testimonies ----------
export const testimonyDto = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: imageDto.nullable(),
  text: z.string(),
  rating: z.number().int(),
  visible: z.boolean(),
  sort_order: z.number().int(),
});
export const testimoniesResponse = z.object({ data: z.array(testimonyDto), meta: listMeta });
export const listTestimoniesQuery = listQuery.extend({
  // Admins may list hidden testimonies too; visitors only get visible ones.
  all: queryFlag,
});
export const testimonyInput = z.object({
  name: z.string().trim().min(1).max(150),
  photo_image_id: z.uuid().nullable().default(null),
  text: trRequired(2000),
  rating: z.number().int().min(1).max(5),
  visible: z.boolean().default(true),
  sort_order: sortOrder,
});
export type TestimonyInput = z.input<typeof testimonyInput>;
export const testimonyEditDto = z.object({
  id: z.number().int(),
  name: z.string(),
  photo_image_id: z.uuid().nullable(),
  photo: imageDto.nullable(),
  text: translationsDto,
  rating: z.number().int(),
  visible: z.boolean(),
  sort_order: z.number().int(),
});
export const testimonyEditResponse = z.object({ data: testimonyEditDto });
export const testimonyWriteResponse = z.object({ message: z.string(), data: testimonyDto });

// ---------- contact ----------
export const contactInput = z.object({
  name: z.string().trim().min(1).max(100),
  email: z.string().trim().toLowerCase().max(190).pipe(z.email()),
  phone: z.string().trim().max(30).optional().nullable(),
  subject: z.string().trim().min(1).max(150),
  message: z.string().trim().min(10).max(5000),
});
export type ContactInput = z.input<typeof contactInput>;
export const contactResponse = z.object({ message: z.string() });

export const listContentQuery = listQuery;
export const deleteResponse = z.object({ message: z.string() });

// ---------- types the screens read (the shapes the API above answers with) ----------
export type FaqDto = z.infer<typeof faqDto>;
export type FaqEditDto = z.infer<typeof faqEditDto>;
export type PageEditDto = z.infer<typeof pageEditDto>;
export type PartnerDto = z.infer<typeof partnerDto>;
export type PartnerEditDto = z.infer<typeof partnerEditDto>;
export type TestimonyDto = z.infer<typeof testimonyDto>;
export type TestimonyEditDto = z.infer<typeof testimonyEditDto>;
export type PhotoDto = z.infer<typeof photoDto>;
export type PhotoEditDto = z.infer<typeof photoEditDto>;
export type VideoDto = z.infer<typeof videoDto>;
export type VideoEditDto = z.infer<typeof videoEditDto>;
export type SliderDto = z.infer<typeof sliderDto>;
export type SliderEditDto = z.infer<typeof sliderEditDto>;
export type ContactResponse = z.infer<typeof contactResponse>;
export type DeleteResponse = z.infer<typeof deleteResponse>;
