// The site at scale: 5,000 published packages, 200,000 bookings and about 1,000,000 guests
// (bench/seed-scale.mjs) in a fresh database in a temporary folder, the API built in-process (no
// pages) and every list, search, detail, report and dashboard read timed through app.inject:
// p50/p95 of N runs after two warm-up calls, and the statements each request sends (to catch
// N+1 queries). Two baselines are timed the same way: GET /api/health (`select 1`) and GET
// /api/setting (one primary-key row).
//
// Usage: node --import tsx bench/scale.mjs            (PGlite, the embedded default)
//        DATABASE_URL=postgres://... node --import tsx bench/scale.mjs   (a throwaway database
//        is created on that server and dropped afterwards)
// Env: SCALE (default 1; 0.01 = 50 packages, 2,000 bookings), RUNS (default 20), NO_VACUUM=1 (no
// VACUUM ANALYZE after the load, as PGlite in production: it has no autovacuum), ONLY=<regexp>
// (scenarios whose name matches), BENCH_KEEP=1 (keep the database: PGLITE_DIR=<folder> or
// DATABASE_URL=<that database> with REUSE=1 times it again without seeding; pending migrations
// are applied). Writes bench/results/scale-<engine>[-s<scale>][-no-vacuum].json.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { hashPassword } from "#app/modules/account/.server/password.ts";
import { loadEnv } from "#app/shared/env.server.ts";
import { buildApp } from "#server/app.ts";
import { load, logger, machine, openDatabase, rows, root, tempDir, timeGet } from "./bench-db.mjs";
import { scaleShape, seedScale } from "./seed-scale.mjs";

const SCALE = Number(process.env.SCALE ?? 1);
const RUNS = Number(process.env.RUNS ?? 20);
const REUSE = Boolean(process.env.REUSE);
const ONLY = process.env.ONLY ? new RegExp(process.env.ONLY, "i") : null;
const PANEL_TARGET = 200;
const REPORT_TARGET = 1000;
const log = logger();
const tmp = process.env.PGLITE_DIR ? path.dirname(process.env.PGLITE_DIR) : tempDir("travel-bench-scale-");
const dbDir = process.env.PGLITE_DIR ?? path.join(tmp, "db");
fs.mkdirSync(tmp, { recursive: true });
// Fixed passwords: a kept database is timed again without seeding.
const ADMIN_PASSWORD = "BenchAdmin12345";
const CUSTOMER_PASSWORD = "BenchCust12345";

