import type { FastifyReply } from "fastify";
import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import {
  bookingReportQuery,
  bookingReportResponse,
  manifestQuery,
  manifestResponse,
} from "#app/modules/report/report.contract";
import { exportBookingReport } from "./export-booking-report";
import { exportManifest } from "./export-manifest";
import { getBookingReport } from "./get-booking-report";
import { getManifest } from "./get-manifest";
import type { ExportFile } from "./report-files";

const errors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};

/** A download: an ASCII name plus the RFC 5987 form, never cached (reports carry private data). */
function sendFile(reply: FastifyReply, file: ExportFile) {
  return (
    reply
      .type(file.contentType)
      .header(
        "content-disposition",
        `attachment; filename="${file.filename}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
      )
      .header("cache-control", "private, no-store")
      .header("x-content-type-options", "nosniff")
      // A stream is sent as is: the route's schemas describe its JSON answers.
      .send(file.body as never)
  );
}

/** Reports (issue 6): admin only; `format=csv|xlsx` downloads the same selection. */
export async function reportApi(app: Api) {
  app.get(
    "/report/booking",
    {
      config: { access: "admin" },
      schema: {
        tags: ["report"],
        summary:
          "Booking report: totals, chart series and a page of rows for the filters; format=csv or xlsx exports every matching row",
        querystring: bookingReportQuery,
        response: { 200: bookingReportResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { format } = req.query;
      if (format === "json") return getBookingReport({ ctx: req.ctx, input: req.query });
      return sendFile(reply, await exportBookingReport({ ctx: req.ctx, input: { ...req.query, format } }));
    },
  );

  app.get(
    "/report/manifest",
    {
      config: { access: "admin" },
      schema: {
        tags: ["report"],
        summary:
          "Passenger manifest of a departure (guests of its bookings that are not cancelled, with passports and room type); format=csv or xlsx",
        querystring: manifestQuery,
        response: { 200: manifestResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { time_id, format } = req.query;
      if (format === "json") return { data: await getManifest({ ctx: req.ctx, input: { time_id } }) };
      return sendFile(reply, await exportManifest({ ctx: req.ctx, input: { time_id, format } }));
    },
  );
}
