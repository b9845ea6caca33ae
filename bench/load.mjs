// Load benchmark (`npm run bench:load`): autocannon on loopback against the production build,
// each scenario read against two baselines measured by the same server process in the same
// run: a static file of the same size (served by the React Router plugin's @fastify/static) and
// a route doing one primary-key SELECT on the same database. See bench/server.ts.
//
// Env: DURATION (seconds per measurement, 3), CONNECTIONS (10), ROUNDS (3), CHECKOUTS (200),
// SEATS (20), BENCH_PORT (a free port), ONLY (reads|checkout),
// RESPONSE_CACHE_SECONDS=0 (no page cache: every page rendered).
// Writes bench/results/load.json (load-postgres.json with DATABASE_URL). Exits 1 when a target of docs/architecture.md §Performance budgets is missed.
import fs from "node:fs";
import { randomUUID } from "node:crypto";
import os from "node:os";
import autocannon from "autocannon";
import { checkoutBody, departureWindow } from "./checkout-body.mjs";
import { startServer } from "./start-server.mjs";

const DURATION = Number(process.env.DURATION ?? 3);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const CHECKOUTS = Number(process.env.CHECKOUTS ?? 200);
const SEATS = Number(process.env.SEATS ?? 20);
const ONLY = process.env.ONLY; // "reads" or "checkout" to run one part (while working on it)
const CUSTOMERS = 10;
const loadAtStart = os.loadavg();
const PASSWORD = "Bench12345";

const scenarios = [
  { name: "GET /api/tour", path: "/api/tour", kind: "api" },
  { name: "GET /api/tour/{id}", path: "/api/tour/{tour}", kind: "api" },
  { name: "page /", path: "/", kind: "page" },
  { name: "page /tour", path: "/tour", kind: "page" },
  { name: "page /tour/{id}", path: "/tour/{tour}", kind: "page" },
];
// docs/architecture.md §Performance budgets, for API reads against the one-query baseline.
const TARGET = { rpsRatio: 0.5, p99Ratio: 3 };
// Issue 18: pages a signed-in visitor opens (the storefront's shared render plus their session).
const SIGNED_IN_TARGET = { rpsRatio: 0.25, p99Ratio: 3 };
// docs/architecture.md §Performance budgets: the checkouts refused (departure full) are answered within this.
const REFUSED_P99_MS = 1000;

const median = (xs) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const round = (x, d = 2) => Math.round(x * 10 ** d) / 10 ** d;
/** Count, p50, p99 and max of some answer times (ms), nearest-rank. */
const spread = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q) => (s.length ? round(s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)], 1) : null);
  return { count: s.length, p50: at(0.5), p99: at(0.99), max: s.length ? round(s[s.length - 1], 1) : null };
};
/** A ratio, or null when the baseline measured nothing (reported as a failure). */
const ratio = (a, b) => (b > 0 ? round(a / b) : null);

let settle = null;
/** One autocannon run, reduced to what the report needs; any failure is kept, never hidden. */
async function measure(opts, retry = true) {
  // Requests left queued in the server by the previous run are answered first: one request
  // through the database then comes back only once they are done.
  if (settle) await settle();
  const { onResponse, ...options } = opts;
  const run = autocannon({ connections: CONNECTIONS, ...(options.amount ? {} : { duration: DURATION }), ...options });
  // Each answer's status and time (ms), for figures per status (the checkout's refusals).
  if (onResponse) run.on("response", (_client, status, _bytes, ms) => onResponse(status, ms));
  const r = await run;
  // Nothing answered for a whole run: the process got no CPU for seconds on this shared
  // machine (seen once with load average 14). Measured again once, and the stall is reported.
  if (r.requests.total === 0 && retry && !opts.amount) {
    stalls.push(opts.url);
    return measure(opts, false);
  }
  return {
    rps: round(r.requests.total / r.duration, 1),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    status: Object.fromEntries(Object.entries(r.statusCodeStats).map(([k, v]) => [k, v.count])),
    seconds: round(r.duration, 2),
  };
}

const failures = [];
const stalls = [];
function checkClean(label, m) {
  if (m.requests === 0) failures.push(`${label}: no request answered in ${DURATION} s`);
  if (m.non2xx || m.errors || m.timeouts)
    failures.push(`${label}: ${m.non2xx} non-2xx, ${m.errors} errors, ${m.timeouts} timeouts`);
}

async function json(res) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}