const { database, name: pgName, drop } = await openDatabase(dbDir, "bench_scale", { reuse: REUSE });
let app;
try {
  log(`migrating ${REUSE ? "the kept" : "a fresh"} ${database.engine} database`);
  await database.migrate(path.join(root, "db", "migrations"));
  if (!REUSE) {
    const shape = scaleShape(SCALE);
    log(`seeding ${JSON.stringify(shape)}`);
    await seedScale(database.db, shape, {
      adminHash: await hashPassword(ADMIN_PASSWORD),
      customerHash: await hashPassword(CUSTOMER_PASSWORD),
      log: (what) => log(`  ${what}`),
    });
    // What autovacuum does on PostgreSQL after a bulk load. PGlite has no autovacuum: NO_VACUUM=1
    // measures a database that was never vacuumed nor analysed.
    if (!process.env.NO_VACUUM) await database.db.execute(sql`vacuum analyze`);
  }
  const [counts] = await rows(
    database.db.execute(sql`select (select count(*) from packages where status = 'published')::int as packages,
      (select count(*) from departures)::int as departures, (select count(*) from users)::int as users,
      (select count(*) from bookings)::int as bookings, (select count(*) from booking_guests)::int as guests,
      (select count(*) from payments)::int as payments`),
  );
  log(`seeded: ${JSON.stringify(counts)}`);

  // The database's work is measured: no response cache for anonymous reads (production has one
  // for a few seconds, RESPONSE_CACHE_SECONDS, which would answer repeated calls from memory).
  const env = loadEnv({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: path.join(tmp, "files"),
    RESPONSE_CACHE_SECONDS: "0",
  });
  app = await buildApp({ env, database, web: false, logger: false });
  await app.ready();
  const login = async (username, password) => {
    const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
    if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.body}`);
    return { authorization: `Bearer ${res.json().token}` };
  };
  const admin = await login("benchadmin", ADMIN_PASSWORD);
  const customer = await login("cust1", CUSTOMER_PASSWORD);
  const one = async (query) => (await rows(database.db.execute(query)))[0];
  const ids = {
    ...(await one(sql`select (select min(id) from categories)::int as category,
      (select min(id) + 7 from destinations)::int as destination,
      (select id from packages order by id limit 1 offset (select count(*) / 2 from packages))::int as package,
      (select code from packages order by id limit 1 offset (select count(*) / 3 from packages)) as package_code,
      (select min(id) + 1 from users where role = 'customer')::int as agent`)),
    ...(await one(sql`select package_id::int as busy_package, departure_id::int as busy_departure
      from bookings group by package_id, departure_id order by count(*) desc, departure_id limit 1`)),
    ...(await one(sql`select b.id as own_booking from bookings b join users u on u.id = b.customer_id
      where u.username = 'cust1' order by b.pax desc, b.created_at desc limit 1`)),
    ...(await one(sql`select id as big_booking, code from bookings where pax = 9 order by created_at desc limit 1`)),
    // A full three-part name (about ten guests share one) and the booking name of another booking.
    ...(await one(sql`select full_name as guest from booking_guests where position = 2 order by id
      limit 1 offset (select count(*) / 3 from bookings where pax >= 2)`)),
    ...(await one(
      sql`select booking_name from bookings where booking_name like 'Keluarga %' order by created_at limit 1`,
    )),
    ...(await one(sql`select count(*)::int / 15 / 2 as mid_page from bookings`)),
  };
  const lastTourPage = Math.max(1, Math.ceil(counts.packages / 15));
  const u = (s) => encodeURIComponent(s);
  const anon = {};
  const scenarios = [
    ["baseline", "GET /api/health (`select 1`)", "/api/health", anon],
    ["baseline", "GET /api/setting (one primary-key row)", "/api/setting", anon],
    // Storefront
    ["storefront", "tour list, default (latest), page 1", "/api/tour", anon],
    ["storefront", "tour list, last page", `/api/tour?page=${lastTourPage}`, anon],
    ["storefront", "tour list, 100 per page", "/api/tour?limit=100", anon],
    ["storefront", "tour list, cheapest first", "/api/tour?sort=price_asc", anon],
    [
      "storefront",
      "tour list, dearest first, page 100",
      `/api/tour?sort=price_desc&page=${Math.min(100, lastTourPage)}`,
      anon,
    ],
    ["storefront", "tour list, one category", `/api/tour?category_id=${ids.category}`, anon],
    ["storefront", "tour list, one destination", `/api/tour?destination_id=${ids.destination}`, anon],
    [
      "storefront",
      "tour list, category + destination, cheapest first",
      `/api/tour?category_id=${ids.category}&destination_id=${ids.destination}&sort=price_asc`,
      anon,
    ],
    ["storefront", "tour list, featured", "/api/tour?featured=true", anon],
    ["storefront", "tour search: a place (`uzbekistan`)", "/api/tour?search=uzbekistan", anon],
    ["storefront", "tour search: two words (`andalusia premium`)", `/api/tour?search=${u("andalusia premium")}`, anon],
    ["storefront", "tour search: a destination (`samarkand`)", "/api/tour?search=samarkand", anon],
    ["storefront", "tour search: a package code", `/api/tour?search=${ids.package_code}`, anon],
    ["storefront", "tour search: a booking code", `/api/tour?search=${ids.code}`, anon],
    ["storefront", "tour search: no match", "/api/tour?search=zzqx", anon],
    ["storefront", "tour detail (visitor)", `/api/tour/${ids.package}`, anon],
    ["storefront", "tour detail (admin: every departure)", `/api/tour/${ids.package}`, admin],
    ["panel", "tour list (admin), every status, search", `/api/tour?status=all&search=maroko`, admin],
    // Panel: booking history
    ["panel", "bookings (admin), default: latest first", "/api/booking", admin],
    ["panel", "bookings, status pending", "/api/booking?status=pending", admin],
    ["panel", "bookings, one package", `/api/booking?tour_id=${ids.busy_package}`, admin],
    ["panel", "bookings, one departure", `/api/booking?time_id=${ids.busy_departure}`, admin],
    ["panel", "bookings, one month by booking date", "/api/booking?date_from=2026-03-01&date_to=2026-03-31", admin],
    ["panel", "bookings, highest total first", "/api/booking?sort=total_desc", admin],
    [
      "panel",
      "bookings, status paid, highest total, page 100",
      "/api/booking?status=paid&sort=total_desc&page=100",
      admin,
    ],
    ["panel", "bookings, oldest first, middle page", `/api/booking?sort=oldest&page=${ids.mid_page}`, admin],
    ["panel", "bookings of an agent (1% of all)", `/api/booking?customer_id=${ids.agent}`, admin],
    ["search", "bookings search: a booking code", `/api/booking?search=${ids.code}`, admin],
    // Names drawn from the data (they differ between engines: ids are random); the URL has them.
    ["search", "bookings search: a family's booking name", `/api/booking?search=${u(ids.booking_name)}`, admin],
    ["search", "bookings search: a guest's full name", `/api/booking?search=${u(ids.guest)}`, admin],
    ["search", "bookings search: a common surname (`Hidayatullah`)", "/api/booking?search=Hidayatullah", admin],
    ["search", "bookings search: a first name (`Siti`)", "/api/booking?search=Siti", admin],
    ["search", "bookings search: no match", "/api/booking?search=Qwertyuiop", admin],
    ["search", "bookings search + status pending", `/api/booking?search=Hidayatullah&status=pending`, admin],
    ["panel", "one booking (admin), 9 guests", `/api/booking/${ids.big_booking}`, admin],
    ["panel", "pending bookings badge", "/api/booking/count/pending", admin],
    ["panel", "dashboard (admin)", "/api/dashboard", admin],
    // Customer
    ["customer", "my bookings (customer)", "/api/booking", customer],
    ["customer", "my booking (customer)", `/api/booking/${ids.own_booking}`, customer],
    ["customer", "dashboard (customer)", "/api/dashboard", customer],
    // Reports
    ["report", "report: no filter (active), latest first", "/api/report/booking", admin],
    [
      "report",
      "report: one year by booking date",
      "/api/report/booking?date_from=2025-01-01&date_to=2025-12-31",
      admin,
    ],
    ["report", "report: 30 days, daily chart", "/api/report/booking?date_from=2026-06-01&date_to=2026-06-30", admin],
    [
      "report",
      "report: departures in one year, one category, paid",
      `/api/report/booking?date_by=departure&date_from=2025-01-01&date_to=2025-12-31&category_id=${ids.category}&status=paid`,
      admin,
    ],
    [
      "report",
      "report: departures in one year, every category",
      "/api/report/booking?date_by=departure&date_from=2025-01-01&date_to=2025-12-31",
      admin,
    ],
    [
      "report",
      "report: one package, by departure",
      `/api/report/booking?tour_id=${ids.busy_package}&sort=departure&order=asc`,
      admin,
    ],
    [
      "report",
      "report: all statuses, by remaining, page 50",
      "/api/report/booking?status=all&sort=remaining&order=desc&page=50",
      admin,
    ],
    ["report", "manifest of the busiest departure", `/api/report/manifest?time_id=${ids.busy_departure}`, admin],
  ].filter(([, name]) => !ONLY || ONLY.test(name));

  const results = [];
  for (const [group, name, url, headers] of scenarios) {
    const r = await timeGet(app, url, headers, RUNS);
    const body = r.res.headers["content-type"]?.includes("json") ? r.res.json() : null;
    const matched = body?.meta?.total ?? body?.totals?.bookings ?? body?.data?.guests?.length;
    const target = group === "report" ? REPORT_TARGET : group === "baseline" ? null : PANEL_TARGET;
    const loadNow = load();
    results.push({
      group,
      name,
      url,
      p50: r.p50,
      p95: r.p95,
      max: r.max,
      cpuP50: r.cpuP50,
      queries: r.queries,
      matched,
      target,
      load: loadNow,
    });
    log(
      `${name}: p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, cpu ${r.cpuP50.toFixed(1)} ms, ${r.queries} queries${matched !== undefined ? `, ${matched} matched` : ""}, load ${loadNow}${target && r.p95 > target ? "  OVER TARGET" : ""}`,
    );
  }

  const suffix = `${SCALE !== 1 ? `-s${SCALE}` : ""}${process.env.NO_VACUUM ? "-no-vacuum" : ""}`;
  const out = {
    date: new Date().toISOString(),
    engine: database.engine,
    machine: machine(),
    scale: SCALE,
    vacuumed: !process.env.NO_VACUUM,
    seeded: counts,
    runs: RUNS,
    targets: { panelAndStorefrontP95: PANEL_TARGET, reportP95: REPORT_TARGET },
    scenarios: results,
  };
  if (!ONLY) {
    fs.mkdirSync(path.join(root, "bench", "results"), { recursive: true });
    fs.writeFileSync(
      path.join(root, "bench", "results", `scale-${database.engine}${suffix}.json`),
      `${JSON.stringify(out, null, 2)}\n`,
    );
  }
  console.log(
    `\n| scenario | matched | queries | p50 ms | p95 ms | CPU p50 ms | load |\n|---|---|---|---|---|---|---|`,
  );
  for (const r of results)
    console.log(
      `| ${r.name} | ${r.matched ?? ""} | ${r.queries} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.cpuP50.toFixed(1)} | ${r.load} |`,
    );
  const over = results.filter((r) => r.target && r.p95 > r.target);
  console.log(
    over.length ? `\nOVER TARGET: ${over.map((r) => r.name).join("; ")}` : "\nEvery request within its target at p95.",
  );
} finally {
  await app?.close();
  await database.close();
  if (process.env.BENCH_KEEP || REUSE) console.log(`kept ${database.engine === "pglite" ? dbDir : pgName}`);
  else {
    await drop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
