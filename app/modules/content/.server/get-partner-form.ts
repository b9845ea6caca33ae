import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { getImages } from "#app/modules/media/.server/get-images";
import { partnerRows } from "./content.repository";
import { toPartnerDto } from "./to-dto";

/** A partner for the panel's edit form. */
export async function getPartnerForm({ ctx, input }: UseCaseArgs<{ id: number }>) {
  requireStaff(ctx, "content");
  const row = await partnerRows.find(ctx.db, input.id);
  if (!row) throw new AppError("not_found");
  const images = await getImages({ ctx, input: { ids: row.logoFileId ? [row.logoFileId] : [] } });
  return { ...toPartnerDto(row, images), logo_image_id: row.logoFileId };
}
