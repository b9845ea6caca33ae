import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import type { DestinationDto } from "#app/modules/catalog/catalog.contract";
import { findDestination } from "../catalog.repository";
import { toDestinationDto } from "../to-dto";

export async function getDestination({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<DestinationDto> {
  const row = await findDestination(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  const images = await getImages({ ctx, input: { ids: row.destination.imageId ? [row.destination.imageId] : [] } });
  return toDestinationDto(row.destination, row.tourCount, images, ctx.locale);
}
