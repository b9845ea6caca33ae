import { z } from "zod";
import type { Api } from "#app/shared/api.server";
import { isDraining } from "./draining";

const healthResponse = z.object({ status: z.enum(["ok", "unavailable", "draining"]), database: z.string() });

export async function systemApi(app: Api) {
  app.get(
    "/health",
    {
      config: { access: "public", rateLimit: false },
      schema: {
        tags: ["system"],
        summary: "Liveness and database check; 503 while the database is down or the server shuts down",
        response: { 200: healthResponse, 503: healthResponse },
      },
    },
    async (_req, reply) => {
      // Shutting down: tell the load balancer to stop sending here (no need to ask the database).
      if (isDraining(app)) return reply.code(503).send({ status: "draining" as const, database: app.database.engine });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          app.database.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("timeout")), 2000);
          }),
        ]);
        return { status: "ok" as const, database: app.database.engine };
      } catch {
        return reply.code(503).send({ status: "unavailable" as const, database: app.database.engine });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
