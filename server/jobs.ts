import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { expireBookings } from "../app/modules/booking/server/expire-bookings";
import type { Ctx } from "../app/shared/context";
import type { Database } from "../app/shared/db.server";

const MINUTE = 60_000;

/**
 * In-process background work (ARCHITECTURE.md section 3): the booking expiry sweeper, every
 * minute. Safe on several instances sharing one PostgreSQL (rows are claimed with SKIP LOCKED);
 * a round never overlaps the previous one in this process. Returns a stop function for shutdown.
 */
export function startBackgroundJobs(database: Database, log: FastifyBaseLogger): () => Promise<void> {
  let running: Promise<void> | null = null;
  const systemCtx = (): Ctx => ({
    db: database.db,
    actor: null,
    locale: "id",
    requestId: `job-${randomUUID()}`,
    now: () => new Date(),
  });
  const sweep = () => {
    if (running) return;
    running = expireBookings({ ctx: systemCtx() })
      .then((n) => {
        if (n > 0) log.info({ expired: n }, "expired unpaid bookings");
      })
      .catch((err) => log.warn({ err }, "booking expiry round failed; retrying next minute"))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(sweep, 5_000);
  const timer = setInterval(sweep, MINUTE);
  timer.unref();
  first.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}
