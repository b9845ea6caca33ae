// The booking report with a large history: 200,000 bookings (5,000 customers, 60 packages in
// 6 categories, 1,440 departures over four years) seeded by bulk SQL into a fresh database in a
// temporary folder, the API built in-process (no pages), and GET /api/report/booking timed for a
// few typical filters (p50/p95 of N runs after warm-up), plus the manifest and the exports.
// A constant route (/api/health) is timed the same way as the baseline of this machine.
//
// Usage: node --import tsx bench/report.mjs            (PGlite, the embedded default)
//        DATABASE_URL=postgres://... node --import tsx bench/report.mjs   (a throwaway database is
//        created on that server and dropped afterwards)
// Env: BOOKINGS (default 200000), RUNS (default 20), COMPARE_INDEXES=1 (measure again without the
// report's index), NO_VACUUM=1 (no VACUUM ANALYZE after the load, as PGlite in production: it has
// no autovacuum). Writes bench/results/report-<engine>[-no-vacuum].json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { hashPassword } from "#app/modules/account/.server/password.ts";
import { loadEnv } from "#app/shared/env.server.ts";
import { buildApp } from "#server/app.ts";
import { openDatabase, rows, timeGet } from "./bench-db.mjs";

const BOOKINGS = Number(process.env.BOOKINGS ?? 200_000);
const RUNS = Number(process.env.RUNS ?? 20);
const PACKAGES = 60;
const DEPARTURES_PER_PACKAGE = 24;
const CUSTOMERS = 5_000;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "travel-bench-report-"));
const started = performance.now();
const log = (msg) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)}s] ${msg}`);

/** The history, in bulk SQL (generate_series): no row goes through JavaScript. */
async function seed(db, adminHash) {
  const run = (text) => db.execute(sql.raw(text));
  await run(`insert into settings (id, name, currency) values (1, 'Bench Travel', 'IDR')
    on conflict (id) do update set currency = 'IDR'`);
  await run(`insert into users (name, username, email, password_hash, role)
    values ('Bench Admin', 'benchadmin', 'admin@bench.test', '${adminHash}', 'admin')`);
  await run(`insert into users (name, username, email, password_hash, role)
    select 'Pelanggan ' || i, 'cust' || i, 'cust' || i || '@bench.test', 'x', 'customer'
    from generate_series(1, ${CUSTOMERS}) i`);
  await run(`insert into categories (slug, name, sort_order)
    select 'cat-' || i, jsonb_build_object('id', 'Kategori ' || i, 'en', 'Category ' || i), i
    from generate_series(1, 6) i`);
  await run(`insert into packages (code, slug, name, base_price, display_price, default_capacity, status, min_payment)
    select 'PKG-' || lpad(i::text, 3, '0'), 'pkg-' || i,
      jsonb_build_object('id', 'Paket ' || i, 'en', 'Package ' || i, 'my', 'Pakej ' || i),
      (2000 + (i % 15) * 150) * 1000000::bigint, (2000 + (i % 15) * 150) * 1000000::bigint, 45, 'published',
      500000000
    from generate_series(1, ${PACKAGES}) i`);
  // Every package in one category, every other package in a second one too.
  await run(`insert into package_categories (package_id, category_id)
    select p.id, c.id from packages p join categories c on c.sort_order = 1 + (p.id % 6)`);
  await run(`insert into package_categories (package_id, category_id)
    select p.id, c.id from packages p join categories c on c.sort_order = 1 + ((p.id + 2) % 6) where p.id % 2 = 0`);
  // A departure every 60 days per package, from January 2023 to the end of 2026.
  await run(`insert into departures (package_id, start_date, end_date, capacity)
    select p.id, date '2023-01-05' + (k * 60 + (p.id * 7) % 60), date '2023-01-05' + (k * 60 + (p.id * 7) % 60) + 9, 45
    from packages p, generate_series(0, ${DEPARTURES_PER_PACKAGE - 1}) k`);
  // Bookings made 5 to 185 days before their departure (never after "now"); statuses: 10%
  // cancelled, 15% pending, 20% partly paid, 45% paid, 10% processed.
  await run(`insert into bookings (code, customer_id, package_id, departure_id, booking_name, status, pax, currency,
      unit_price, subtotal, total, paid_total, min_first_payment, payment_type, payment_method, created_at, updated_at)
    with deps as (
      select d.id, d.package_id, d.start_date, p.base_price, (row_number() over (order by d.id) - 1)::int as n
      from departures d join packages p on p.id = d.package_id
    ), cust as (select min(id) as first from users where role = 'customer'),
    g as (
      -- Hashes, not arithmetic on i: the departure is i modulo the departure count, so a status
      -- derived from i the same way would give some packages only one status.
      select i, abs(hashtext('s' || i)) % 20 as s, 1 + abs(hashtext('p' || i)) % 6 as pax
      from generate_series(1, ${BOOKINGS}) i
    )
    select 'BN' || lpad(g.i::text, 7, '0'), cust.first + (g.i % ${CUSTOMERS}), deps.package_id, deps.id,
      'Pemesan ' || g.i,
      (case when g.s < 2 then 'canceled' when g.s < 5 then 'pending' when g.s < 9 then 'processing'
            when g.s < 18 then 'paid' else 'processed' end)::booking_status,
      g.pax, 'IDR', deps.base_price, deps.base_price * g.pax, deps.base_price * g.pax,
      case when g.s < 2 then (g.i % 2) * deps.base_price * g.pax * 3 / 10 when g.s < 5 then 0
           when g.s < 9 then deps.base_price * g.pax * 3 / 10 else deps.base_price * g.pax end,
      500000000::bigint * g.pax, 'deposit', 'manual',
      least(now(), (deps.start_date - (5 + (g.i::bigint * 7919) % 180)::int)::timestamp + make_interval(secs => ((g.i::bigint * 104729) % 86400)::int)),
      now()
    from g join deps on deps.n = g.i % (select count(*) from departures) cross join cust`);
}

/** A new package with a handful of bookings: filtering by it must not walk the whole history. */
async function seedRarePackage(db) {
  const run = (text) => db.execute(sql.raw(text));
  await run(`insert into packages (code, slug, name, base_price, display_price, default_capacity, status)
    values ('RARE-1', 'rare-1', '{"id":"Paket Baru","en":"New package"}', 3000000000, 3000000000, 45, 'published')`);
  await run(`insert into departures (package_id, start_date, end_date, capacity)
    select id, date '2023-03-01', date '2023-03-10', 45 from packages where code = 'RARE-1'`);
  await run(`insert into bookings (code, customer_id, package_id, departure_id, booking_name, status, pax, total,
      paid_total, created_at, updated_at)
    select 'RARE' || k, (select min(id) from users where role = 'customer'), d.package_id, d.id, 'Rare ' || k,
      'paid', 2, 6000000000, 6000000000, timestamptz '2023-01-10 03:00:00+00' + k * interval '1 day', now()
    from departures d join packages p on p.id = d.package_id and p.code = 'RARE-1', generate_series(1, 6) k`);
}

/** Guests (and a room choice) for every booking of one departure: the manifest's. */
async function seedManifest(db, departureId) {
  const run = (text) => db.execute(sql.raw(text));
  await run(`insert into booking_guests (booking_id, position, full_name, gender, birth_date, birth_place,
      passport_number, passport_issue_date, passport_expiry_date, phone, country)
    select b.id, k, 'Jamaah ' || b.code || '-' || k, (case when k % 2 = 0 then 'female' else 'male' end)::gender,
      date '1960-01-01' + ((abs(hashtext(b.code)) + k * 997) % 15000), 'Bandung',
      'C' || lpad((abs(hashtext(b.code || k)) % 10000000)::text, 7, '0'), date '2024-01-15', date '2034-01-15',
      case when k = 1 then '+62 812 0000 ' || lpad((abs(hashtext(b.code)) % 10000)::text, 4, '0') end, 'ID'
    from bookings b, generate_series(1, b.pax) k
    where b.departure_id = ${departureId}`);
  await run(`insert into booking_extras (booking_id, detail_id, attribute_name, name, price, per, amount)
    select b.id, null, '{"id":"Tipe Kamar","en":"Room type","my":"Jenis Bilik"}'::jsonb,
      case when b.pax >= 4 then '{"id":"Quad (sekamar berempat)","en":"Quad (4 per room)"}'::jsonb
           else '{"id":"Double (sekamar berdua)","en":"Double (2 per room)"}'::jsonb end,
      0, 'pax', 0
    from bookings b where b.departure_id = ${departureId}`);
}

const { database, drop } = await openDatabase(path.join(tmp, "db"), "bench_report");
let app;
try {
  log(`migrating a fresh ${database.engine} database in ${tmp}`);
  await database.migrate(path.join(root, "db", "migrations"));
  const password = `Bench${randomBytes(4).toString("hex")}9`;
  log(`seeding ${BOOKINGS.toLocaleString("en")} bookings`);
  await seed(database.db, await hashPassword(password));
  const [{ id: manifestDeparture }] = await rows(
    database.db.execute(
      sql`select departure_id as id from bookings group by departure_id order by count(*) desc, departure_id limit 1`,
    ),
  );
  await seedManifest(database.db, manifestDeparture);
  await seedRarePackage(database.db);
  // What autovacuum does on PostgreSQL after a bulk load. PGlite has no autovacuum: NO_VACUUM=1
  // measures a database that was never vacuumed nor analysed.
  if (!process.env.NO_VACUUM) await database.db.execute(sql`vacuum analyze`);
  const [counts] = await rows(
    database.db.execute(sql`select (select count(*) from bookings)::int as bookings,
      (select count(*) from departures)::int as departures, (select count(*) from booking_guests)::int as guests`),
  );
  log(`seeded: ${JSON.stringify(counts)}`);

  const env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: path.join(tmp, "files") });
  app = await buildApp({ env, database, web: false, logger: false });
  await app.ready();
  const login = await app.inject({ method: "POST", url: "/api/login", payload: { username: "benchadmin", password } });
  if (login.statusCode !== 200) throw new Error(`login: ${login.body}`);
  const headers = { authorization: `Bearer ${login.json().token}` };
  const [{ id: oneCategory }] = await rows(database.db.execute(sql`select min(id)::int as id from categories`));
  const [{ id: onePackage }] = await rows(database.db.execute(sql`select min(id)::int as id from packages`));
  const [{ id: rarePackage }] = await rows(database.db.execute(sql`select id from packages where code = 'RARE-1'`));
  const scenarios = [
    ["baseline: GET /api/health (one `select 1`)", "/api/health"],
    ["no filter (all 200,000 bookings, active), latest first", "/api/report/booking"],
    ["booking date, one year (2025), monthly chart", "/api/report/booking?date_from=2025-01-01&date_to=2025-12-31"],
    ["booking date, 30 days, daily chart", "/api/report/booking?date_from=2025-06-01&date_to=2025-06-30"],
    [
      "departure date, one year, one category, status paid",
      `/api/report/booking?date_by=departure&date_from=2025-01-01&date_to=2025-12-31&category_id=${oneCategory}&status=paid`,
    ],
    [
      "one package, departure dates 2024-2026, sorted by departure",
      `/api/report/booking?tour_id=${onePackage}&date_by=departure&date_from=2024-01-01&date_to=2026-12-31&sort=departure&order=asc`,
    ],
    ["one package with 6 bookings (from 2023), latest first", `/api/report/booking?tour_id=${rarePackage}`],
    [
      "one package, one year by booking date",
      `/api/report/booking?tour_id=${onePackage}&date_from=2025-01-01&date_to=2025-12-31`,
    ],
    ["all statuses, sorted by remaining, page 50", "/api/report/booking?status=all&sort=remaining&order=desc&page=50"],
    ["manifest of the busiest departure (JSON)", `/api/report/manifest?time_id=${manifestDeparture}`],
  ];
  const measure = async (label) => {
    const out = [];
    for (const [name, url] of scenarios) {
      const r = await timeGet(app, url, headers, RUNS);
      const body = r.res.headers["content-type"]?.includes("json") ? r.res.json() : null;
      const detail = body?.totals
        ? `${body.totals.bookings} bookings`
        : body?.data?.guests
          ? `${body.data.guests.length} guests`
          : "";
      out.push({ name, url, p50: r.p50, p95: r.p95, max: r.max, detail });
      log(`${label} ${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms ${detail}`);
    }
    return out;
  };
  const results = await measure("[index]");

  // Exports are timed once each (they are downloads, not page loads), with their size.
  const exports = [];
  for (const [name, url] of [
    ["CSV, one year by booking date", "/api/report/booking?format=csv&date_from=2025-01-01&date_to=2025-12-31"],
    ["Excel, one year by booking date", "/api/report/booking?format=xlsx&date_from=2025-01-01&date_to=2025-12-31"],
    ["CSV, everything (all statuses)", "/api/report/booking?format=csv&status=all"],
    ["CSV, everything, sorted by total", "/api/report/booking?format=csv&status=all&sort=total&order=desc"],
    ["Excel manifest", `/api/report/manifest?format=xlsx&time_id=${manifestDeparture}`],
  ]) {
    const heapBefore = process.memoryUsage().rss;
    const t0 = performance.now();
    const res = await app.inject({ method: "GET", url, headers });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    const lines = url.includes("format=csv") ? res.rawPayload.toString("utf8").split("\r\n").length - 2 : null;
    exports.push({ name, url, ms, bytes: res.rawPayload.length, rows: lines });
    log(
      `${name}: ${(ms / 1000).toFixed(2)} s, ${(res.rawPayload.length / 1e6).toFixed(1)} MB${lines !== null ? `, ${lines} rows` : ""} (rss +${((process.memoryUsage().rss - heapBefore) / 1e6).toFixed(0)} MB)`,
    );
  }

  // The same scenarios without the report's index (migration 0005), for comparison.
  let withoutIndexes = null;
  if (process.env.COMPARE_INDEXES) {
    await database.db.execute(sql`drop index bookings_package_created_idx`);
    if (!process.env.NO_VACUUM) await database.db.execute(sql`analyze bookings`);
    withoutIndexes = await measure("[no report index]");
  }

  const out = {
    date: new Date().toISOString(),
    engine: database.engine,
    machine: `${os.cpus().length} vCPU (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
    seeded: counts,
    runs: RUNS,
    scenarios: results,
    withoutReportIndexes: withoutIndexes,
    exports,
  };
  fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  fs.writeFileSync(
    path.join(root, "bench", "results", `report-${database.engine}${process.env.NO_VACUUM ? "-no-vacuum" : ""}.json`),
    `${JSON.stringify(out, null, 2)}\n`,
  );
  console.log(
    `\n| scenario | p50 ms | p95 ms |${withoutIndexes ? " without the report's index: p50 / p95 ms |" : ""}\n|---|---|---|${withoutIndexes ? "---|" : ""}`,
  );
  for (const [i, r] of results.entries()) {
    const w = withoutIndexes?.[i];
    console.log(
      `| ${r.name}${r.detail ? ` (${r.detail})` : ""} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |${w ? ` ${w.p50.toFixed(1)} / ${w.p95.toFixed(1)} |` : ""}`,
    );
  }
  const slow = results.slice(1).filter((r) => r.p95 > 1000);
  console.log(
    slow.length
      ? `\nOVER BUDGET (p95 > 1 s): ${slow.map((r) => r.name).join("; ")}`
      : "\nAll report queries under 1 s at p95.",
  );
} finally {
  await app?.close();
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept ${tmp}`);
  else {
    await drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
