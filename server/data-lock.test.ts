import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./data-lock";

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("data folder lock", () => {
  it("refuses a second holder while a live process holds it, with a clear message", async () => {
    const dir = tmp();
    // Another live process owns the lock.
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
    try {
      fs.writeFileSync(path.join(dir, "server.lock"), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another server process/);
    } finally {
      other.kill();
    }
  });

  it("takes over a lock left by a dead process and releases it", () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, "server.lock"), "999999999");
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(false);
  });

  it.skipIf(!fs.existsSync("/proc/self/stat"))(
    "takes over a lock whose pid now belongs to another process (reused after a crash)",
    async () => {
      const dir = tmp();
      const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 20000)"]);
      try {
        // The dead owner's pid is the live child's, but the identity recorded with it is not.
        fs.writeFileSync(path.join(dir, "server.lock"), `${other.pid}\nsome-boot/1`);
        const release = lockDataDir(dir);
        expect(fs.readFileSync(path.join(dir, "server.lock"), "utf8").split("\n")[0]).toBe(String(process.pid));
        release();
        // With its true identity it is its lock: refused.
        const child = fs.readFileSync(`/proc/${other.pid}/stat`, "utf8");
        const start = child.slice(child.lastIndexOf(")") + 2).split(" ")[19];
        const boot = fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
        fs.writeFileSync(path.join(dir, "server.lock"), `${other.pid}\n${boot}/${start}`);
        expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      } finally {
        other.kill();
      }
    },
  );

  it("creates missing parent folders", () => {
    const dir = path.join(tmp(), "a", "b");
    const release = lockDataDir(dir);
    expect(fs.existsSync(path.join(dir, "server.lock"))).toBe(true);
    release();
  });
});

describe("second server on the same data folder", () => {
  it("exits with a clear message instead of sharing PGlite", async () => {
    const dir = tmp();
    fs.writeFileSync(path.join(dir, "server.lock"), String(process.pid === 1 ? 2 : process.ppid));
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, DATA_DIR: dir, PORT: "0", NODE_ENV: "test", DATABASE_URL: "" },
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    const code = await new Promise<number | null>((r) => child.on("exit", r));
    expect(code).toBe(1);
    expect(out).toMatch(/is in use by another server process/);
    expect(out).not.toMatch(/at .*\.ts:\d+/); // no stack trace
  });
});
