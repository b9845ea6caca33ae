import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { partnerDto, partnerInput } from "#app/modules/content/content.contract";
import { partnerRows } from "./content.repository";
import { toPartnerDto } from "./to-dto";
import { partnerValues } from "./write-values";

export async function createPartner({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof partnerInput>>): Promise<z.infer<typeof partnerDto>> {
  requireRole(ctx, "admin");
  const { values, images } = await partnerValues(ctx, input);
  const row = await partnerRows.insert(ctx.db, values);
  if (!row) throw new AppError("not_found");
  return toPartnerDto(row, images);
}
