import type { FastifyInstance } from "fastify";
import { fieldError } from "#app/shared/errors";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** An absent body or `{}`: what a client of an operation without input may send. */
function isNoInput(body: unknown): boolean {
  if (body === undefined) return true;
  return body !== null && typeof body === "object" && !Array.isArray(body) && Object.keys(body).length === 0;
}

/**
 * An API write without a body schema takes no input (an arrange, a delete, a logout): any body
 * but none or `{}` is a 422 on the root, as a route with a schema refuses what it does not
 * expect (`POST /rooming/:id/arrange` with `[]` or a string arranged the rooms). One hook for
 * every such route, so a new one is covered without declaring anything; a route that reads its
 * body itself (the multipart upload, a provider's signed notification) says so with
 * `config.ownBody`. After the access check (request-context's preValidation hook, registered
 * before this one): a visitor still gets 401 first, as on routes with a schema.
 */
export function registerNoInputGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (req) => {
    if (!WRITES.has(req.method) || req.is404 || !req.url.startsWith("/api/")) return;
    const { schema, config } = req.routeOptions;
    if (schema?.body || config?.ownBody) return;
    if (!isNoInput(req.body)) throw fieldError("_", "no_input");
  });
}
