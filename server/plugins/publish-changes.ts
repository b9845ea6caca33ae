import type { FastifyInstance } from "fastify";
import { SAFE_METHODS } from "./request-context";

/** Writes that change nothing public: no cache is told of them. */
const HARMLESS_WRITES = [/^\/api\/login(\?|$)/, /^\/api\/logout(\?|$)/, /^\/api\/tour\/\d+\/quote(\?|$)/];

/**
 * Tells the instance's caches (and, on PostgreSQL, the other instances') what a request changed,
 * once it has answered (its transaction committed): the tags its writes named (`noteWrite`, e.g.
 * a checkout names its package), or everything (`"*"`) for a write that named nothing, for one
 * that failed (5xx: it may have changed part) and at a 503 (the database is down: no cache
 * answers meanwhile). A refused write (4xx) changed nothing (docs/performance.md, "Invalidation by
 * what changed").
 */
export function publishChanges(app: FastifyInstance): void {
  app.addHook("onResponse", async (req, reply) => {
    const bus = app.database.bus;
    if (reply.statusCode === 503) return bus.publish("*");
    if (SAFE_METHODS.has(req.method) || (reply.statusCode >= 400 && reply.statusCode < 500)) return;
    if (HARMLESS_WRITES.some((re) => re.test(req.url))) return;
    const named = req.ctx?.writes;
    bus.publish(reply.statusCode < 500 && named && named.size > 0 ? [...named] : "*");
  });
}
