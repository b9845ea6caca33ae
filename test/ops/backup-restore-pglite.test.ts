import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { users } from "#db/schema";
import { fromPglite, openPgliteDir } from "#app/shared/db.server";
import { createUser } from "#test/factories";

/*
 * The embedded database (docs/operations.md, "Backups"): scripts/backup.sh copies DATA_DIR/db and
 * the uploads only while no server has the folder open, and scripts/restore.sh puts them back.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), "ops-backup-pglite-"));
const srcData = path.join(work, "data-src");
const dstData = path.join(work, "data-dst");
const backups = path.join(work, "backups");

function run(script: string, args: string[], env: Record<string, string>) {
  const { S3_BUCKET: _b, DATABASE_URL: _u, DATA_DIR: _d, ...rest } = process.env;
  const r = spawnSync("bash", [`scripts/${script}`, ...args], {
    env: { ...rest, ...env },
    encoding: "utf8",
    timeout: 120_000,
    killSignal: "SIGKILL",
  });
  return { status: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

async function usernames(dataDir: string): Promise<string[]> {
  const database = await openPgliteDir(path.join(dataDir, "db"));
  try {
    const rows = await database.db.select({ username: users.username }).from(users).orderBy(users.username);
    return rows.map((x) => x.username);
  } finally {
    await database.close();
  }
}

describe.skipIf(Boolean(process.env.DATABASE_URL))("backup and restore of the embedded database", () => {
  beforeAll(async () => {
    // A migrated database in a folder, from the run's migrated dump (no 5 to 10 s initialisation).
    const dump = fs.readFileSync(inject("pgliteDump"));
    fs.mkdirSync(srcData, { recursive: true });
    const client = await PGlite.create({ dataDir: path.join(srcData, "db"), loadDataDir: new Blob([dump]) });
    const database = fromPglite(client);
    await createUser(database.db, { username: "pglite_backup_a" });
    await createUser(database.db, { username: "pglite_backup_b" });
    await database.close();
    fs.mkdirSync(path.join(srcData, "uploads", "public"), { recursive: true });
    fs.writeFileSync(path.join(srcData, "uploads", "public", "x-320.webp"), "not really an image");
  });

  afterAll(() => {
    fs.rmSync(work, { recursive: true, force: true });
  });

  it("refuses while a live server holds the data folder's lock, and leaves the lock alone", () => {
    const lock = path.join(srcData, "server.lock");
    fs.writeFileSync(lock, String(process.pid));
    try {
      const r = run("backup.sh", ["--out", backups], { DATA_DIR: srcData });
      expect(r.status).not.toBe(0);
      expect(r.stderr).toMatch(/stop it first/);
      expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
      expect(fs.existsSync(backups) ? fs.readdirSync(backups) : []).toEqual([]);
    } finally {
      fs.rmSync(lock, { force: true });
    }
  });

  // Runs the backup and restore scripts and opens the restored database: seconds alone, more on a
  // loaded 2-core machine with other test files running beside it.
  it("copies the stopped folder and restores it elsewhere, releasing its own lock", { timeout: 120_000 }, async () => {
    // A lock left by a dead process (a crash) does not block the backup.
    fs.writeFileSync(path.join(srcData, "server.lock"), "999999999");
    const b = run("backup.sh", ["--out", backups], { DATA_DIR: srcData });
    expect(b.status, b.stderr).toBe(0);
    const dir = b.stdout.trim().split("\n").at(-1) as string;
    expect(fs.readdirSync(dir).sort()).toEqual(["SHA256SUMS", "manifest.txt", "pglite.tar.gz", "uploads.tar.gz"]);
    expect(fs.existsSync(path.join(srcData, "server.lock"))).toBe(false);

    const r = run("restore.sh", ["--no-migrate", dir], { DATA_DIR: dstData });
    expect(r.status, r.stderr).toBe(0);
    expect(await usernames(dstData)).toEqual(await usernames(srcData));
    expect((await usernames(dstData)).filter((u) => u.startsWith("pglite_backup_"))).toHaveLength(2);
    expect(fs.readFileSync(path.join(dstData, "uploads", "public", "x-320.webp"), "utf8")).toBe("not really an image");

    const again = run("restore.sh", ["--no-migrate", dir], { DATA_DIR: dstData });
    expect(again.status).not.toBe(0);
  });
});
