import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { fieldError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import type { DestinationDto, destinationInput } from "#app/modules/catalog/catalog.contract";
import { insertDestination } from "./catalog.repository";
import { chooseSlug, rethrowSlugRace } from "./slugs";
import { toDestinationDto } from "./to-dto";

export async function createDestination({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof destinationInput>>): Promise<DestinationDto> {
  requireRole(ctx, "admin");
  const images = await getImages({ ctx, input: { ids: input.image_id ? [input.image_id] : [] } });
  if (input.image_id && !images.has(input.image_id)) throw fieldError("image_id", "unknown_image");
  const slug = await chooseSlug(ctx.db, "destination", { given: input.slug, name: input.name.id });
  const row = await insertDestination(ctx.db, {
    name: input.name,
    description: input.description,
    slug,
    imageId: input.image_id,
    sortOrder: input.sort_order,
  }).catch(rethrowSlugRace);
  return toDestinationDto(row, 0, images, ctx.locale);
}
