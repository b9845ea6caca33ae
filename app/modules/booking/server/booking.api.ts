import type { Api } from "../../../shared/api.server";
import { errorResponses } from "../../../shared/api-errors";
import { pendingCountResponse } from "../booking.contract";
import { countPendingBookings } from "./count-pending-bookings";

export async function bookingApi(app: Api) {
  app.get(
    "/booking/count/pending",
    {
      config: { access: "admin" },
      schema: {
        tags: ["booking"],
        summary: "Number of pending bookings (panel badge)",
        response: { 200: pendingCountResponse, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (req) => ({ booking_count: await countPendingBookings({ ctx: req.ctx }) }),
  );
}
