import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { DestinationDto, destinationInput } from "#app/modules/catalog/catalog.contract";
import { destinationRows, findDestination } from "../catalog.repository";
import { chooseSlug, rethrowSlugRace } from "../slugs";
import { toDestinationDto } from "../to-dto";
import { destinationImages, destinationValues } from "./destination-values";

export async function updateDestination({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof destinationInput> & { id: number }>): Promise<DestinationDto> {
  requireStaff(ctx, "catalog");
  const current = await findDestination(ctx.db, input.id);
  if (!current) throw new AppError("not_found");
  const images = await destinationImages(ctx, input);
  const slug = await chooseSlug(ctx.db, "destination", {
    given: input.slug,
    name: input.name.id,
    current: current.destination,
  });
  const row = await destinationRows.update(ctx.db, input.id, destinationValues(input, slug)).catch(rethrowSlugRace);
  if (!row) throw new AppError("not_found");
  return toDestinationDto(row, current.tourCount, images, ctx.locale);
}
