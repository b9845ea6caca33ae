import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { DestinationDto, destinationInput } from "#app/modules/catalog/catalog.contract";
import { destinationRows } from "../catalog.repository";
import { chooseSlug, rethrowSlugRace } from "../slugs";
import { toDestinationDto } from "../to-dto";
import { destinationImages, destinationValues } from "./destination-values";

export async function createDestination({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof destinationInput>>): Promise<DestinationDto> {
  requireStaff(ctx, "catalog");
  const images = await destinationImages(ctx, input);
  const slug = await chooseSlug(ctx.db, "destination", { given: input.slug, name: input.name.id });
  const row = await destinationRows.insert(ctx.db, destinationValues(input, slug)).catch(rethrowSlugRace);
  return toDestinationDto(row, 0, images, ctx.locale);
}
