import type { Api } from "#app/shared/api.server";
import { errorBody, errorResponses, readErrors, writeErrors } from "#app/shared/api-errors";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";
import {
  closeInput,
  convertInput,
  counterDepositInput,
  depositIdParam,
  listPlansQuery,
  onlineDepositInput,
  onlineDepositResponse,
  openPlanInput,
  planActionResponse,
  planIdParam,
  planListResponse,
  planReceiptParams,
  planResponse,
  rejectDepositInput,
  reviewDepositInput,
  tellTransferInput,
  transferInput,
  transferResponse,
} from "#app/modules/savings/savings.contract";
import { createPaymentProviders } from "#app/modules/gateway/.server/providers/index";
import { receiptPdfQuery } from "#app/modules/payment/receipt.contract";
import { sendReceiptPdf } from "#app/modules/payment/.server/receipts/receipt-pdf";
import { closePlan } from "./close-plan";
import { convertPlan } from "./convert-plan";
import { startOnlineDeposit } from "./online-deposit";
import { issuePlanTransfer, recordCounterDeposit, reviewDeposit, tellPlanTransfer } from "./deposits";
import { getPlan, listPlans, openPlan } from "./plans";
import { printPlanReceipt } from "./print-plan-receipt";

const tags = ["savings"];

/** /api/savings: savings plans, their deposits and their conversion (decision 084, docs/product.md §Savings plans). */
export async function savingsApi(app: Api, { effects }: { effects: BookingEffects }) {
  const say = (locale: Locale, key: string) => serverT(locale, "savings")(`messages.${key}`);
  // The same providers as the gateway's routes (the sandbox's checkouts are files in the data
  // directory, so its page and decision, served there, find the ones opened here).
  const providers = createPaymentProviders(app.env);

  app.get(
    "/savings",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Savings plans: a customer's own; staff (bookings_view) their branch's, by status or overdue",
        querystring: listPlansQuery,
        response: { 200: planListResponse, ...readErrors },
      },
    },
    async (req) => listPlans({ ctx: req.ctx, input: req.query }),
  );

  app.post(
    "/savings",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Open a savings plan (the customer for themself; staff with bookings_manage for a customer)",
        body: openPlanInput,
        response: { 201: planActionResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send({ message: say(req.locale, "opened"), data: await openPlan({ ctx: req.ctx, input: req.body }) }),
  );

  app.get(
    "/savings/:id",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "A savings plan: balance, months paid and overdue, schedule and deposits",
        params: planIdParam,
        response: { 200: planResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getPlan({ ctx: req.ctx, input: req.params }) }),
  );

  app.get(
    "/savings/:id/payment/:payment_id/receipt.pdf",
    {
      // A HEAD would count a print nobody received.
      exposeHeadRoute: false,
      config: { access: "user", rateLimit: { max: 30, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary:
          "A confirmed deposit's receipt (kwitansi) as a PDF in the reader's language, A5 or ?size=a4 (application/pdf); the plan's customer or staff (bookings_view, branch); counted as a print, a reprint says copy",
        params: planReceiptParams,
        querystring: receiptPdfQuery,
        response: { ...readErrors, 429: errorResponses[429] },
      },
    },
    async (req, reply) => {
      const { ctx } = req;
      return sendReceiptPdf(ctx, reply, await printPlanReceipt({ ctx, input: req.params }), req.query.size);
    },
  );

  app.post(
    "/savings/:id/counter-deposit",
    {
      config: { access: "payments_record" },
      schema: {
        tags,
        summary: "Record money taken at the counter for a plan (confirmed by another member of staff)",
        params: planIdParam,
        body: counterDepositInput,
        response: { 201: planActionResponse, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        message: say(req.locale, "deposit_recorded"),
        data: await recordCounterDeposit({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
      }),
  );

  app.post(
    "/savings/:id/transfer",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The plan's customer: the amount to transfer with its unique code, and the accounts",
        params: planIdParam,
        body: transferInput,
        response: { 200: transferResponse, ...writeErrors },
      },
    },
    async (req) => ({ data: await issuePlanTransfer({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }) }),
  );

  app.post(
    "/savings/:id/online-payments",
    {
      config: { access: "user", rateLimit: { max: 60, timeWindow: "1 minute" } },
      schema: {
        tags,
        summary: "The plan's customer pays a deposit online: a provider's checkout",
        params: planIdParam,
        body: onlineDepositInput,
        response: { 201: onlineDepositResponse, 503: errorBody, ...writeErrors },
      },
    },
    async (req, reply) =>
      reply.code(201).send({
        message: say(req.locale, "checkout_opened"),
        data: await startOnlineDeposit({ ctx: req.ctx, providers, input: { ...req.body, id: req.params.id } }),
      }),
  );

  app.post(
    "/savings/:id/deposits/:deposit_id/paid",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The plan's customer says they transferred the amount issued",
        params: depositIdParam,
        body: tellTransferInput,
        response: { 200: planActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "transfer_told"),
      data: await tellPlanTransfer({ ctx: req.ctx, input: { ...req.body, ...req.params } }),
    }),
  );

  app.post(
    "/savings/:id/deposits/:deposit_id/confirm",
    {
      config: { access: "payments_confirm" },
      schema: {
        tags,
        summary: "Confirm a plan's deposit (staff with payments_confirm; not its recorder)",
        params: depositIdParam,
        body: reviewDepositInput,
        response: { 200: planActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "deposit_confirmed"),
      data: await reviewDeposit({ ctx: req.ctx, effects, input: { ...req.body, ...req.params, confirm: true } }),
    }),
  );

  app.post(
    "/savings/:id/deposits/:deposit_id/reject",
    {
      config: { access: "payments_confirm" },
      schema: {
        tags,
        summary: "Reject a plan's deposit, with the reason the customer sees",
        params: depositIdParam,
        body: rejectDepositInput,
        response: { 200: planActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "deposit_rejected"),
      data: await reviewDeposit({ ctx: req.ctx, effects, input: { ...req.body, ...req.params, confirm: false } }),
    }),
  );

  app.post(
    "/savings/:id/convert",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The plan's money becomes a booking's payments (its customer, or staff with bookings_manage)",
        params: planIdParam,
        body: convertInput,
        response: { 200: planActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "converted"),
      data: await convertPlan({ ctx: req.ctx, effects, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.post(
    "/savings/:id/close",
    {
      config: { access: "bookings_manage" },
      schema: {
        tags,
        summary: "Close a plan without a booking: its balance less the admin fee becomes a due refund",
        params: planIdParam,
        body: closeInput,
        response: { 200: planActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "closed"),
      data: await closePlan({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );
}
