import { type Api, sendDownload } from "#app/shared/api.server";
import { adminRead } from "#app/shared/record-routes.server";
import { serverT } from "#app/shared/i18n/server";
import {
  readinessBoardResponse,
  readinessExportQuery,
  readinessIndexQuery,
  readinessIndexResponse,
  readinessParams,
  readinessQuery,
  remindBody,
  remindResponse,
} from "#app/modules/document/readiness.contract";
import { exportReadiness, XLSX_TYPE } from "./export-readiness";
import { getReadiness } from "./get-readiness";
import { listReadiness } from "./list-readiness";
import { sendReadinessReminders } from "./send-readiness-reminders";

const tags = ["document"];

/** The departure readiness board (docs/product.md §Readiness board): staff with the documents permission. */
export async function readinessApi(app: Api) {
  app.get(
    "/readiness",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary: "Departures starting in the next 120 days, by date, with their document counts and ready flag",
        querystring: readinessIndexQuery,
        response: { 200: readinessIndexResponse, ...adminRead },
      },
    },
    async (req) => listReadiness({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/departures/:time_id/readiness",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary:
          "A departure's readiness board: travelling guests x required documents, counts per document and in total, ready flag; filters narrow the rows",
        params: readinessParams,
        querystring: readinessQuery,
        response: { 200: readinessBoardResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getReadiness({ ctx: req.ctx, input: { ...req.params, ...req.query } }) }),
  );

  app.post(
    "/departures/:time_id/readiness/remind",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary:
          "Mail each booking's customer (in their language) what is missing or rejected; a booking reminded in the last 10 minutes is skipped",
        params: readinessParams,
        body: remindBody,
        response: { 200: remindResponse, ...adminRead },
      },
    },
    async (req) => {
      const data = await sendReadinessReminders({
        ctx: req.ctx,
        input: { ...req.params, booking_ids: req.body?.booking_ids },
      });
      return { message: serverT(req.locale, "readiness")("reminders_sent", { count: data.sent }), data };
    },
  );

  app.get(
    "/departures/:time_id/readiness/export",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary: "The readiness board as an Excel workbook (.xlsx); logged in the private-data access log",
        params: readinessParams,
        querystring: readinessExportQuery,
        response: adminRead,
      },
    },
    async (req, reply) => {
      const file = await exportReadiness({ ctx: req.ctx, input: { ...req.params, format: req.query.format } });
      return sendDownload(reply, { ...file, contentType: XLSX_TYPE });
    },
  );
}