const server = await startServer(
  {
    BENCH_URLS: scenarios.map((s) => s.path).join(","),
    BENCH_CUSTOMERS: String(CUSTOMERS),
    DEMO_PASSWORD: PASSWORD,
  },
  { entry: "bench/server.ts", port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined },
);
const base = server.baseURL;
const results = { reads: [], checkout: null };
try {
  const { tourId, twins } = await json(await fetch(`${base}/__bench/static`));
  const twinOf = (url) => twins.find((t) => t.url === url);
  const pkURL = `${base}/__bench/pk/${tourId}`;
  settle = async () => {
    await (await fetch(pkURL)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 200));
  };
  // A bench customer's session, for the signed-in visitor's pages.
  const session = (
    await json(
      await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "bench1", password: PASSWORD }),
      }),
    )
  ).token;
  // Every read twice: as a visitor sends it (repeated URLs: anonymous pages and the public API
  // answers are served from the response cache after the first), and with a query string of its
  // own per request, so that every request is a cache miss: what a first visit, or a visit after a
  // change, costs (a full render). Pages a third time, as a signed-in visitor sends them (their
  // session cookie): the shared page plus their session (issue 18).
  const reads = scenarios.flatMap((s) => {
    const path = s.path.replaceAll("{tour}", String(tourId));
    const twin = twinOf(path);
    const row = { ...s, path, url: `${base}${path}`, staticURL: `${base}${twin.static}`, bytes: twin.bytes };
    let n = 0;
    const miss = [{ setupRequest: (req) => ({ ...req, path: `${path}?_miss=${n++}` }) }];
    const signedIn = [
      { setupRequest: (req) => ({ ...req, headers: { ...req.headers, cookie: `session=${session}` } }) },
    ];
    return [
      { ...row, variant: "as sent", rounds: [] },
      { ...row, name: `${s.name} (miss)`, variant: "miss", requests: miss, rounds: [] },
      ...(s.kind === "page"
        ? [{ ...row, name: `${s.name} (signed in)`, variant: "signed in", requests: signedIn, rounds: [] }]
        : []),
    ];
  });

  // Warm-up: JIT, caches, PGlite's buffers; not counted.
  if (ONLY !== "checkout")
    for (const r of [{ url: pkURL }, { url: reads[0].staticURL }, ...reads])
      await autocannon({ url: r.url, requests: r.requests, connections: CONNECTIONS, duration: 1 });

  for (let i = 0; i < (ONLY === "checkout" ? 0 : ROUNDS); i++) {
    for (const r of reads) {
      // Each scenario next to its own baselines, in a rotating order, so drift on this shared
      // machine hits all three alike.
      const runs = { pk: pkURL, static: r.staticURL, scenario: r.url };
      const order = ["pk", "static", "scenario"];
      for (let k = 0; k < i % 3; k++) order.push(order.shift());
      const m = {};
      for (const key of order) {
        m[key] = await measure({
          url: runs[key],
          ...(key === "scenario" && r.requests ? { requests: r.requests } : {}),
        });
        checkClean(`${r.name} (${key})`, m[key]);
      }
      r.rounds.push({
        ...m,
        vsPk: { rps: ratio(m.scenario.rps, m.pk.rps), p99: ratio(m.scenario.p99, m.pk.p99) },
        vsStatic: { rps: ratio(m.scenario.rps, m.static.rps), p99: ratio(m.scenario.p99, m.static.p99) },
      });
      process.stdout.write(
        `round ${i + 1} ${r.name}: ${m.scenario.rps} req/s (pk ${m.pk.rps}, static ${m.static.rps}), p99 ${m.scenario.p99} ms (pk ${m.pk.p99}, static ${m.static.p99})\n`,
      );
    }
  }

  for (const r of reads.filter((x) => x.rounds.length > 0)) {
    const pick = (f) => round(median(r.rounds.map(f).filter((x) => x !== null)) ?? Number.NaN);
    const summary = {
      name: r.name,
      variant: r.variant,
      kind: r.kind,
      bytes: r.bytes,
      rps: pick((x) => x.scenario.rps),
      p50: pick((x) => x.scenario.p50),
      p99: pick((x) => x.scenario.p99),
      pk: { rps: pick((x) => x.pk.rps), p50: pick((x) => x.pk.p50), p99: pick((x) => x.pk.p99) },
      static: { rps: pick((x) => x.static.rps), p50: pick((x) => x.static.p50), p99: pick((x) => x.static.p99) },
      // Medians of the per-round ratios (each from adjacent runs), not ratios of medians.
      vsPk: { rps: pick((x) => x.vsPk.rps), p99: pick((x) => x.vsPk.p99) },
      vsStatic: { rps: pick((x) => x.vsStatic.rps), p99: pick((x) => x.vsStatic.p99) },
      spread: {
        rpsRatioVsPk: [
          Math.min(...r.rounds.map((x) => x.vsPk.rps ?? 0)),
          Math.max(...r.rounds.map((x) => x.vsPk.rps ?? 0)),
        ],
      },
      rounds: r.rounds,
    };
    const target = r.kind === "api" ? TARGET : r.variant === "signed in" ? SIGNED_IN_TARGET : null;
    if (target) {
      summary.targets = {
        rps: summary.vsPk.rps !== null && summary.vsPk.rps >= target.rpsRatio ? "PASS" : "MISS",
        p99: summary.vsPk.p99 !== null && summary.vsPk.p99 <= target.p99Ratio ? "PASS" : "MISS",
      };
    }
    results.reads.push(summary);
  }

  if (ONLY !== "reads") results.checkout = await checkout(base, tourId, twinOf("POST /api/booking"), pkURL);
} finally {
  await server.stop();
}

