import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { photoDto, photoInput } from "#app/modules/content/content.contract";
import { photoRows } from "./content.repository";
import { toPhotoDto } from "./to-dto";
import { photoValues } from "./write-values";

export async function updatePhoto({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof photoInput> & { id: number }>): Promise<z.infer<typeof photoDto>> {
  requireRole(ctx, "admin");
  const { values, images } = await photoValues(ctx, input);
  const row = await photoRows.update(ctx.db, input.id, values);
  if (!row) throw new AppError("not_found");
  return toPhotoDto(row, images.get(row.fileId)!, ctx.locale);
}
