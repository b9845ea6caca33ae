import type { Api } from "../../../shared/api.server";
import { errorResponses } from "../../../shared/api-errors";
import { pageGroupParam, pagesResponse } from "../content.contract";
import { listPagesByGroup } from "./list-pages-by-group";

export async function contentApi(app: Api) {
  app.get(
    "/page/group/:group",
    {
      config: { access: "public" },
      schema: {
        tags: ["content"],
        summary: "Pages of a menu group (footer or branch)",
        params: pageGroupParam,
        response: { 200: pagesResponse, 422: errorResponses[422] },
      },
    },
    async (req) => ({ pages: await listPagesByGroup({ ctx: req.ctx, input: req.params }) }),
  );
}
