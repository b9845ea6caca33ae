import type { FastifyInstance } from "fastify";
import { SAFE_METHODS } from "./request-context";

/** Writes that change nothing public: no cache is told of them. */
const HARMLESS_WRITES = [/^\/api\/login(\?|$)/, /^\/api\/logout(\?|$)/, /^\/api\/tour\/\d+\/quote(\?|$)/];

/**
 * Tells the instance's caches (and, on PostgreSQL, the other instances') what a request changed,
 * once its handler has answered (its transaction committed) and before the answer is sent: the
 * tags its writes named (`noteWrite`, e.g. a checkout names its package), or everything (`"*"`)
 * for a write that named nothing, for one that failed (5xx: it may have changed part) and at a
 * 503 (the database is down: no cache answers meanwhile). A refused write (4xx) changed nothing
 * (docs/performance.md, "Invalidation by what changed"). Before the answer, not after it (it was
 * `onResponse`): a client that has read "cancelled" may book the freed seat at once, and the
 * instance's record of full departures must have heard of it by then (decision 069; the
 * response's `finish` could come after the client's next request had been read).
 */
export function publishChanges(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    const bus = app.database.bus;
    if (reply.statusCode === 503) bus.publish("*");
    else if (
      !SAFE_METHODS.has(req.method) &&
      !(reply.statusCode >= 400 && reply.statusCode < 500) &&
      !HARMLESS_WRITES.some((re) => re.test(req.url))
    ) {
      const named = req.ctx?.writes;
      bus.publish(reply.statusCode < 500 && named && named.size > 0 ? [...named] : "*");
    }
    return payload;
  });
}
