import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { sliderDto, sliderInput } from "#app/modules/content/content.contract";
import { sliderRows } from "./content.repository";
import { toSliderDto } from "./to-dto";
import { sliderValues } from "./write-values";

export async function createSlider({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof sliderInput>>): Promise<z.infer<typeof sliderDto>> {
  requireRole(ctx, "admin");
  const { values, images } = await sliderValues(ctx, input);
  const row = await sliderRows.insert(ctx.db, values);
  if (!row) throw new AppError("not_found");
  return toSliderDto(row, images.get(row.fileId)!, ctx.locale);
}
