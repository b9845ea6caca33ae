import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { AppError } from "#app/shared/errors";
import type { CategoryDto, categoryInput } from "#app/modules/catalog/catalog.contract";
import { categoryRows } from "../catalog.repository";
import { chooseSlug, rethrowSlugRace } from "../slugs";
import { toCategoryDto } from "../to-dto";

export async function updateCategory({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof categoryInput> & { id: number }>): Promise<CategoryDto> {
  requireStaff(ctx, "catalog");
  const current = await categoryRows.find(ctx.db, input.id);
  if (!current) throw new AppError("not_found");
  const slug = await chooseSlug(ctx.db, "category", { given: input.slug, name: input.name.id, current });
  const row = await categoryRows
    .update(ctx.db, input.id, { name: input.name, slug, sortOrder: input.sort_order })
    .catch(rethrowSlugRace);
  if (!row) throw new AppError("not_found");
  return toCategoryDto(row, ctx.locale);
}
