import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { PageDto, pageInput } from "#app/modules/content/content.contract";
import { pageRows } from "./content.repository";
import { pageValues } from "./page-values";
import { toPageDto } from "./to-dto";

export async function updatePage({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof pageInput> & { id: number }>): Promise<PageDto> {
  requireRole(ctx, "admin");
  const row = await pageRows.update(ctx.db, input.id, pageValues(input));
  if (!row) throw new AppError("not_found");
  return toPageDto(row, ctx.locale);
}
