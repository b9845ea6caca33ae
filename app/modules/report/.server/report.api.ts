import { type Api, sendDownload } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import {
  bookingReportQuery,
  bookingReportResponse,
  CASH_REPORT_ACCESS,
  cashExportQuery,
  cashReportQuery,
  cashReportResponse,
  manifestQuery,
  manifestResponse,
} from "#app/modules/report/report.contract";
import { belowReferenceResponse } from "#app/modules/catalog/below-reference.contract";
import { BELOW_REFERENCE_ACCESS, listBelowReference } from "#app/modules/catalog/.server/list-below-reference";
import { exportBelowReference } from "./export-below-reference";
import { exportBookingReport } from "./export-booking-report";
import { exportCashReport } from "./export-cash-report";
import { exportManifest } from "./export-manifest";
import { getBookingReport } from "./get-booking-report";
import { getCashReport } from "./get-cash-report";
import { getManifest } from "./get-manifest";

const errors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};

/**
 * Reports (issue 6): the booking report needs the reports permission, a departure's manifest the
 * manifests one; `format=csv|xlsx` downloads the same selection. The daily cash report (issue 28):
 * staff who confirm payments or read reports, on screen and as Excel.
 */
export async function reportApi(app: Api) {
  app.get(
    "/report/booking",
    {
      config: { access: "reports" },
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
      return sendDownload(reply, await exportBookingReport({ ctx: req.ctx, input: { ...req.query, format } }));
    },
  );

  app.get(
    "/report/manifest",
    {
      config: { access: "manifests" },
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
      return sendDownload(reply, await exportManifest({ ctx: req.ctx, input: { time_id, format } }));
    },
  );

  app.get(
    "/report/cash",
    {
      config: { access: CASH_REPORT_ACCESS },
      schema: {
        tags: ["report"],
        summary:
          "Daily cash report: one day's counter payments (by payment date; today when absent) per branch and cashier, recorded, confirmed, waiting and rejected, with totals and the day's lines",
        querystring: cashReportQuery,
        response: { 200: cashReportResponse, ...errors },
      },
    },
    async (req) => getCashReport({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/report/cash/export",
    {
      config: { access: CASH_REPORT_ACCESS },
      schema: {
        tags: ["report"],
        summary: "The daily cash report as an Excel file: a summary per branch and cashier, and the day's payments",
        querystring: cashExportQuery,
        response: errors,
      },
    },
    async (req, reply) => sendDownload(reply, await exportCashReport({ ctx: req.ctx, input: req.query })),
  );

  app.get(
    "/report/below-reference",
    {
      config: { access: BELOW_REFERENCE_ACCESS },
      schema: {
        tags: ["report"],
        summary:
          "Published umrah packages whose lowest price is below the ministry's reference price, with the latest reason recorded (rupiah agencies only)",
        response: { 200: belowReferenceResponse, ...errors },
      },
    },
    async (req) => listBelowReference({ ctx: req.ctx, input: undefined }),
  );

  app.get(
    "/report/below-reference/export",
    {
      config: { access: BELOW_REFERENCE_ACCESS },
      schema: {
        tags: ["report"],
        summary: "The packages below the ministry's reference price as an Excel file in the caller's language",
        response: errors,
      },
    },
    async (req, reply) => sendDownload(reply, await exportBelowReference({ ctx: req.ctx, input: undefined })),
  );
}
