import type { z } from "zod";
import { requireRole } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { PageDto, pageInput } from "#app/modules/content/content.contract";
import { pageRows } from "./content.repository";
import { pageValues } from "./page-values";
import { toPageDto } from "./to-dto";

export async function createPage({ ctx, input }: UseCaseArgs<z.output<typeof pageInput>>): Promise<PageDto> {
  requireRole(ctx, "admin");
  const row = await pageRows.insert(ctx.db, pageValues(input));
  return toPageDto(row, ctx.locale);
}
