import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import fs from "node:fs";
import { startServer } from "/work/main/bench/start-server.mjs";
const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new","--no-sandbox","--disable-gpu","--disable-dev-shm-usage","--no-first-run","--disable-quic"] });
try {
  const url = `${server.baseURL}${process.argv[2] ?? "/?lang=id"}`;
  await fetch(url).then(r => r.arrayBuffer());
  const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
  fs.writeFileSync("/tmp/lhr.json", JSON.stringify(lhr));
  for (const id of ["first-contentful-paint","largest-contentful-paint","speed-index","total-blocking-time","cumulative-layout-shift"]) { const a = lhr.audits[id]; console.log(id, Math.round(a.numericValue), a.score); }
  console.log("perf", lhr.categories.performance.score, lhr.runtimeError, lhr.runWarnings);
  const obs = lhr.audits.metrics.details.items[0];
  console.log("observed: fcp", obs.observedFirstContentfulPaint, "lcp", obs.observedLargestContentfulPaint, "dcl", obs.observedDomContentLoaded, "load", obs.observedLoad);
  for (const r of lhr.audits["network-requests"].details.items) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.priority, r.resourceType, Math.round(r.transferSize/1024)+"KB", r.url.replace(server.baseURL,"").slice(0,70));
} finally { await chrome.kill(); await server.stop(); }
