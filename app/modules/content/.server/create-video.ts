import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { videoDto, videoInput } from "#app/modules/content/content.contract";
import { videoRows } from "./content.repository";
import { toVideoDto } from "./to-dto";
import { videoValues } from "./write-values";

export async function createVideo({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof videoInput>>): Promise<z.infer<typeof videoDto>> {
  requireRole(ctx, "admin");
  return toVideoDto(await videoRows.insert(ctx.db, videoValues(input)), ctx.locale);
}
