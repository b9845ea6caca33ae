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

function count(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    // Files that failed to load count as failures too (their tests never ran).
    const failedSuites = (report.testResults ?? []).filter(
      (s) => s.status === "failed" && (s.assertionResults ?? []).length === 0,
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

const unitReport = `${results}/unit-${suffix}.json`;
fs.rmSync(unitReport, { force: true });
run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitReport}`]);
add(count(unitReport));

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
  if (process.env.SKIP_BUILD !== "1" && build() !== 0) {
    console.error("The production build failed.");
    totals.failed += 1;
  } else {
    const e2eReport = `${results}/e2e-${suffix}.json`;
    fs.rmSync(e2eReport, { force: true });
    run("npx", [
      "vitest",
      "run",
      "--config",
      "vitest.e2e.config.ts",
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${e2eReport}`,
    ]);
    add(count(e2eReport));
  }
}

console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed > 0 ? 1 : 0);
