import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { adminWrite } from "#app/shared/record-routes.server";
import { serverT } from "#app/shared/i18n/server";
import {
  STATEMENT_MAX_CHARS,
  statementActionResponse,
  statementConfirmInput,
  statementConfirmResponse,
  statementAssignInput,
  statementIdParam,
  statementIgnoreInput,
  statementImportInput,
  statementLineParam,
  statementListResponse,
  statementResponse,
} from "#app/modules/payment/statement.contract";
import { confirmStatement } from "./confirm-statement";
import { importStatement } from "./import-statement";
import { getStatement, listStatements } from "./list-statements";
import { assignStatementLine, ignoreStatementLine } from "./resolve-statement-line";
import type { BookingEffects } from "#app/modules/booking/.server/booking-effects";

/** The reads take no input to refuse (no 422). */
const read = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] };

/**
 * Bank statement import (docs/product.md §Bank statement import, decision 040): staff with the
 * statements permission only.
 */
/** `effects`: what a status move brings about, from the composition root (decision 072). */
export async function statementApi(app: Api, { effects }: { effects: BookingEffects }) {
  const say = (locale: Parameters<typeof serverT>[0], key: string, values?: Record<string, unknown>) =>
    serverT(locale, "statement")(key, values);

  app.get(
    "/bank-statements",
    {
      config: { access: "statements" },
      schema: {
        tags: ["booking"],
        summary: "Bank statement imports, newest first, with their lines by status",
        response: { 200: statementListResponse, ...read },
      },
    },
    async (req) => ({ data: await listStatements({ ctx: req.ctx, input: {} }) }),
  );

  app.post(
    "/bank-statements",
    {
      // The export's text in JSON (read in the browser): up to STATEMENT_MAX_CHARS characters,
      // which JSON escaping may grow.
      bodyLimit: STATEMENT_MAX_CHARS * 3,
      config: { access: "statements" },
      schema: {
        tags: ["booking"],
        summary:
          "Import a bank statement export (BCA, Mandiri, BRI, BNI, Maybank, CIMB or a mapped CSV): new credits stored and matched to open unique-code transfers",
        body: statementImportInput,
        response: { 201: statementActionResponse, ...adminWrite },
      },
    },
    async (req, reply) => {
      const data = await importStatement({ ctx: req.ctx, input: req.body });
      return reply.code(201).send({
        message: say(req.locale, "api.imported", { lines: data.new_line_count, matched: data.matched }),
        data,
      });
    },
  );

  app.get(
    "/bank-statements/:id",
    {
      config: { access: "statements" },
      schema: {
        tags: ["booking"],
        summary: "One statement import with its lines: matched (booking), unmatched (reason), confirmed",
        params: statementIdParam,
        response: { 200: statementResponse, ...read },
      },
    },
    async (req) => ({ data: await getStatement({ ctx: req.ctx, input: { id: req.params.id } }) }),
  );

  app.post(
    "/bank-statements/:id/confirm",
    {
      config: { access: "statements" },
      schema: {
        tags: ["booking"],
        summary:
          "Confirm the matched transfers of an import (all, or line_ids) as an admin confirmation; a line confirms one payment, ever",
        params: statementIdParam,
        body: statementConfirmInput.nullish(),
        response: { 200: statementConfirmResponse, ...adminWrite },
      },
    },
    async (req) => {
      const { statement, confirmed, skipped } = await confirmStatement({
        ctx: req.ctx,
        effects,
        input: { line_ids: req.body?.line_ids, id: req.params.id },
      });
      return { message: say(req.locale, "api.confirmed", { n: confirmed }), data: statement, confirmed, skipped };
    },
  );

  app.post(
    "/bank-statements/:id/lines/:line_id/assign",
    {
      config: { access: "statements" },
      schema: {
        tags: ["booking"],
        summary:
          "Assign a credit nothing matched to a booking (by its code) with a reason: it confirms the booking's transfer it covers, or a new one of its amount; the line is closed with who, when and why",
        params: statementLineParam,
        body: statementAssignInput,
        response: { 200: statementActionResponse, ...adminWrite },
      },
    },
    async (req) => {
      const data = await assignStatementLine({ ctx: req.ctx, effects, input: { ...req.body, ...req.params } });
      return { message: say(req.locale, "api.assigned"), data };
    },
  );

  app.post(
    "/bank-statements/:id/lines/:line_id/ignore",
    {
      config: { access: "statements" },
      schema: {
        tags: ["booking"],
        summary: "Mark a credit as not a customer's payment, with a reason: never matched or counted",
        params: statementLineParam,
        body: statementIgnoreInput,
        response: { 200: statementActionResponse, ...adminWrite },
      },
    },
    async (req) => {
      const data = await ignoreStatementLine({ ctx: req.ctx, input: { ...req.body, ...req.params } });
      return { message: say(req.locale, "api.ignored"), data };
    },
  );
}
