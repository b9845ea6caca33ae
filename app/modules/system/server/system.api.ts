import { z } from "zod";
import type { Api } from "../../../shared/api.server";

const healthResponse = z.object({ status: z.enum(["ok", "unavailable"]), database: z.string() });

export async function systemApi(app: Api) {
  app.get(
    "/health",
    {
      config: { access: "public", rateLimit: false },
      schema: {
        tags: ["system"],
        summary: "Liveness and database check",
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_req, reply) => {
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000)),
        ]);
        return { status: "ok" as const, database: app.database.engine };
      } catch {
        return reply.code(503).send({ status: "unavailable" as const, database: app.database.engine });
      }
    },
  );
}
