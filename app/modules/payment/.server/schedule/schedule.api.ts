import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { overdueListResponse, overdueQuery } from "#app/modules/booking/schedule.contract";
import { pendingCountResponse } from "#app/modules/booking/booking.contract";
import { countOverdue, listOverdue } from "./list-overdue-bookings";

/** The payment schedule's routes (docs/product.md §Payment schedule): the overdue list and its count. */
export async function scheduleApi(app: Api) {
  app.get(
    "/booking/overdue",
    {
      config: { access: "payments_confirm" },
      schema: {
        tags: ["booking"],
        summary: "Bookings past a due date with money owed, longest overdue first (admins)",
        querystring: overdueQuery,
        response: {
          200: overdueListResponse,
          401: errorResponses[401],
          403: errorResponses[403],
          422: errorResponses[422],
        },
      },
    },
    async (req) => listOverdue({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/booking/count/overdue",
    {
      config: { access: "payments_confirm" },
      schema: {
        tags: ["booking"],
        summary: "Number of overdue bookings (dashboard card)",
        response: { 200: pendingCountResponse, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (req) => ({ booking_count: await countOverdue({ ctx: req.ctx }) }),
  );
}
