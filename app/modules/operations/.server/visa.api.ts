import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  departureVisasResponse,
  visaActionResponse,
  visaGuestParams,
  visaHistoryResponse,
  visaInput,
  visaListParams,
  visasSubmittedInput,
  visasSubmittedResponse,
} from "#app/modules/operations/visa.contract";
import { getVisaHistory } from "./get-visa-history";
import { listDepartureVisas } from "./list-departure-visas";
import { markVisasSubmitted } from "./mark-visas-submitted";
import { recordGuestVisa } from "./record-guest-visa";

const errors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};
const tags = ["booking"];

/** Visas per guest of a departure (docs/product.md §Departure operations, decision 081): staff with documents. */
export async function visaApi(app: Api) {
  const storage = app.files;
  const said = (locale: Parameters<typeof serverT>[0], key: string, values?: Record<string, unknown>) =>
    serverT(locale, "operations")(`visa.done.${key}`, values);

  app.get(
    "/departures/:time_id/visas",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary:
          "A departure's travelling guests with their visa (a branch clerk: their branch's), the counts per status and whether every visa is issued and valid on the return day",
        params: visaListParams,
        response: { 200: departureVisasResponse, ...errors },
      },
    },
    async (req) => ({ data: await listDepartureVisas({ ctx: req.ctx, input: req.params }) }),
  );

  app.put(
    "/departures/:time_id/guest/:guest_id/visa",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary:
          "Record a guest's visa (submitted, issued with number, dates and file, rejected with a reason, or back to waiting) and its line in the history; 409 when `version` is not the visa's any more or nothing changes",
        params: visaGuestParams,
        body: visaInput,
        response: { 200: visaActionResponse, ...errors, 409: errorResponses[409] },
      },
    },
    async (req) => ({
      message: said(req.locale, req.body.status),
      data: await recordGuestVisa({ ctx: req.ctx, input: { ...req.params, ...req.body }, storage }),
    }),
  );

  app.post(
    "/departures/:time_id/visas/submitted",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary:
          "Mark guests' visas submitted (an agency submits a group): those waiting or rejected move, the others stay as they are",
        params: visaListParams,
        body: visasSubmittedInput,
        response: { 200: visasSubmittedResponse, ...errors },
      },
    },
    async (req) => {
      const { data, marked, skipped } = await markVisasSubmitted({
        ctx: req.ctx,
        input: { ...req.params, ...req.body },
      });
      const t = serverT(req.locale, "operations");
      const message = [
        t("visa.done.marked", { count: marked }),
        ...(skipped > 0 ? [t("visa.done.skipped", { count: skipped })] : []),
      ].join(" ");
      return { message, data, marked, skipped };
    },
  );

  app.get(
    "/departures/:time_id/guest/:guest_id/visa/history",
    {
      config: { access: "documents" },
      schema: {
        tags,
        summary: "A guest's visa history: every change, oldest first, with who recorded it",
        params: visaGuestParams,
        response: { 200: visaHistoryResponse, ...errors },
      },
    },
    async (req) => ({ data: await getVisaHistory({ ctx: req.ctx, input: req.params }) }),
  );
}
