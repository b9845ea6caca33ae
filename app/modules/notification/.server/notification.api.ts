import { z } from "zod";
import type { Api } from "#app/shared/api.server";
import { errorBody, errorResponses } from "#app/shared/api-errors";
import { whatsappConfig } from "#app/shared/env.server";
import { AppError } from "#app/shared/errors";
import { readBoundedBody } from "#app/shared/request-body.server";
import {
  outboxQuery,
  outboxResponse,
  whatsappTemplatesResponse,
} from "#app/modules/notification/notification.contract";
import { listOutbox } from "./list-outbox";
import { listWhatsappTemplates } from "./list-whatsapp-templates";
import { receiveWhatsappWebhook, whatsappChallenge } from "./receive-whatsapp-webhook";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
/** Meta batches statuses; a webhook body is a few kilobytes, far under this. */
const WEBHOOK_MAX_BYTES = 1024 * 1024;

const subscriptionQuery = z.object({
  "hub.mode": z.string().max(50).optional(),
  "hub.verify_token": z.string().max(500).optional(),
  "hub.challenge": z.string().max(500).optional(),
});

export async function notificationApi(app: Api) {
  const whatsapp = whatsappConfig(app.env);

  app.get(
    "/outbox",
    {
      config: { access: "settings" },
      schema: {
        tags: ["notification"],
        summary:
          "Latest messages in the outbox (mail and WhatsApp), by status and channel (readable without a transport)",
        querystring: outboxQuery,
        response: { 200: outboxResponse, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (req) => ({ data: await listOutbox({ ctx: req.ctx, input: req.query }) }),
  );

  app.get(
    "/whatsapp/templates",
    {
      config: { access: "settings" },
      schema: {
        tags: ["notification"],
        summary: "The WhatsApp templates each message maps to, with their parameters and a preview per language",
        response: { 200: whatsappTemplatesResponse, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (req) => listWhatsappTemplates({ ctx: req.ctx, input: { channel: whatsapp.mode } }),
  );

  // WhatsApp's webhook (decision 080): the subscription check, then signed POSTs. Only with the
  // Cloud API configured; otherwise there is nothing to subscribe and both answer 404.
  app.get(
    "/whatsapp/webhook",
    {
      config: { access: "public" },
      schema: {
        tags: ["notification"],
        summary: "WhatsApp's subscription check: the challenge back when the verify token matches",
        querystring: subscriptionQuery,
        response: { 200: z.string(), 403: errorResponses[403], 404: errorResponses[404] },
      },
    },
    async (req, reply) => {
      if (whatsapp.mode !== "cloud") throw new AppError("not_found");
      const challenge = whatsappChallenge(req.query, whatsapp.verifyToken);
      if (challenge === null) throw new AppError("forbidden");
      return reply.type("text/plain; charset=utf-8").send(challenge);
    },
  );

  // The POST keeps the body's exact bytes (the signature is computed on them): a scope of its own
  // where every content type is read as the raw text, nothing parsed before the check.
  await app.register(async (scope: Api) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (req, payload, done) =>
      readBoundedBody(payload, req.headers, WEBHOOK_MAX_BYTES, (err, body) => {
        if (err) return done(err, undefined);
        try {
          done(null, strictUtf8.decode(body));
        } catch {
          done(new AppError("invalid_encoding"), undefined);
        }
      }),
    );
    scope.post(
      "/whatsapp/webhook",
      {
        // No session and no origin: Meta's servers call it; the signature is the proof.
        config: { access: "public", ownBody: true },
        schema: {
          tags: ["notification"],
          summary: "WhatsApp's webhook: delivery statuses and inbound messages (X-Hub-Signature-256 on the raw body)",
          response: {
            200: z.object({ received: z.literal(true), statuses: z.number(), messages: z.number() }),
            400: errorBody,
            404: errorResponses[404],
          },
        },
      },
      async (req) => {
        if (whatsapp.mode !== "cloud") throw new AppError("not_found");
        const header = req.headers["x-hub-signature-256"];
        const counted = await receiveWhatsappWebhook({
          ctx: req.ctx,
          input: {
            rawBody: typeof req.body === "string" ? req.body : "",
            signature: Array.isArray(header) ? header[0] : header,
            appSecret: whatsapp.appSecret,
          },
        });
        return { received: true as const, ...counted };
      },
    );
  });
}
