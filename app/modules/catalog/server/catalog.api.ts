import type { Api } from "../../../shared/api.server";
import { errorResponses } from "../../../shared/api-errors";
import { categoriesResponse, listCategoriesQuery } from "../catalog.contract";
import { listCategories } from "./list-categories";

export async function catalogApi(app: Api) {
  app.get(
    "/category",
    {
      config: { access: "public" },
      schema: {
        tags: ["catalog"],
        summary: "Package categories (limit=-1 for all)",
        querystring: listCategoriesQuery,
        response: { 200: categoriesResponse, 422: errorResponses[422] },
      },
    },
    async (req) => ({ categories: await listCategories({ ctx: req.ctx, input: req.query }) }),
  );
}
