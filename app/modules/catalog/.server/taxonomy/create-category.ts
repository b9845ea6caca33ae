import type { z } from "zod";
import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import type { CategoryDto, categoryInput } from "#app/modules/catalog/catalog.contract";
import { categoryRows } from "../catalog.repository";
import { chooseSlug, rethrowSlugRace } from "../slugs";
import { toCategoryDto } from "../to-dto";

export async function createCategory({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof categoryInput>>): Promise<CategoryDto> {
  requireStaff(ctx, "catalog");
  const slug = await chooseSlug(ctx.db, "category", { given: input.slug, name: input.name.id });
  const row = await categoryRows
    .insert(ctx.db, { name: input.name, slug, sortOrder: input.sort_order })
    .catch(rethrowSlugRace);
  return toCategoryDto(row, ctx.locale);
}
