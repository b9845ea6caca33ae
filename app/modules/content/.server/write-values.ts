import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import type {
  faqInput,
  partnerInput,
  photoInput,
  sliderInput,
  testimonyInput,
  videoInput,
} from "#app/modules/content/content.contract";
import { sanitizeTranslations } from "#app/shared/rich-text.server";
import { requireImages } from "./to-dto";
import type { faqs, galleryPhotos, galleryVideos, partners, sliders, testimonies } from "./content.repository";

// The rows the admin forms write. Rich text (FAQ answers) is sanitised; plain fields are stored
// as typed (they are rendered escaped). Chosen images must exist and be public (422 otherwise).

export function faqValues(input: z.output<typeof faqInput>): typeof faqs.$inferInsert {
  return { question: input.question, answer: sanitizeTranslations(input.answer), sortOrder: input.sort_order };
}

export async function photoValues(ctx: Ctx, input: z.output<typeof photoInput>) {
  const images = await requireImages(ctx, [{ field: "image_id", id: input.image_id }]);
  const values: typeof galleryPhotos.$inferInsert = {
    fileId: input.image_id,
    caption: input.caption,
    sortOrder: input.sort_order,
  };
  return { values, images };
}

export function videoValues(input: z.output<typeof videoInput>): typeof galleryVideos.$inferInsert {
  return { provider: "youtube", videoId: input.video_id, title: input.title, sortOrder: input.sort_order };
}

export async function sliderValues(ctx: Ctx, input: z.output<typeof sliderInput>) {
  const images = await requireImages(ctx, [{ field: "image_id", id: input.image_id }]);
  const values: typeof sliders.$inferInsert = {
    fileId: input.image_id,
    title: input.title,
    caption: input.caption,
    link: input.link || null,
    sortOrder: input.sort_order,
    active: input.active,
  };
  return { values, images };
}

export async function partnerValues(ctx: Ctx, input: z.output<typeof partnerInput>) {
  const images = await requireImages(ctx, [{ field: "logo_image_id", id: input.logo_image_id }]);
  const values: typeof partners.$inferInsert = {
    name: input.name,
    logoFileId: input.logo_image_id,
    link: input.link || null,
    sortOrder: input.sort_order,
  };
  return { values, images };
}

export async function testimonyValues(ctx: Ctx, input: z.output<typeof testimonyInput>) {
  const images = await requireImages(ctx, [{ field: "photo_image_id", id: input.photo_image_id }]);
  const values: typeof testimonies.$inferInsert = {
    name: input.name,
    photoFileId: input.photo_image_id,
    text: input.text,
    rating: input.rating,
    visible: input.visible,
    sortOrder: input.sort_order,
  };
  return { values, images };
}
