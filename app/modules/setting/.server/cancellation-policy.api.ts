import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { serverT } from "#app/shared/i18n/server";
import {
  cancellationPolicyInput,
  cancellationPolicyResponse,
  cancellationPolicyWriteResponse,
} from "#app/modules/setting/setting.contract";
import { getCancellationPolicy, updateCancellationPolicy } from "./cancellation-policy";

const errors = { 401: errorResponses[401], 403: errorResponses[403], 404: errorResponses[404] };

/** The site's cancellation penalty tiers (docs/product.md §Cancellation and refunds): the settings permission. */
export async function cancellationPolicyApi(app: Api) {
  app.get(
    "/setting/cancellation-policy",
    {
      config: { access: "settings" },
      schema: {
        tags: ["setting"],
        summary: "The site's cancellation penalty tiers and admin fee",
        response: { 200: cancellationPolicyResponse, ...errors },
      },
    },
    async (req) => ({ data: await getCancellationPolicy({ ctx: req.ctx, input: undefined }) }),
  );

  app.put(
    "/setting/cancellation-policy",
    {
      config: { access: "settings" },
      schema: {
        tags: ["setting"],
        summary: "Save the site's cancellation penalty tiers (days 0..365 distinct, percent 0..100 or a fixed amount)",
        body: cancellationPolicyInput,
        response: { 200: cancellationPolicyWriteResponse, ...errors, 422: errorResponses[422] },
      },
    },
    async (req) => ({
      message: serverT(req.locale, "refund")("policy.saved"),
      data: await updateCancellationPolicy({ ctx: req.ctx, input: req.body }),
    }),
  );
}
