import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, type ListQuery, pageWindow, toListPage } from "#app/shared/list";
import { getImages } from "#app/modules/media/.server/get-images";
import type { partnerDto } from "#app/modules/content/content.contract";
import { listPartnerRows } from "./content.repository";
import { contentList } from "./content-list";
import { toPartnerDto } from "./to-dto";

/** Partners in sort order with their logos (one image query); search in the names. */
async function readListPartners({ ctx, input }: UseCaseArgs<ListQuery>): Promise<ListPage<z.infer<typeof partnerDto>>> {
  const { rows, total } = await listPartnerRows(ctx.db, { search: input.search, ...pageWindow(input) });
  const images = await getImages({ ctx, input: { ids: rows.flatMap((r) => (r.logoFileId ? [r.logoFileId] : [])) } });
  return toListPage(input, { rows, total }, (r) => toPartnerDto(r, images));
}

/** Shared until content changes (content-list.ts). */
export const listPartners = contentList("listPartners", readListPartners);
