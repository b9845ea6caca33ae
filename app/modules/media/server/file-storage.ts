import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Where uploads live under the data folder. Only `public/` is served as static files. */
export function uploadDirs(dataDir: string) {
  const root = path.join(dataDir, "uploads");
  return {
    root,
    public: path.join(root, "public"),
    private: path.join(root, "private"),
    // Same file system as the targets, so the final rename is atomic; never served.
    tmp: path.join(root, "tmp"),
  };
}

export function ensureUploadDirs(dataDir: string) {
  const dirs = uploadDirs(dataDir);
  for (const dir of [dirs.public, dirs.private, dirs.tmp]) fs.mkdirSync(dir, { recursive: true });
  return dirs;
}

export const publicKey = (id: string, width: number) => `public/${id}-${width}.webp`;
export const privateKey = (id: string, ext: "webp" | "pdf") => `private/${id}.${ext}`;

/** Absolute path of a storage key ("public/…" or "private/…"), refusing anything that escapes the folder. */
export function keyPath(dataDir: string, key: string): string {
  const { root } = uploadDirs(dataDir);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error(`bad storage key ${key}`);
  return full;
}

/**
 * Writes every file under a temporary name and renames it into place, so a reader never sees a
 * half-written file. All or nothing: when one write fails, the ones already written are removed.
 * Returns the keys written (for `removeFiles` if a later step fails).
 */
export async function writeFiles(dataDir: string, entries: { key: string; buffer: Buffer }[]): Promise<string[]> {
  const dirs = ensureUploadDirs(dataDir);
  const written: string[] = [];
  try {
    for (const { key, buffer } of entries) {
      const tmp = path.join(dirs.tmp, `${randomUUID()}.part`);
      try {
        await fs.promises.writeFile(tmp, buffer, { flag: "wx" });
        await fs.promises.rename(tmp, keyPath(dataDir, key));
      } catch (err) {
        await fs.promises.rm(tmp, { force: true });
        throw err;
      }
      written.push(key);
    }
    return written;
  } catch (err) {
    await removeFiles(dataDir, written);
    throw err;
  }
}

export async function removeFiles(dataDir: string, keys: string[]) {
  await Promise.all(keys.map((key) => fs.promises.rm(keyPath(dataDir, key), { force: true })));
}
