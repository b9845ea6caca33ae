import { readModel } from "#app/shared/read-model.server";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListMeta, pageWindow, toListMeta } from "#app/shared/list";
import { getImages } from "#app/modules/media/.server/get-images";
import type { listTestimoniesQuery, testimonyDto } from "#app/modules/content/content.contract";
import { listTestimonyRows } from "./content.repository";
import { toTestimonyDto } from "./to-dto";

/** Testimonies in sort order: visible ones, or every one for an admin asking `all`. */
async function readListTestimonies({ ctx, input }: UseCaseArgs<z.output<typeof listTestimoniesQuery>>): Promise<{
  data: z.infer<typeof testimonyDto>[];
  meta: ListMeta;
}> {
  const all = input.all === true && ctx.actor?.role === "admin";
  const { rows, total } = await listTestimonyRows(ctx.db, {
    visibleOnly: !all,
    search: input.search,
    ...pageWindow(input),
  });
  const images = await getImages({ ctx, input: { ids: rows.flatMap((r) => (r.photoFileId ? [r.photoFileId] : [])) } });
  return { data: rows.map((r) => toTestimonyDto(r, images, ctx.locale)), meta: toListMeta(input, total) };
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listTestimonies = readModel(
  "listTestimonies",
  { tags: ["content"], skip: (input) => Boolean(input.search) },
  readListTestimonies,
);
