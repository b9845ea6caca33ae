import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Who a pid is beyond its number (Linux): the boot and the process's start time. After a crash
 * the dead server's pid may belong to another process (pids are reused, and a restarted
 * container hands out the same small pids again); the lock must not take that one for its owner.
 * Null where /proc is missing (macOS): the pid alone decides there.
 */
function identity(pid: number): string | null {
  try {
    const boot = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name, which may contain spaces and brackets; starttime is field 22.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return `${boot}/${fields[19]}`;
  } catch {
    return null;
  }
}

/** Whether the lock's content names a process that still runs (not this one). */
function heldByOther(content: string): number | null {
  const [pidText, recorded] = content.split("\n");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !alive(pid)) return null;
  const current = identity(pid);
  // A live pid that started after the lock was written is another process: the owner died.
  if (recorded && current && recorded !== current) return null;
  return pid;
}

/**
 * PGlite has no cross-process lock and two processes on one folder lose rows, so the data
 * folder is claimed with an exclusive lock file holding our pid (and its identity). A lock left
 * by a process that no longer runs (a crash, SIGKILL, a restarted container) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  const mine = `${process.pid}\n${identity(process.pid) ?? ""}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, mine);
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === mine) fs.unlinkSync(file);
        } catch {}
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = heldByOther(fs.readFileSync(file, "utf8"));
      if (pid) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server process (pid ${pid}).\n` +
            "Stop that process, or start this one with another DATA_DIR (or DATABASE_URL).",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
