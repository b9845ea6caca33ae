import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { adminWrite, publicRead } from "#app/shared/record-routes.server";
import { serverT } from "#app/shared/i18n/server";
import {
  bookingActionResponse,
  bookingIdParam,
  confirmInput,
  optionalIdempotencyHeaders,
  paymentActionResponse,
  paymentIdParam,
  paymentInput,
  paymentListResponse,
  rejectInput,
} from "#app/modules/booking/booking.contract";
import { counterPaymentInput, counterPaymentResponse } from "#app/modules/payment/counter-payment.contract";
import { receiptParams, receiptPdfQuery } from "#app/modules/payment/receipt.contract";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";
import { confirmPayment } from "./confirm-payment";
import { listPayments } from "./list-payments";
import { recordCounterPayment } from "./record-counter-payment";
import { rejectPayment } from "./reject-payment";
import { submitPayment } from "./submit-payment";
import { printReceipt } from "../receipts/print-receipt";
import { sendReceiptPdf } from "../receipts/receipt-pdf";

/** A caller's read (the customer's own or an admin's, so no 403); a write is any admin write's. */
const read = { 401: errorResponses[401], ...publicRead };

/**
 * A booking's payments (docs/product.md §Payments): its customer reports one (a transfer with
 * its proof, or the card link), staff confirm or reject it. Paths, tags and answers are those
 * booking served before decision 072 moved them here.
 * `effects`: what a status move brings about, from the composition root.
 */
export async function paymentsApi(app: Api, { effects }: { effects: BookingEffects }) {
  const say = (locale: Parameters<typeof serverT>[0], key: string) => serverT(locale, "booking_server")(key);

  app.get(
    "/booking/:id/payment",
    {
      config: { access: "user" },
      schema: {
        tags: ["booking"],
        summary: "Payments of a booking (its customer or an admin)",
        params: bookingIdParam,
        response: { 200: paymentListResponse, ...read },
      },
    },
    async (req) => ({ data: await listPayments({ ctx: req.ctx, input: { id: req.params.id } }) }),
  );

  app.post(
    "/booking/:id/payment",
    {
      config: { access: "user" },
      schema: {
        tags: ["booking"],
        summary: "Submit a payment (the booking's customer): manual transfer with proof, or card payment link",
        params: bookingIdParam,
        headers: optionalIdempotencyHeaders,
        body: paymentInput,
        response: { 201: paymentActionResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const { payment, redirectUrl } = await submitPayment({
        ctx: req.ctx,
        input: { ...req.body, booking_id: req.params.id, idempotency_key: req.headers["idempotency-key"] },
      });
      return reply
        .code(201)
        .send({ message: say(req.locale, "action.paid_wait"), data: payment, redirect_url: redirectUrl });
    },
  );

  app.get(
    "/booking/:id/payment/:payment_id/receipt.pdf",
    {
      // A HEAD would count a print nobody received.
      exposeHeadRoute: false,
      config: { access: "user", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags: ["booking"],
        summary:
          "A confirmed payment's receipt (kwitansi) as a PDF in the reader's language, A5 or ?size=a4 (application/pdf); its customer or staff who read the booking; counted as a print, a reprint says copy",
        params: receiptParams,
        querystring: receiptPdfQuery,
        response: { ...read, 429: errorResponses[429] },
      },
    },
    async (req, reply) => {
      const { ctx } = req;
      return sendReceiptPdf(ctx, reply, await printReceipt({ ctx, input: req.params }), req.query.size);
    },
  );

  app.post(
    "/booking/:id/counter-payment",
    {
      config: { access: "payments_record" },
      schema: {
        tags: ["booking"],
        summary:
          "Record money taken at the counter (cash, debit card, transfer seen, cheque); it counts once another member of staff confirms it",
        params: bookingIdParam,
        headers: optionalIdempotencyHeaders,
        body: counterPaymentInput,
        response: { 201: counterPaymentResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const payment = await recordCounterPayment({
        ctx: req.ctx,
        input: { ...req.body, booking_id: req.params.id, idempotency_key: req.headers["idempotency-key"] },
      });
      return reply.code(201).send({ message: say(req.locale, "action.counter_recorded"), data: payment });
    },
  );

  app.post(
    "/payment/:id/confirm",
    {
      config: { access: "payments_confirm" },
      schema: {
        tags: ["booking"],
        summary: "Confirm a pending payment (the booking's status follows)",
        params: paymentIdParam,
        body: confirmInput.nullish(),
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.payment_confirmed"),
      data: await confirmPayment({ ctx: req.ctx, effects, input: { note: req.body?.note ?? null, id: req.params.id } }),
    }),
  );

  app.post(
    "/payment/:id/reject",
    {
      config: { access: "payments_confirm" },
      schema: {
        tags: ["booking"],
        summary: "Reject a pending payment with the reason the customer sees",
        params: paymentIdParam,
        body: rejectInput,
        response: { 200: bookingActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: say(req.locale, "action.payment_rejected"),
      data: await rejectPayment({ ctx: req.ctx, effects, input: { ...req.body, id: req.params.id } }),
    }),
  );
}
