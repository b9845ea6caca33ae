// Starts the real production server (build must exist) on a free port with fresh demo data,
// for benchmarks. Returns { baseURL, dataDir, child, stop }.
//
// `entry` picks the server file: server/main.ts (default, what `npm run serve` runs) or
// bench/server.ts (the same plus the load benchmark's baselines; see that file).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

/** The build is rebuilt now and then by others: wait a while for it rather than fail at once. */
export async function waitForBuild(timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  let told = false;
  while (!fs.existsSync("build/server/index.js") || !fs.existsSync("build/client/assets")) {
    if (Date.now() > deadline) throw new Error("No production build in build/: run `npm run build` first.");
    if (!told) console.error("waiting for build/ (run `npm run build` if nobody is building)...");
    told = true;
    await new Promise((r) => setTimeout(r, 2000));
  }
  // A build in progress writes the server bundle last; give it a moment to settle.
  if (told) await new Promise((r) => setTimeout(r, 3000));
}

export async function startServer(extraEnv = {}, { entry = "server/main.ts", port } = {}) {
  await waitForBuild();
  port ??= await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-bench-"));
  // BENCH_CPU_PROF=<folder>: the server writes a CPU profile there when it stops (where a run's time went).
  const profile = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...profile, "--import", "tsx", entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO_PASSWORD: "Bench12345",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error("server exited");
    }
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {}
    if (Date.now() > deadline) {
      await stop();
      throw new Error("server did not start");
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseURL, dataDir, child, stop };
}
