import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { toErrorResponse } from "#server/plugins/errors";
import { fromPostgres } from "#app/shared/db.server";

/*
 * The PostgreSQL pool's time limits (decision 008, "A frozen or too slow database"): past them a
 * request answers 503 `unavailable`, and the pool goes on serving. PostgreSQL only (PGlite runs
 * in the process: nothing to wait for); the frozen server is test/faults/database-freeze.test.ts.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)("PostgreSQL pool time limits", () => {
  it("cancels a statement past the statement limit (503) and keeps the connection usable", async () => {
    const database = fromPostgres(url as string, 1, { statementMs: 300 });
    try {
      const started = Date.now();
      const err = await database.db.execute(sql`select pg_sleep(3)`).then(
        () => null,
        (e: unknown) => e,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(toErrorResponse(err, "en").status).toBe(503);
      // The only connection of the pool serves the next query.
      const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });

  it("ends a transaction left idle past the limit (its locks released), then serves on a new connection", async () => {
    const database = fromPostgres(url as string, 1, { idleInTransactionMs: 300 });
    try {
      const err = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await new Promise((r) => setTimeout(r, 1_000));
          await tx.execute(sql`select 2`);
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(err).not.toBeNull();
      expect(toErrorResponse(err, "en").status).toBe(503);
      const { rows } = (await database.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
      expect(rows[0].one).toBe(1);
    } finally {
      await database.close();
    }
  });
});
