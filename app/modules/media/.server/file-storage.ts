import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { checkKey, contentTypeOf, type FileStore, type StoredFile, type StoredFileInfo } from "./file-store";

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

/** Absolute path of a storage key ("public/…" or "private/…"), refusing anything that escapes the folder. */
export function keyPath(dataDir: string, key: string): string {
  const { root } = uploadDirs(dataDir);
  const full = path.resolve(root, checkKey(key));
  if (!full.startsWith(root + path.sep)) throw new Error(`bad storage key ${key}`);
  return full;
}

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";

/** The default store: files under `${DATA_DIR}/uploads`, public and private in separate folders. */
export class LocalFileStore implements FileStore {
  readonly kind = "local";
  readonly dirs: ReturnType<typeof uploadDirs>;

  constructor(readonly dataDir: string) {
    this.dirs = ensureUploadDirs(dataDir);
  }

  /**
   * Written under a temporary name and renamed into place, so a reader never sees half a file.
   * The type is not kept: on disk it follows from the key's extension.
   */
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const target = keyPath(this.dataDir, key);
    // The folders may have been removed since start (a cleaned data folder): recreate them.
    await Promise.all([this.dirs.tmp, path.dirname(target)].map((d) => fs.promises.mkdir(d, { recursive: true })));
    const tmp = path.join(this.dirs.tmp, `${randomUUID()}.part`);
    try {
      await fs.promises.writeFile(tmp, body, { flag: "wx" });
      await fs.promises.rename(tmp, target);
    } catch (err) {
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
  }

  async stat(key: string): Promise<StoredFileInfo | null> {
    const stat = await fs.promises.stat(keyPath(this.dataDir, key)).catch((err) => {
      if (missing(err)) return null;
      throw err;
    });
    if (!stat?.isFile()) return null;
    return { size: stat.size, contentType: contentTypeOf(key), lastModified: stat.mtime };
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = keyPath(this.dataDir, key);
    // Opened before answering, so a file removed in between is a clean null, not a stream error.
    const handle = await fs.promises.open(file, "r").catch((err) => {
      if (missing(err)) return null;
      throw err;
    });
    if (!handle) return null;
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    return {
      body: handle.createReadStream(),
      size: stat.size,
      contentType: contentTypeOf(key),
      lastModified: stat.mtime,
    };
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => fs.promises.rm(keyPath(this.dataDir, key), { force: true })));
  }

  async close(): Promise<void> {}
}
