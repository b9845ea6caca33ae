/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl from /usr/lib/postgresql/<v>/bin), so a
 * test may stop and start it under a running app. As root the commands run as `postgres`, like
 * .ci/run does (PostgreSQL refuses to run as root).
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The newest installed PostgreSQL's bin folder, or null when there is none. */
export function postgresBin(): string | null {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs
    .readdirSync(base)
    .filter(
      (v) => fs.existsSync(path.join(base, v, "bin", "initdb")) && fs.existsSync(path.join(base, v, "bin", "pg_ctl")),
    )
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], "bin") : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on("error", reject);
  });
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

async function sh(bin: string, args: string[], timeoutMs = 60_000) {
  const cmd = [path.join(bin, args[0]), ...args.slice(1)];
  if (!asRoot) return run(cmd[0], cmd.slice(1), { timeout: timeoutMs });
  const quoted = cmd.map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(" ");
  return run("su", ["postgres", "-s", "/bin/sh", "-c", quoted], { timeout: timeoutMs });
}

export interface Cluster {
  url: string;
  /** `immediate` is a crash for the clients: connections cut, recovery at the next start. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  start(): Promise<void>;
  /**
   * Sends `signal` to the postmaster and every process it started (backends, background
   * workers): SIGSTOP freezes the whole server (connections stay open, nothing answers, as a
   * hung host or a paused VM), SIGCONT thaws it.
   */
  signalAll(signal: "SIGSTOP" | "SIGCONT"): Promise<number[]>;
  dispose(): Promise<void>;
}

export async function startCluster(bin: string): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "travel-fault-pg-"));
  if (asRoot) await run("chown", ["postgres", dir]);
  const data = path.join(dir, "data");
  const port = await freePort();
  await sh(bin, ["initdb", "-D", data, "-A", "trust", "-U", "postgres", "--no-sync"], 120_000);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = async () => {
    await sh(
      bin,
      ["pg_ctl", "-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "-t", "60", "start"],
      90_000,
    );
  };
  const stop = async (mode: "fast" | "immediate" = "fast") => {
    await sh(bin, ["pg_ctl", "-D", data, "-m", mode, "-w", "-t", "60", "stop"], 90_000);
  };
  await start();
  let running = true;
  const signalAll = async (signal: "SIGSTOP" | "SIGCONT") => {
    const postmaster = Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
    // The postmaster first: once stopped it starts no new backend behind our back.
    if (signal === "SIGSTOP") process.kill(postmaster, signal);
    const { stdout } = await run("ps", ["-o", "pid=", "--ppid", String(postmaster)]).catch(() => ({ stdout: "" }));
    const children = stdout.split(/\s+/).filter(Boolean).map(Number);
    for (const pid of children) {
      try {
        process.kill(pid, signal);
      } catch {
        // Ended in the meantime.
      }
    }
    if (signal === "SIGCONT") process.kill(postmaster, signal);
    return [postmaster, ...children];
  };
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async (mode) => {
      await stop(mode);
      running = false;
    },
    start: async () => {
      await start();
      running = true;
    },
    signalAll,
    dispose: async () => {
      // A frozen server would not stop.
      if (running) await signalAll("SIGCONT").catch(() => {});
      if (running) await stop("immediate").catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
