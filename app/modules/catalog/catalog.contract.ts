import { z } from "zod";
import { listMeta, listQuery } from "../../shared/list";

export const categoryDto = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type CategoryDto = z.infer<typeof categoryDto>;

export const listCategoriesQuery = listQuery;
export const categoriesResponse = z.object({
  categories: z.object({ data: z.array(categoryDto), meta: listMeta }),
});
