import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import type { videoDto, videoInput } from "#app/modules/content/content.contract";
import { insertVideo } from "./content.repository";
import { toVideoDto } from "./to-dto";
import { videoValues } from "./write-values";

export async function createVideo({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof videoInput>;
}): Promise<z.infer<typeof videoDto>> {
  requireRole(ctx, "admin");
  return toVideoDto(await insertVideo(ctx.db, videoValues(input)), ctx.locale);
}
