import { type Api, sendDownload } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { departureParams } from "#app/modules/catalog/catalog.contract";
import {
  agreementPreviewResponse,
  bookingAgreementResponse,
  bookingIdParam,
} from "#app/modules/booking/booking.contract";
import { agreementPdf } from "./agreement-pdf";
import { getBookingAgreement, previewAgreement } from "./booking-agreement";

const read = { 401: errorResponses[401], 404: errorResponses[404], 422: errorResponses[422] };
const tags = ["booking"];

/**
 * The written agreement (docs/product.md §Written agreement, decision 083): a booking's (its
 * customer, its agent, staff who read bookings; anyone else 404) as data and as a PDF, and the
 * preview of a departure's before the booking exists (public, as the package is).
 */
export async function agreementApi(app: Api) {
  app.get(
    "/booking/:id/agreement",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary:
          "A booking's written agreement in the reader's language, with its acceptance (version, when, how); its customer, its agent, staff who read bookings",
        params: bookingIdParam,
        response: { 200: bookingAgreementResponse, ...read },
      },
    },
    async (req) => ({ data: await getBookingAgreement({ ctx: req.ctx, input: { ...req.params, as: "json" } }) }),
  );

  app.get(
    "/booking/:id/agreement.pdf",
    {
      exposeHeadRoute: false,
      config: { access: "user", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "A booking's written agreement as a PDF in the reader's language (application/pdf), with its version and acceptance",
        params: bookingIdParam,
        response: { ...read, 429: errorResponses[429] },
      },
    },
    async (req, reply) => {
      const { ctx } = req;
      const doc = await getBookingAgreement({ ctx, input: { ...req.params, as: "pdf" } });
      const body = await agreementPdf(doc, (await getSetting({ ctx })).name);
      return sendDownload(reply, {
        filename: `agreement-${doc.booking.code}.pdf`,
        contentType: "application/pdf",
        body,
      });
    },
  );

  app.get(
    "/tour/:id/time/:time_id/agreement",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary:
          "The written agreement a booking of this departure would accept (current version, the departure's terms), readable before booking; a published package's departure",
        params: departureParams,
        response: { 200: agreementPreviewResponse, 404: errorResponses[404], 422: errorResponses[422] },
      },
    },
    async (req) => ({
      data: await previewAgreement({ ctx: req.ctx, input: { tour_id: req.params.id, time_id: req.params.time_id } }),
    }),
  );
}
