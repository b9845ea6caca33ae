import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { dashboardResponse } from "#app/modules/dashboard/dashboard.contract";
import { getDashboard } from "./get-dashboard";

/** Routes of the dashboard module: the panel's landing figures, by role. */
export async function dashboardApi(app: Api) {
  app.get(
    "/dashboard",
    {
      config: { access: "user" },
      schema: {
        tags: ["dashboard"],
        summary: "Dashboard figures: an admin's business overview, or the customer's own bookings",
        response: { 200: dashboardResponse, 401: errorResponses[401] },
      },
    },
    async (req) => ({ data: await getDashboard({ ctx: req.ctx }) }),
  );
}
