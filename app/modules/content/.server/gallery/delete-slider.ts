import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import { sliderRows } from "../content.repository";

export async function deleteSlider({ ctx, input }: UseCaseArgs<{ id: number }>): Promise<void> {
  requireStaff(ctx, "content");
  if (!(await sliderRows.remove(ctx.db, input.id))) throw new AppError("not_found");
}
