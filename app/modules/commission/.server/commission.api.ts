import type { Api } from "#app/shared/api.server";
import { sendDownload } from "#app/shared/api.server";
import { readErrors, writeErrors } from "#app/shared/api-errors";
import type { Locale } from "#app/shared/i18n/config";
import { serverT } from "#app/shared/i18n/server";
import {
  lineListResponse,
  listLinesQuery,
  listPayoutsQuery,
  messageResponse,
  myCommissionResponse,
  packageSchemeParam,
  payoutActionResponse,
  payoutIdParam,
  payoutInput,
  payoutListResponse,
  schemeActionResponse,
  schemeInput,
  schemeResponse,
  commissionReportQuery,
  commissionReportResponse,
} from "#app/modules/commission/commission.contract";
import { getMyCommissions, listLines } from "./lines";
import { exportPayoutSheet } from "./payout-sheet";
import { exportCommissionReport, getCommissionReport } from "./commission-report";
import { createPayout, listPayouts } from "./payouts";
import { getScheme, putScheme, removePackageScheme } from "./schemes";

const staff = { access: "commissions" } as const;
const tags = ["commission"];

/** /api/commission: schemes, the ledger's lines, payouts and their sheets, the agent's own view (decision 078). */
export async function commissionApi(app: Api) {
  const say = (locale: Locale, key: string) => serverT(locale, "commission")(`messages.${key}`);

  app.get(
    "/commission/schemes/default",
    {
      config: staff,
      schema: {
        tags,
        summary: "The default commission scheme, or null",
        response: { 200: schemeResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getScheme({ ctx: req.ctx, input: { package_id: null } }) }),
  );

  app.put(
    "/commission/schemes/default",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Set the default scheme: fixed per traveller by type or a percentage of the price after discount, and the upline's override",
        body: schemeInput,
        response: { 200: schemeActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "scheme_saved"),
      data: await putScheme({ ctx: req.ctx, input: { ...req.body, package_id: null } }),
    }),
  );

  app.get(
    "/commission/schemes/package/:package_id",
    {
      config: staff,
      schema: {
        tags,
        summary: "A package's own commission scheme, or null (it then earns by the default)",
        params: packageSchemeParam,
        response: { 200: schemeResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getScheme({ ctx: req.ctx, input: req.params }) }),
  );

  app.put(
    "/commission/schemes/package/:package_id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Set a package's own scheme, which wins over the default",
        params: packageSchemeParam,
        body: schemeInput,
        response: { 200: schemeActionResponse, ...writeErrors },
      },
    },
    async (req) => ({
      message: say(req.locale, "scheme_saved"),
      data: await putScheme({ ctx: req.ctx, input: { ...req.body, ...req.params } }),
    }),
  );

  app.delete(
    "/commission/schemes/package/:package_id",
    {
      config: staff,
      schema: {
        tags,
        summary: "Remove a package's own scheme: it earns by the default again",
        params: packageSchemeParam,
        response: { 200: messageResponse, ...writeErrors },
      },
    },
    async (req) => {
      await removePackageScheme({ ctx: req.ctx, input: req.params });
      return { message: say(req.locale, "scheme_removed") };
    },
  );

  app.get(
    "/commission/lines",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Commission lines, newest first: agent, status (unpaid, paid, reversed, owed) and period filters, paging",
        querystring: listLinesQuery,
        response: { 200: lineListResponse, ...readErrors },
      },
    },
    async (req) => listLines({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/commission/payouts",
    {
      config: staff,
      schema: {
        tags,
        summary: "Payouts to agents, newest first",
        querystring: listPayoutsQuery,
        response: { 200: payoutListResponse, ...readErrors },
      },
    },
    async (req) => listPayouts({ ctx: req.ctx, input: req.query }),
  );

  app.post(
    "/commission/payouts",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Pay an agent the chosen unpaid lines, netted with the reversals they owe; reference, day and receipt required (409 commission_line_paid when a line was paid meanwhile: nothing is written)",
        body: payoutInput,
        response: { 201: payoutActionResponse, ...writeErrors },
      },
    },
    async (req, reply) => {
      const data = await createPayout({ ctx: req.ctx, input: req.body });
      return reply.status(201).send({ message: say(req.locale, "payout_created"), data });
    },
  );

  app.get(
    "/commission/payouts/:id/sheet",
    {
      config: staff,
      schema: {
        tags,
        summary: "A payout's sheet as an Excel workbook (.xlsx), in the reader's language",
        params: payoutIdParam,
        response: readErrors,
      },
    },
    async (req, reply) => sendDownload(reply, await exportPayoutSheet({ ctx: req.ctx, input: req.params })),
  );

  app.get(
    "/commission/report",
    {
      config: staff,
      schema: {
        tags,
        summary:
          "Commissions per agent over a period: earned, reversed, paid by payouts dated in it, payable now (format=xlsx: an Excel file)",
        querystring: commissionReportQuery,
        response: { 200: commissionReportResponse, ...readErrors },
      },
    },
    async (req, reply) =>
      req.query.format === "xlsx"
        ? sendDownload(reply, await exportCommissionReport({ ctx: req.ctx, input: req.query }))
        : { data: await getCommissionReport({ ctx: req.ctx, input: req.query }) },
  );

  app.get(
    "/commission/mine",
    {
      config: { access: "agent" },
      schema: {
        tags,
        summary:
          "The agent's own commission lines, totals by currency (unpaid, owed, paid) and payouts (403 for a customer who is not an approved agent)",
        response: { 200: myCommissionResponse, ...readErrors },
      },
    },
    async (req) => ({ data: await getMyCommissions({ ctx: req.ctx, input: undefined }) }),
  );
}
