import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import { photoRows } from "../content.repository";
import { translations } from "../to-dto";

/** A gallery photo with every language, for the panel's edit form. */
export async function getPhotoForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "content");
  const row = await photoRows.find(ctx.db, input.id);
  const image = row && (await getImages({ ctx, input: { ids: [row.fileId] } })).get(row.fileId);
  if (!row || !image) throw new AppError("not_found");
  return { id: row.id, image_id: row.fileId, image, caption: translations(row.caption), sort_order: row.sortOrder };
}
