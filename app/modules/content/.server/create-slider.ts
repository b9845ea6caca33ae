import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { sliderDto, sliderInput } from "#app/modules/content/content.contract";
import { insertSlider } from "./content.repository";
import { toSliderDto } from "./to-dto";
import { sliderValues } from "./write-values";

export async function createSlider({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof sliderInput>;
}): Promise<z.infer<typeof sliderDto>> {
  requireRole(ctx, "admin");
  const { values, images } = await sliderValues(ctx, input);
  const row = await insertSlider(ctx.db, values);
  if (!row) throw new AppError("not_found");
  return toSliderDto(row, images.get(row.fileId)!, ctx.locale);
}
