import { sql } from "drizzle-orm";
import type { Database } from "#app/shared/db.server";

/**
 * What PostgreSQL's autovacuum does, for PGlite, which has none (it runs single-user: no
 * launcher). Without it the planner never has statistics (reltuples -1) and no visibility map,
 * so at scale deep pages, searches and the dashboard cost 2 to 5 times more (docs/performance.md,
 * "Scale"). PGlite keeps the activity counters while the process runs but starts from zero at
 * every open, so a table is also due when its size drifted from the one recorded by its last
 * VACUUM or ANALYZE (rows written before a restart). Thresholds are autovacuum's defaults.
 *
 * PGlite has one connection: while a table is vacuumed every request waits. At 200,000 bookings
 * and 1,000,000 guests the whole database takes about 3 to 4 s, a single busy table well under a
 * second, so tables go one at a time and only those due.
 */
export interface MaintenanceRound {
  tables: { table: string; reason: string; ms: number }[];
  ms: number;
}

interface TableState {
  relname: string;
  reltuples: number;
  relpages: number;
  pages: number;
  mods: number;
  dead: number;
  inserts: number;
}

/** Why a table needs VACUUM (ANALYZE) now, or null. */
export function dueReason(t: TableState): string | null {
  const rows = Math.max(t.reltuples, 0);
  if (t.reltuples < 0) return t.pages > 0 ? "never analysed" : null;
  if (t.mods > 50 + 0.1 * rows) return `${t.mods} rows changed`;
  if (t.dead > 50 + 0.2 * rows) return `${t.dead} dead rows`;
  if (t.inserts > 1000 + 0.2 * rows) return `${t.inserts} rows inserted`;
  if (Math.abs(t.pages - t.relpages) > 8 + 0.2 * t.relpages) return `size ${t.relpages} -> ${t.pages} pages`;
  return null;
}

export async function maintainPglite(database: Database): Promise<MaintenanceRound> {
  const started = performance.now();
  const done: MaintenanceRound["tables"] = [];
  if (database.engine !== "pglite") return { tables: done, ms: 0 };
  const result = await database.db.execute(sql`
    select c.relname, c.reltuples::float8 as reltuples, c.relpages::int as relpages,
      (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages,
      coalesce(s.n_mod_since_analyze, 0)::float8 as mods, coalesce(s.n_dead_tup, 0)::float8 as dead,
      coalesce(s.n_ins_since_vacuum, 0)::float8 as inserts
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_stat_user_tables s on s.relid = c.oid
    where c.relkind = 'r' and n.nspname = 'public'
    order by c.relname`);
  const tables = (Array.isArray(result) ? result : (result as { rows: TableState[] }).rows) as TableState[];
  for (const t of tables) {
    const reason = dueReason(t);
    if (!reason) continue;
    const at = performance.now();
    await database.db.execute(sql`vacuum (analyze) ${sql.identifier(t.relname)}`);
    done.push({ table: t.relname, reason, ms: Math.round(performance.now() - at) });
  }
  return { tables: done, ms: Math.round(performance.now() - started) };
}
