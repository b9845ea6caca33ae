import type { z } from "zod";
import { requireRole } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import { AppError } from "../../../shared/errors";
import type { testimonyDto, testimonyInput } from "../content.contract";
import { insertTestimony } from "./content.repository";
import { toTestimonyDto } from "./to-dto";
import { testimonyValues } from "./write-values";

export async function createTestimony({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: z.output<typeof testimonyInput>;
}): Promise<z.infer<typeof testimonyDto>> {
  requireRole(ctx, "admin");
  const { values, images } = await testimonyValues(ctx, input);
  const row = await insertTestimony(ctx.db, values);
  if (!row) throw new AppError("not_found");
  return toTestimonyDto(row, images, ctx.locale);
}
