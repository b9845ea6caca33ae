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
  /**
   * Stops (or continues) the postmaster and every backend. `known`, listed beforehand with
   * `backends()`, are signalled at once, before the slower listing of the rest: on a busy machine
   * `ps` alone can take longer than the requests a test means to catch in flight.
   */
  signalAll(signal: "SIGSTOP" | "SIGCONT", known?: number[]): Promise<number[]>;
  /** The postmaster's children now. */
  backends(): Promise<number[]>;
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
  const postmasterPid = () => Number(fs.readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const backends = async () => {
    const { stdout } = await run("ps", ["-o", "pid=", "--ppid", String(postmasterPid())]).catch(() => ({
      stdout: "",
    }));
    return stdout.split(/\s+/).filter(Boolean).map(Number);
  };
  const signal = (pids: number[], sig: "SIGSTOP" | "SIGCONT") => {
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        // Ended in the meantime.
      }
    }
  };
  const signalAll = async (sig: "SIGSTOP" | "SIGCONT", known: number[] = []) => {
    const postmaster = postmasterPid();
    // The postmaster first: once stopped it starts no new backend behind our back.
    if (sig === "SIGSTOP") process.kill(postmaster, sig);
    signal(known, sig);
    const rest = (await backends()).filter((pid) => !known.includes(pid));
    signal(rest, sig);
    if (sig === "SIGCONT") process.kill(postmaster, sig);
    return [postmaster, ...known, ...rest];
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
    backends,
    dispose: async () => {
      // A frozen server would not stop.
      if (running) await signalAll("SIGCONT").catch(() => {});
      if (running) await stop("immediate").catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
