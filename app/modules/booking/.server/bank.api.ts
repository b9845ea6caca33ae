import type { Api } from "#app/shared/api.server";
import { errorBody, errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  bankActionResponse,
  bankIdParam,
  bankInput,
  bankListResponse,
  bankResponse,
  listBanksQuery,
} from "#app/modules/booking/booking.contract";
import { createBankAccount } from "./create-bank-account";
import { deleteBankAccount } from "./delete-bank-account";
import { getBankAccount } from "./get-bank-account";
import { listBankAccounts } from "./list-bank-accounts";
import { updateBankAccount } from "./update-bank-account";

const adminRead = {
  401: errorResponses[401],
  403: errorResponses[403],
  404: errorResponses[404],
  422: errorResponses[422],
};
const adminWrite = { ...adminRead, 409: errorResponses[409] };

/** The agency's bank accounts (/panel/bank; the checkout and the invoice list the active ones). */
export async function bankApi(app: Api) {
  app.get(
    "/bank",
    {
      config: { access: "public", etag: true, shared: true },
      schema: {
        tags: ["booking"],
        summary: "Bank accounts for transfers, in sort order (active ones; admins may ask all=true)",
        querystring: listBanksQuery,
        response: { 200: bankListResponse, 422: errorResponses[422] },
      },
    },
    async (req) => listBankAccounts({ ctx: req.ctx, input: req.query }),
  );

  app.get(
    "/bank/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["booking"],
        summary: "One bank account, active or not (panel form)",
        params: bankIdParam,
        response: { 200: bankResponse, ...adminRead },
      },
    },
    async (req) => ({ data: await getBankAccount({ ctx: req.ctx, input: req.params }) }),
  );

  app.post(
    "/bank",
    {
      config: { access: "admin" },
      schema: {
        tags: ["booking"],
        summary: "Add a bank account (the logo must be an uploaded public image)",
        body: bankInput,
        response: { 201: bankActionResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const data = await createBankAccount({ ctx: req.ctx, input: req.body });
      reply.code(201);
      return { message: serverT(req.locale, "bank")("messages.created"), data };
    },
  );

  app.put(
    "/bank/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["booking"],
        summary: "Update a bank account",
        params: bankIdParam,
        body: bankInput,
        response: { 200: bankActionResponse, ...adminWrite },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "bank")("messages.updated"),
      data: await updateBankAccount({ ctx: req.ctx, input: { ...req.body, id: req.params.id } }),
    }),
  );

  app.delete(
    "/bank/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["booking"],
        summary: "Delete a bank account no payment uses (409 otherwise: deactivate it)",
        params: bankIdParam,
        response: { 200: errorBody, ...adminWrite },
      },
    },
    async (req) => {
      await deleteBankAccount({ ctx: req.ctx, input: req.params });
      return { message: serverT(req.locale, "bank")("messages.deleted") };
    },
  );
}
