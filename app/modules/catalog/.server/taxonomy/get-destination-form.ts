import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import { findDestination } from "../catalog.repository";
import { translations } from "../to-dto";

/** A destination with every language, for the panel's edit form. */
export async function getDestinationForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "catalog");
  const row = await findDestination(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  const d = row.destination;
  const images = await getImages({ ctx, input: { ids: d.imageId ? [d.imageId] : [] } });
  return {
    id: d.id,
    name: translations(d.name),
    description: translations(d.description),
    slug: d.slug,
    image_id: d.imageId,
    image: (d.imageId && images.get(d.imageId)) || null,
    sort_order: d.sortOrder,
  };
}
