import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import type { DestinationDto, destinationInput } from "#app/modules/catalog/catalog.contract";
import { findDestination, updateDestinationRow } from "./catalog.repository";
import { chooseSlug, rethrowSlugRace } from "./slugs";
import { toDestinationDto } from "./to-dto";

export async function updateDestination({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof destinationInput> & { id: number }>): Promise<DestinationDto> {
  requireRole(ctx, "admin");
  const current = await findDestination(ctx.db, input.id);
  if (!current) throw new AppError("not_found");
  const images = await getImages({ ctx, input: { ids: input.image_id ? [input.image_id] : [] } });
  if (input.image_id && !images.has(input.image_id)) throw fieldError("image_id", "unknown_image");
  const slug = await chooseSlug(ctx.db, "destination", {
    given: input.slug,
    name: input.name.id,
    current: current.destination,
  });
  const row = await updateDestinationRow(ctx.db, input.id, {
    name: input.name,
    description: input.description,
    slug,
    imageId: input.image_id,
    sortOrder: input.sort_order,
  }).catch(rethrowSlugRace);
  if (!row) throw new AppError("not_found");
  return toDestinationDto(row, current.tourCount, images, ctx.locale);
}
