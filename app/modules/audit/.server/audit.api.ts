import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { privateAccessQuery, privateAccessResponse } from "#app/modules/audit/audit.contract";
import { listPrivateAccess } from "./list-private-access";

/** The audit trail of private data (issue 7): staff with the privacy permission only. */
export async function auditApi(app: Api) {
  app.get(
    "/audit/private-access",
    {
      config: { access: "privacy" },
      schema: {
        tags: ["audit"],
        summary:
          "Who opened customers' private data (guest passports and IC numbers, proofs, visas, manifests), newest first",
        querystring: privateAccessQuery,
        response: {
          200: privateAccessResponse,
          401: errorResponses[401],
          403: errorResponses[403],
          422: errorResponses[422],
        },
      },
    },
    async (req) => listPrivateAccess({ ctx: req.ctx, input: req.query }),
  );
}
