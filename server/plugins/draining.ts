import type { FastifyInstance } from "fastify";
import { isDraining } from "#app/modules/system/.server/draining";
import { AppError } from "#app/shared/errors";
import { requestLocale } from "./request-context";

/**
 * While the server drains (markDraining, at SIGTERM): a new request gets the translated 503
 * `unavailable` before it touches the database (this hook runs before the session lookup), and
 * every answer, the ones in flight included, closes its connection so no keep-alive socket
 * holds the shutdown. /api/health answers for itself ("draining").
 */
export function registerDraining(app: FastifyInstance) {
  app.addHook("onRequest", async (req) => {
    if (!isDraining(app) || req.routeOptions.url === "/api/health") return;
    req.locale = requestLocale(req);
    throw new AppError("unavailable");
  });
  app.addHook("onSend", async (_req, reply) => {
    if (isDraining(app)) reply.header("connection", "close");
  });
}
