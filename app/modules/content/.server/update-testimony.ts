import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { testimonyDto, testimonyInput } from "#app/modules/content/content.contract";
import { testimonyRows } from "./content.repository";
import { toTestimonyDto } from "./to-dto";
import { testimonyValues } from "./write-values";

export async function updateTestimony({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof testimonyInput> & { id: number }>): Promise<z.infer<typeof testimonyDto>> {
  requireRole(ctx, "admin");
  const { values, images } = await testimonyValues(ctx, input);
  const row = await testimonyRows.update(ctx.db, input.id, values);
  if (!row) throw new AppError("not_found");
  return toTestimonyDto(row, images, ctx.locale);
}
