import { type Api, sendDownload } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  adminClosureActionResponse,
  adminClosureListResponse,
  closureActionResponse,
  closureIdParam,
  closureRejectBody,
  closureRequestBody,
  myClosureResponse,
} from "#app/modules/privacy/privacy.contract";
import { approveClosure } from "./approve-closure";
import { exportMyData } from "./export-my-data";
import { getMyClosure } from "./get-my-closure";
import { listClosureRequests } from "./list-closures";
import { rejectClosure } from "./reject-closure";
import { requestClosure } from "./request-closure";
import { withdrawClosure } from "./withdraw-closure";

const tags = ["privacy"];
const errors = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};

/** A customer's data export and account closure (docs/product.md §Your data and closing an account, decisions 050–051). */
export async function privacyApi(app: Api) {
  app.get(
    "/account/export",
    {
      config: {
        access: "user",
        // A zip of every file is costly: a few per hour and user, counted after the session is known.
        rateLimit: {
          max: 5,
          timeWindow: "1 hour",
          hook: "preHandler",
          keyGenerator: (req) => `account-export:${req.ctx.actor?.id ?? req.ip}`,
        },
      },
      schema: {
        tags,
        summary:
          "Everything the site holds about the signed-in user, as a zip: data.json, README.txt and their files (application/zip)",
        response: { ...errors, 429: errorResponses[429] },
      },
    },
    async (req, reply) => {
      const file = await exportMyData({ ctx: req.ctx, storage: app.files });
      return sendDownload(reply, { ...file, contentType: "application/zip" });
    },
  );

  app.get(
    "/account/closure",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "The signed-in user's latest account closure request",
        response: { 200: myClosureResponse, ...errors },
      },
    },
    async (req) => getMyClosure({ ctx: req.ctx, input: undefined }),
  );

  app.post(
    "/account/closure",
    {
      config: { access: "customer" },
      schema: {
        tags,
        summary: "Ask to close the account (customers; one pending request at a time)",
        body: closureRequestBody,
        response: { 200: closureActionResponse, ...errors, 409: errorResponses[409] },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "privacy")("action.requested"),
      data: await requestClosure({ ctx: req.ctx, input: req.body }),
    }),
  );

  app.delete(
    "/account/closure",
    {
      config: { access: "user" },
      schema: {
        tags,
        summary: "Withdraw the pending account closure request",
        response: { 200: closureActionResponse, ...errors, 409: errorResponses[409] },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "privacy")("action.withdrawn"),
      data: await withdrawClosure({ ctx: req.ctx, input: undefined }),
    }),
  );

  app.get(
    "/account-closures",
    {
      config: { access: "privacy" },
      schema: {
        tags,
        summary: "Account closure requests, pending first, with each customer's open bookings",
        response: { 200: adminClosureListResponse, ...errors },
      },
    },
    async (req) => ({ data: await listClosureRequests({ ctx: req.ctx, input: undefined }) }),
  );

  app.post(
    "/account-closures/:id/approve",
    {
      config: { access: "privacy" },
      schema: {
        tags,
        summary:
          "Approve a closure: anonymise the customer's personal data in one transaction (refused while a trip or money is open)",
        params: closureIdParam,
        response: { 200: adminClosureActionResponse, ...errors, 409: errorResponses[409] },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "privacy")("action.approved"),
      data: await approveClosure({ ctx: req.ctx, input: req.params, storage: app.files }),
    }),
  );

  app.post(
    "/account-closures/:id/reject",
    {
      config: { access: "privacy" },
      schema: {
        tags,
        summary: "Reject a pending closure with the reason the customer reads",
        params: closureIdParam,
        body: closureRejectBody,
        response: { 200: adminClosureActionResponse, ...errors, 409: errorResponses[409] },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "privacy")("action.rejected"),
      data: await rejectClosure({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );
}
