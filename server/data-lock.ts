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
 * PGlite has no cross-process lock and two processes on one folder lose rows, so the data
 * folder is claimed with an exclusive lock file holding our pid. A lock left by a dead
 * process (after a crash or SIGKILL) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, "utf8") === String(process.pid)) fs.unlinkSync(file);
        } catch {}
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const pid = Number(fs.readFileSync(file, "utf8"));
      if (pid && pid !== process.pid && alive(pid)) {
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
