import { type Api, sendDownload } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import {
  departureExportParams,
  ministryListParams,
  ministryListResponse,
} from "#app/modules/operations/departure-exports.contract";
import { exportDeparture, XLSX_TYPE } from "./departure-exports";
import { getMinistryList } from "./departure-ministry";

const errors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};
const tags = ["booking"];

/**
 * A departure's ministry data and its exports (docs/product.md §Departure operations, decision
 * 081): the screen's list (documents) and the three Excel files (manifests).
 */
export async function departureExportsApi(app: Api) {
  app.get(
    "/departures/:time_id/ministry",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary:
          "A departure's guests with the name as in the passport and the ministry's data each still misses (a branch clerk: their branch's)",
        params: ministryListParams,
        response: { 200: ministryListResponse, ...errors },
      },
    },
    async (req) => ({ data: await getMinistryList({ ctx: req.ctx, input: req.params }) }),
  );

  app.get(
    "/departures/:time_id/export/:kind",
    {
      config: { access: "manifests" },
      schema: {
        tags,
        summary:
          "A departure's SISKOPATUH sheet, airline manifest or insurance list as Excel (.xlsx), one row per guest of its seat-holding bookings; written in the private-data access log",
        params: departureExportParams,
        response: errors,
      },
    },
    async (req, reply) =>
      sendDownload(reply, {
        ...(await exportDeparture({ ctx: req.ctx, input: req.params })),
        contentType: XLSX_TYPE,
      }),
  );
}
