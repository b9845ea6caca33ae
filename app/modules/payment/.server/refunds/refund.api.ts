import type { Api } from "#app/shared/api.server";
import { adminRead, adminWrite } from "#app/shared/record-routes.server";
import { serverT } from "#app/shared/i18n/server";
import { bookingIdParam } from "#app/modules/booking/booking.contract";
import {
  cancellationPreviewResponse,
  listRefundsQuery,
  refundActionResponse,
  refundIdParam,
  refundListResponse,
  refundPayInput,
} from "#app/modules/booking/refund.contract";
import { listRefunds } from "./list-refunds";
import { payRefund } from "./pay-refund";
import { previewCancellation } from "./preview-cancellation";

const tags = ["booking"];

/** Cancellation penalties and refunds (docs/product.md §Cancellation and refunds, decision 042). */
export async function refundApi(app: Api) {
  app.get(
    "/booking/:id/cancellation",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "What cancelling this booking now keeps (penalty, admin fee) and refunds (its customer or an admin)",
        params: bookingIdParam,
        response: { 200: cancellationPreviewResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await previewCancellation({ ctx: req.ctx, input: { id: req.params.id } }) }),
  );

  app.get(
    "/refund",
    {
      config: { access: "refunds" },
      schema: {
        tags,
        summary: "Refunds: due (oldest first) or paid",
        querystring: listRefundsQuery,
        response: { 200: refundListResponse, ...adminRead },
      },
    },
    async (req) => listRefunds({ ctx: req.ctx, input: req.query }),
  );

  app.post(
    "/refund/:id/pay",
    {
      config: { access: "refunds" },
      schema: {
        tags,
        summary: "Mark a due refund paid back (reference, optional receipt); once only",
        params: refundIdParam,
        body: refundPayInput,
        response: { 200: refundActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "refund")("action.paid"),
      data: await payRefund({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );
}
