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

/** A row's values and the image they name, which must exist and be public (else a 422 on `field`). */
async function withImage<V>(ctx: Ctx, field: string, id: string | null, values: V) {
  return { values, images: await requireImages(ctx, [{ field, id }]) };
}

export function faqValues(input: z.output<typeof faqInput>): typeof faqs.$inferInsert {
  return { question: input.question, answer: sanitizeTranslations(input.answer), sortOrder: input.sort_order };
}

export function photoValues(ctx: Ctx, input: z.output<typeof photoInput>) {
  return withImage<typeof galleryPhotos.$inferInsert>(ctx, "image_id", input.image_id, {
    fileId: input.image_id,
    caption: input.caption,
    sortOrder: input.sort_order,
  });
}

export function videoValues(input: z.output<typeof videoInput>): typeof galleryVideos.$inferInsert {
  return { provider: "youtube", videoId: input.video_id, title: input.title, sortOrder: input.sort_order };
}

export function sliderValues(ctx: Ctx, input: z.output<typeof sliderInput>) {
  return withImage<typeof sliders.$inferInsert>(ctx, "image_id", input.image_id, {
    fileId: input.image_id,
    title: input.title,
    caption: input.caption,
    link: input.link || null,
    sortOrder: input.sort_order,
    active: input.active,
  });
}

export function partnerValues(ctx: Ctx, input: z.output<typeof partnerInput>) {
  return withImage<typeof partners.$inferInsert>(ctx, "logo_image_id", input.logo_image_id, {
    name: input.name,
    logoFileId: input.logo_image_id,
    link: input.link || null,
    sortOrder: input.sort_order,
  });
}

export function testimonyValues(ctx: Ctx, input: z.output<typeof testimonyInput>) {
  return withImage<typeof testimonies.$inferInsert>(ctx, "photo_image_id", input.photo_image_id, {
    name: input.name,
    photoFileId: input.photo_image_id,
    text: input.text,
    rating: input.rating,
    visible: input.visible,
    sortOrder: input.sort_order,
  });
}
