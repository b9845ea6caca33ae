import { readModel } from "#app/shared/read-model.server";
import type { z } from "zod";
import type { UseCaseArgs } from "#app/shared/context";
import { type ListPage, pageWindow, toListPage } from "#app/shared/list";
import { pickLocale } from "#app/shared/translate";
import type { CategoryDto, listCategoriesQuery } from "#app/modules/catalog/catalog.contract";
import { listCategoryRows } from "../catalog.repository";

async function readListCategories({
  ctx,
  input,
}: UseCaseArgs<z.output<typeof listCategoriesQuery>>): Promise<ListPage<CategoryDto>> {
  const { rows, total } = await listCategoryRows(ctx.db, { search: input.search, ...pageWindow(input) });
  return toListPage(input, { rows, total }, (c) => ({ id: c.id, name: pickLocale(c.name, ctx.locale), slug: c.slug }));
}

/** Shared by every caller but admins until what it read changes (app/shared/read-model.server.ts). */
export const listCategories = readModel(
  "listCategories",
  { tags: ["catalog"], skip: (input) => Boolean(input.search) },
  readListCategories,
);
