import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import { testimonyRows } from "./content.repository";
import { translations } from "./to-dto";

/** A testimony with every language, for the panel's edit form. */
export async function getTestimonyForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "content");
  const row = await testimonyRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  const images = await getImages({ ctx, input: { ids: row.photoFileId ? [row.photoFileId] : [] } });
  return {
    id: row.id,
    name: row.name,
    photo_image_id: row.photoFileId,
    photo: (row.photoFileId && images.get(row.photoFileId)) || null,
    text: translations(row.text),
    rating: row.rating,
    visible: row.visible,
    sort_order: row.sortOrder,
  };
}
