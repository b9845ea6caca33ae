import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "../../db/schema";

export type Schema = typeof schema;
/** Either engine (or a transaction of it): use cases only see this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  engine: "pglite" | "postgres";
  migrate(migrationsFolder: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const drizzleOptions = { schema, casing: "snake_case" as const };

export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, ...drizzleOptions });
  return {
    db: db as unknown as Db,
    engine: "pglite",
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

export function fromPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 3000 });
  // A dropped connection must not crash the process; requests get 503 until it returns.
  pool.on("error", () => {});
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return {
    db: db as unknown as Db,
    engine: "postgres",
    migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/** Opens PGlite in `dir`, creating parent folders (PGlite does not). */
export async function openPgliteDir(dir: string): Promise<Database> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  const client = await PGlite.create(dir);
  return fromPglite(client);
}
