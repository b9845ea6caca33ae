import type { z } from "zod";
import type { Ctx } from "../../../shared/context";
import { type ListMeta, type ListQuery, pageWindow, toListMeta } from "../../../shared/list";
import { getImages } from "../../media/server/get-images";
import type { partnerDto } from "../content.contract";
import { listPartnerRows } from "./content.repository";
import { toPartnerDto } from "./to-dto";

/** Partners in sort order with their logos (one image query); search in the names. */
export async function listPartners({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: ListQuery;
}): Promise<{ data: z.infer<typeof partnerDto>[]; meta: ListMeta }> {
  const { rows, total } = await listPartnerRows(ctx.db, { search: input.search, ...pageWindow(input) });
  const images = await getImages({ ctx, input: { ids: rows.flatMap((r) => (r.logoFileId ? [r.logoFileId] : [])) } });
  return { data: rows.map((r) => toPartnerDto(r, images)), meta: toListMeta(input, total) };
}
