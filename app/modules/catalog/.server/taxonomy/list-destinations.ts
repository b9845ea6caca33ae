import { readModel } from "#app/shared/read-model.server";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListPage } from "#app/shared/list";
import { getImages } from "#app/modules/media/.server/get-images";
import type { DestinationDto, listDestinationsQuery } from "#app/modules/catalog/catalog.contract";
import { listDestinationRows } from "../catalog.repository";
import { toDestinationDto } from "../to-dto";

/** Destinations with how many published packages go there; images in one query for the page. */
async function readListDestinations({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listDestinationsQuery>>): Promise<ListPage<DestinationDto>> {
  const { rows, total } = await listDestinationRows(ctx.db, { search: input.search, ...pageWindow(input) });
  const images = await getImages({
    ctx,
    input: { ids: rows.flatMap((r) => (r.destination.imageId ? [r.destination.imageId] : [])) },
  });
  return toListPage(input, { rows, total }, (r) => toDestinationDto(r.destination, r.tourCount, images, ctx.locale));
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listDestinations = readModel(
  "listDestinations",
  { tags: ["catalog"], skip: (input) => Boolean(input.search) },
  readListDestinations,
);
