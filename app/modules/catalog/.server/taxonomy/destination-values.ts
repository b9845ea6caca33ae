import type { z } from "zod";
import type { Ctx } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import type { destinationInput } from "#app/modules/catalog/catalog.contract";

type DestinationInput = z.output<typeof destinationInput>;

/** The destination's image, looked up once (create and update): an id that is no uploaded public image is a 422 on the field. */
export async function destinationImages(ctx: Ctx, input: DestinationInput) {
  const images = await getImages({ ctx, input: { ids: input.image_id ? [input.image_id] : [] } });
  if (input.image_id && !images.has(input.image_id)) throw fieldError("image_id", "unknown_image");
  return images;
}

/** The row a destination form writes, create and update alike. */
export function destinationValues(input: DestinationInput, slug: string) {
  return {
    name: input.name,
    description: input.description,
    slug,
    imageId: input.image_id,
    sortOrder: input.sort_order,
  };
}
