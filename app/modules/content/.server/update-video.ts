import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { videoDto, videoInput } from "#app/modules/content/content.contract";
import { videoRows } from "./content.repository";
import { toVideoDto } from "./to-dto";
import { videoValues } from "./write-values";

export async function updateVideo({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof videoInput> & { id: number }>): Promise<z.infer<typeof videoDto>> {
  requireRole(ctx, "admin");
  const row = await videoRows.update(ctx.db, input.id, videoValues(input));
  if (!row) throw new AppError("not_found");
  return toVideoDto(row, ctx.locale);
}
