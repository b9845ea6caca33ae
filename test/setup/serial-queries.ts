import pg from "pg";

/**
 * Watches node-postgres for a query sent on a connection that is still running another one:
 * a `Promise.all` on a transaction handle. pg 8 queues it (with a deprecation warning printed
 * once per process, so easily missed); pg 9 refuses it. Pool queries are not affected (each
 * takes its own connection), so any overlap on one client is a bug. PostgreSQL only: PGlite
 * queues every query behind one lock by design.
 */
export function watchConcurrentQueries() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const inFlight = new WeakMap<object, number>();
  const overlaps: string[] = [];
  proto.query = function (this: object, ...args: unknown[]) {
    const running = inFlight.get(this) ?? 0;
    if (running > 0) {
      const first = args[0] as string | { text?: string } | undefined;
      const text = typeof first === "string" ? first : first?.text;
      const caller = new Error().stack?.split("\n").slice(2, 12).join("\n") ?? "";
      overlaps.push(`${String(text).slice(0, 120)}\n${caller}`);
    }
    const result = original.apply(this, args);
    if (result instanceof Promise) {
      inFlight.set(this, running + 1);
      const done = () => inFlight.set(this, (inFlight.get(this) ?? 1) - 1);
      result.then(done, done);
    }
    return result;
  };
  return {
    overlaps,
    restore() {
      proto.query = original;
    },
  };
}
