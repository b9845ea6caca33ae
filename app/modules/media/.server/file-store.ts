import type { Readable } from "node:stream";

/** What a stored object answers besides its bytes. */
export interface StoredFileInfo {
  size: number;
  contentType: string;
  /** A strong entity tag when the backend has one (S3's), for conditional GETs. */
  etag?: string;
  lastModified?: Date;
}

export interface StoredFile extends StoredFileInfo {
  body: Readable;
}

/**
 * Where uploaded files live: the local disk (`${DATA_DIR}/uploads`) by default, any S3-compatible
 * object store when `S3_BUCKET` is set. Keys are "public/…" or "private/…" (`publicKey`,
 * `privateKey`) on both, so a file moves between them unchanged; only `public/` is ever served
 * without an access check.
 */
export interface FileStore {
  readonly kind: "local" | "s3";
  /** Stores the whole body under `key` (a reader never sees a partial object), replacing any. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream, or null when there is none. */
  get(key: string): Promise<StoredFile | null>;
  /** Size, type and tag without the bytes, or null when there is none. */
  stat(key: string): Promise<StoredFileInfo | null>;
  /** Removes the objects; missing ones are no error. */
  remove(keys: string[]): Promise<void>;
  /** Releases connections (the app's onClose). */
  close(): Promise<void>;
}

export const publicKey = (id: string, width: number) => `public/${id}-${width}.webp`;
/** A private file's key: a JPEG image or a PDF (images kept before issue 26 are WebP). */
export const privateKey = (id: string, ext: "jpg" | "pdf") => `private/${id}.${ext}`;

// One folder level, a plain name: no "..", no hidden files, nothing an S3 console or a path
// join could read as another folder.
const KEY = /^(public|private)\/[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** Refuses any key outside "public/" and "private/" (both backends call it before touching storage). */
export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
  return key;
}

export function contentTypeOf(key: string): string {
  if (key.endsWith(".webp")) return "image/webp";
  if (key.endsWith(".jpg")) return "image/jpeg";
  if (key.endsWith(".pdf")) return "application/pdf";
  return "application/octet-stream";
}

/**
 * Stores every entry or none: when one write fails, the ones that succeeded are removed.
 * Returns the keys written (for `remove` if a later step fails).
 */
export async function putAll(
  store: FileStore,
  entries: { key: string; buffer: Buffer; contentType?: string }[],
): Promise<string[]> {
  for (const { key } of entries) checkKey(key);
  const results = await Promise.allSettled(
    entries.map((e) => store.put(e.key, e.buffer, e.contentType ?? contentTypeOf(e.key))),
  );
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  const written = entries.filter((_, i) => results[i].status === "fulfilled").map((e) => e.key);
  if (failed) {
    await store.remove(written).catch(() => {});
    throw failed.reason;
  }
  return written;
}

declare module "fastify" {
  interface FastifyInstance {
    /** The uploads store (buildApp's `files`, or the one the settings ask for). */
    files: FileStore;
  }
}
