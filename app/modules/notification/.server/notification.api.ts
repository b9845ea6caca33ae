import type { Api } from "#app/shared/api.server";
import { errorResponses } from "#app/shared/api-errors";
import { outboxQuery, outboxResponse } from "#app/modules/notification/notification.contract";
import { listOutbox } from "./list-outbox";

export async function notificationApi(app: Api) {
  app.get(
    "/outbox",
    {
      config: { access: "settings" },
      schema: {
        tags: ["notification"],
        summary: "Latest mails in the outbox, optionally by status (admins; readable without SMTP)",
        querystring: outboxQuery,
        response: { 200: outboxResponse, 401: errorResponses[401], 403: errorResponses[403] },
      },
    },
    async (req) => ({ data: await listOutbox({ ctx: req.ctx, input: req.query }) }),
  );
}
