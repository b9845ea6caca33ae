import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListPage } from "#app/shared/list";
import { pickLocale } from "#app/shared/translate";
import type { CategoryDto, listCategoriesQuery } from "#app/modules/catalog/catalog.contract";
import { listCategoryRows } from "./catalog.repository";

export async function listCategories({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listCategoriesQuery>>): Promise<ListPage<CategoryDto>> {
  const { rows, total } = await listCategoryRows(ctx.db, { search: input.search, ...pageWindow(input) });
  return toListPage(input, { rows, total }, (c) => ({ id: c.id, name: pickLocale(c.name, ctx.locale), slug: c.slug }));
}
