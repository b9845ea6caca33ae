// `npm test`: unit and API tests (Vitest), the production build, then the browser journeys
// (Vitest + Playwright driving Debian's Chromium). Ends with one line `N passed, N failed`
// counted from the runners' own JSON reports.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { buildWarnings } from "./build-warnings.mjs";

const results = "test-results";
fs.mkdirSync(`${results}/screenshots`, { recursive: true });
const suffix = process.env.DATABASE_URL ? "pg" : "pglite";

function run(cmd, args) {
  const r = spawnSync(cmd, args, { stdio: "inherit", env: process.env });
  return r.status ?? 1;
}

/** Each step's time, printed before the last line (CI's log shows where its minutes go). */
const timings = [];
function timed(name, step) {
  const start = Date.now();
  try {
    return step();
  } finally {
    timings.push(`${name}: ${Math.round((Date.now() - start) / 1000)} s`);
  }
}

/** What failed, gathered from the reports: printed again at the end, where CI's tail shows it. */
const failures = [];
const firstLines = (text, n = 4) =>
  String(text ?? "")
    .split("\n")
    .filter((l) => l.trim())
    .slice(0, n)
    .map((l) => `      ${l.slice(0, 300)}`)
    .join("\n");

function count(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const s of report.testResults ?? []) {
      const name = String(s.name ?? "").replace(`${process.cwd()}/`, "");
      const failedTests = (s.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const t of failedTests)
        failures.push(`  ${name} > ${t.fullName ?? t.title}\n${firstLines(t.failureMessages?.join("\n"))}`);
      if (s.status === "failed" && failedTests.length === 0)
        failures.push(`  ${name} (no test ran: the file failed to load, or a hook failed)\n${firstLines(s.message)}`);
    }
    // A file that failed without a failed test counts as one failure: it failed to load, or a
    // hook (beforeAll's app, a server) failed or timed out and its tests were skipped, not run.
    const failedSuites = (report.testResults ?? []).filter(
      (s) => s.status === "failed" && !(s.assertionResults ?? []).some((t) => t.status === "failed"),
    ).length;
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + failedSuites };
  } catch {
    return { passed: 0, failed: 1 };
  }
}

const totals = { passed: 0, failed: 0 };
const add = (c) => {
  totals.passed += c.passed;
  totals.failed += c.failed;
};

/**
 * A runner that failed without running a test (its global set-up failed: no server, no
 * database) counts as one failure: its report says 0 passed, 0 failed.
 */
function addRun(status, file) {
  const c = count(file);
  add(status !== 0 && c.failed === 0 && c.passed === 0 ? { passed: 0, failed: 1 } : c);
}

const unitReport = `${results}/unit-${suffix}.json`;
fs.rmSync(unitReport, { force: true });
addRun(
  timed("unit and API tests", () =>
    run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`]),
  ),
  unitReport,
);

/** The production build; a warning it prints counts as a failure (scripts/build-warnings.mjs). */
function build() {
  const r = spawnSync("npm", ["run", "build", "--silent"], { env: process.env, encoding: "utf8", maxBuffer: 1 << 28 });
  process.stdout.write(r.stdout ?? "");
  process.stderr.write(r.stderr ?? "");
  const warnings = buildWarnings(`${r.stdout}\n${r.stderr}`);
  if (warnings.length > 0) {
    console.error(`The production build printed ${warnings.length} warning(s):\n${warnings.join("\n")}`);
    totals.failed += 1;
  }
  return r.status ?? 1;
}

if (process.env.SKIP_E2E !== "1") {
  if (process.env.SKIP_BUILD !== "1" && timed("production build", build) !== 0) {
    console.error("The production build failed.");
    totals.failed += 1;
  } else {
    const e2eReport = `${results}/e2e-${suffix}.json`;
    fs.rmSync(e2eReport, { force: true });
    const status = timed("browser journeys", () =>
      run("npx", [
        "vitest",
        "run",
        "--config",
        "vitest.e2e.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${e2eReport}`,
      ]),
    );
    addRun(status, e2eReport);
  }
}

if (failures.length > 0) console.log(`failures (${suffix}):\n${failures.join("\n")}`);
console.log(`timings (${suffix}): ${timings.join(", ")}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
