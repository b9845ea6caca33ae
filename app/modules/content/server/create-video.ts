import type { z } from "zod";
import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import type { videoDto, videoInput } from "../content.contract";
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
