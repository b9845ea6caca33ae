// Lighthouse (mobile, the default form factor) on storefront pages in the three languages,
// against the production build, plus a trivial static HTML page served by the same process
// type as a baseline. Writes bench/results/lighthouse.json and prints a table.
// Usage: npm run build && node bench/lighthouse.mjs
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer } from "./start-server.mjs";

const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

function baselineServer() {
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline</title><meta name="description" content="A static page"><link rel="icon" href="data:,"></head><body><main><h1>Baseline</h1><p>Static HTML.</p></main></body></html>';
  const srv = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  });
  return new Promise((resolve) =>
    srv.listen(0, "127.0.0.1", () => resolve({ srv, url: `http://127.0.0.1:${srv.address().port}/` })),
  );
}

async function firstTourId(baseURL) {
  const r = await fetch(`${baseURL}/api/tour?limit=1&sort=latest`);
  const body = await r.json();
  return body.data?.[0]?.id;
}

const server = await startServer();
const baseline = await baselineServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
const tourId = await firstTourId(server.baseURL);
const pages = [{ name: "baseline static page", url: baseline.url }];
for (const lang of ["id", "en", "my"]) {
  pages.push({ name: `home (${lang})`, url: `${server.baseURL}/?lang=${lang}` });
  pages.push({ name: `/tour (${lang})`, url: `${server.baseURL}/tour?lang=${lang}` });
  if (tourId) pages.push({ name: `/tour/${tourId} (${lang})`, url: `${server.baseURL}/tour/${tourId}?lang=${lang}` });
}

// Simulated LCP split the way Lighthouse reports it (TTFB, load delay, load time, render delay)
// plus the LCP element, so a change can be judged by the phase it moves, not only the total.
function lcpBreakdown(lhr) {
  const items = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? [];
  const element = items[0]?.items?.[0]?.node;
  const phases = items[1]?.items ?? [];
  const ms = (i) => Math.round(phases[i]?.timing ?? 0);
  return {
    lcp_element: element?.snippet?.slice(0, 120),
    lcp_ttfb_ms: ms(0),
    lcp_load_delay_ms: ms(1),
    lcp_load_time_ms: ms(2),
    lcp_render_delay_ms: ms(3),
  };
}

const audit = async (url, onlyCategories = ["performance", "accessibility", "best-practices", "seo"]) =>
  (await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories })).lhr;

// A freshly started server answers its first asset requests slower (cold JIT, first reads of
// the pre-compressed files), and Lantern takes the observed server times into its simulation:
// the first page audited was always the worst. One throwaway audit warms it, as traffic would.
await audit(pages[1]?.url ?? pages[0].url, ["performance"]);

// The machine is shared: record its load next to the figures.
const loadAverages = [os.loadavg()];
const rows = [];
try {
  for (const page of pages) {
    // Anonymous storefront pages are served from the page cache (server/plugins/page-cache.ts)
    // once someone has asked for them in the last RESPONSE_CACHE_SECONDS: one request first, so
    // the run measures what visitors of a page in use get. The uncached render is measured by
    // bench/load.mjs (one-off URLs).
    await fetch(page.url, { headers: { "accept-encoding": "br" } }).then((r) => r.arrayBuffer());
    let lhr = await audit(page.url);
    // Lighthouse now and then fails to trace a run on this shared machine (no score, a
    // runtimeError): run that page once more and record what happened instead of a silent 0.
    const retried = lhr.runtimeError ?? (lhr.categories.performance?.score == null ? { code: "NO_SCORE" } : null);
    if (retried) lhr = await audit(page.url);
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((i) => i.resourceType === "Script");
    const jsBytes = scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0);
    rows.push({
      page: page.name,
      performance: score("performance"),
      accessibility: score("accessibility"),
      best_practices: score("best-practices"),
      seo: score("seo"),
      lcp_ms: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
      tbt_ms: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
      js_kb_transferred: Math.round(jsBytes / 1024),
      // Lighthouse's own measure of this machine's speed at the time of the run (a desktop of
      // 2020 is about 1,000-2,000): the 4x CPU slowdown of the mobile profile is applied on
      // top of it, so the same build scores lower when the machine is busy or slow.
      benchmark_index: Math.round(lhr.environment?.benchmarkIndex ?? 0),
      ...lcpBreakdown(lhr),
      retried_after: retried ? `${retried.code}${retried.message ? `: ${retried.message}` : ""}` : undefined,
      runtime_error: lhr.runtimeError?.code,
      failed_audits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
        .map((a) => a.id),
    });
    loadAverages.push(os.loadavg());
    console.log(rows.at(-1));
  }
} finally {
  await chrome.kill();
  baseline.srv.close();
  await server.stop();
}
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync(
  "bench/results/lighthouse.json",
  JSON.stringify(
    {
      date: new Date().toISOString(),
      cpus: os.cpus().length,
      load_average_1m: loadAverages.map((l) => Number(l[0].toFixed(2))),
      rows,
    },
    null,
    2,
  ),
);
console.table(rows.map(({ failed_audits, lcp_element, retried_after, runtime_error, ...r }) => r));
console.log("1-minute load average during the run:", loadAverages.map((l) => l[0].toFixed(2)).join(" "));