/**
 * 200 checkouts at once (distinct Idempotency-Keys, ten customers) on a fresh 20-seat
 * departure: exactly 20 accepted, the rest refused, no 5xx. The same burst (as many
 * connections as requests) is then sent to both baselines.
 */
async function checkout(base, tourId, twin, pkURL) {
  const login = async (username) =>
    (
      await json(
        await fetch(`${base}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username, password: PASSWORD }),
        }),
      )
    ).token;
  const admin = await login("admin");
  const departure = (
    await json(
      await fetch(`${base}/api/tour/${tourId}/time`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${admin}` },
        body: JSON.stringify(departureWindow(60, SEATS)),
      }),
    )
  ).data;
  const tokens = [];
  for (let i = 1; i <= CUSTOMERS; i++) tokens.push(await login(`bench${i}`));

  let n = 0;
  const burst = { connections: CHECKOUTS, amount: CHECKOUTS, timeout: 120 };
  // Times of the accepted (201) and refused (4xx) answers, apart: section 6 asks the refused
  // ones to be fast (p99 under 1 s), which the whole burst's p99 cannot show.
  const times = { accepted: [], refused: [] };
  const m = await measure({
    ...burst,
    onResponse: (status, ms) => {
      if (status === 201) times.accepted.push(ms);
      else if (status >= 400 && status < 500) times.refused.push(ms);
    },
    url: `${base}/api/booking`,
    requests: [
      {
        method: "POST",
        setupRequest: (req) => {
          const i = n++;
          return {
            ...req,
            headers: {
              "content-type": "application/json",
              authorization: `Bearer ${tokens[i % tokens.length]}`,
              "idempotency-key": `bench-${randomUUID()}`,
            },
            body: JSON.stringify(checkoutBody(tourId, departure.id, i + 1)),
          };
        },
      },
    ],
  });
  const after = (
    await json(await fetch(`${base}/api/tour/${tourId}/time`, { headers: { authorization: `Bearer ${admin}` } }))
  ).data.find((d) => d.id === departure.id);
  // Checkouts whose seats came from the record of full departures, without a statement (decision 069).
  const fromMemory = (await json(await fetch(`${base}/__bench/full-departures`))).answeredFromMemory;
  const accepted = m.status["201"] ?? 0;
  const fivexx = Object.entries(m.status)
    .filter(([k]) => k.startsWith("5"))
    .reduce((a, [, v]) => a + v, 0);
  const pk = await measure({ ...burst, url: pkURL });
  const stat = await measure({ ...burst, url: `${base}${twin.static}` });
  checkClean("checkout pk baseline", pk);
  checkClean("checkout static baseline", stat);
  const refused = spread(times.refused);
  const fastRefusals = refused.count === 0 || refused.p99 < REFUSED_P99_MS;
  const ok =
    accepted === SEATS && fivexx === 0 && m.errors === 0 && m.timeouts === 0 && after?.seats_left === 0 && fastRefusals;
  if (!ok)
    failures.push(
      `checkout: ${accepted} accepted of ${SEATS} seats, ${fivexx} 5xx, seats left ${after?.seats_left}, refusals p99 ${refused.p99} ms (target < ${REFUSED_P99_MS})`,
    );
  return {
    attempts: CHECKOUTS,
    seats: SEATS,
    customers: CUSTOMERS,
    accepted,
    status: m.status,
    errors: m.errors,
    timeouts: m.timeouts,
    seatsLeftAfter: after?.seats_left,
    acceptedTimes: spread(times.accepted),
    refusedTimes: refused,
    answeredFromMemory: fromMemory,
    bytes: twin.bytes,
    rps: m.rps,
    p50: m.p50,
    p99: m.p99,
    seconds: m.seconds,
    pk: { rps: pk.rps, p50: pk.p50, p99: pk.p99 },
    static: { rps: stat.rps, p50: stat.p50, p99: stat.p99 },
    vsPk: { rps: ratio(m.rps, pk.rps), p99: ratio(m.p99, pk.p99) },
    vsStatic: { rps: ratio(m.rps, stat.rps), p99: ratio(m.p99, stat.p99) },
    target: ok ? "PASS" : "MISS",
  };
}

// ---------- report ----------
const pad = (s, n) => String(s).padEnd(n);
const lines = [
  `${pad("scenario", 34)}${pad("bytes", 8)}${pad("req/s", 8)}${pad("p50", 6)}${pad("p99", 6)}${pad("pk req/s", 10)}${pad("pk p99", 8)}${pad("static req/s", 14)}${pad("static p99", 12)}${pad("rps/pk", 8)}${pad("p99/pk", 8)}${pad("rps/static", 12)}${pad("p99/static", 12)}target`,
];
const rows = [...results.reads, ...(results.checkout ? [{ name: "POST /api/booking", ...results.checkout }] : [])];
for (const r of rows) {
  const target = r.targets
    ? `rps ${r.targets.rps}, p99 ${r.targets.p99}`
    : r.target
      ? `${r.accepted}/${r.seats} accepted, refused p50 ${r.refusedTimes.p50} p99 ${r.refusedTimes.p99} ms (${r.answeredFromMemory} known full from memory): ${r.target}`
      : "(reported)";
  lines.push(
    `${pad(r.name, 34)}${pad(r.bytes, 8)}${pad(r.rps, 8)}${pad(r.p50, 6)}${pad(r.p99, 6)}${pad(r.pk.rps, 10)}${pad(r.pk.p99, 8)}${pad(r.static.rps, 14)}${pad(r.static.p99, 12)}${pad(r.vsPk.rps, 8)}${pad(r.vsPk.p99, 8)}${pad(r.vsStatic.rps, 12)}${pad(r.vsStatic.p99, 12)}${target}`,
  );
}
console.log(`\n${lines.join("\n")}`);
console.log(
  `\n${ROUNDS} rounds of ${DURATION} s at ${CONNECTIONS} connections (medians); checkout: ${CHECKOUTS} requests at once. Latencies in ms.`,
);
if (failures.length) console.log(`\nProblems:\n- ${failures.join("\n- ")}`);
if (stalls.length) console.log(`\nMeasured again after a run with no answer at all (a stall): ${stalls.join(", ")}`);

fs.mkdirSync("bench/results", { recursive: true });
const written = `bench/results/load${process.env.DATABASE_URL ? "-postgres" : ""}.json`;
fs.writeFileSync(
  written,
  `${JSON.stringify(
    {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memGiB: round(os.totalmem() / 2 ** 30, 1),
        node: process.version,
        // 1, 5 and 15-minute load averages (2 cores: above 2 means others were running too).
        loadavg: { start: loadAtStart.map((x) => round(x)), end: os.loadavg().map((x) => round(x)) },
      },
      engine: process.env.DATABASE_URL ? "postgres" : "pglite",
      settings: {
        responseCacheSeconds: Number(process.env.RESPONSE_CACHE_SECONDS ?? 60),
        duration: DURATION,
        connections: CONNECTIONS,
        rounds: ROUNDS,
        checkouts: CHECKOUTS,
        seats: SEATS,
      },
      targets: { api: TARGET, signedInPages: SIGNED_IN_TARGET },
      ...results,
      failures,
      stalls,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWritten: ${written}`);
const missed = results.reads.some((r) => r.targets && (r.targets.rps === "MISS" || r.targets.p99 === "MISS"));
process.exitCode = missed || failures.length ? 1 : 0;
