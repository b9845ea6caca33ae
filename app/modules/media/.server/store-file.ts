import { randomUUID } from "node:crypto";
import type { Db } from "#app/shared/db.server";
import { type FileStore, privateKey, publicKey, putAll } from "./file-store";
import { type FileRow, insertFile } from "./media.repository";
import { type ImageVariant, processPrivateImage, processPublicImage } from "./process-image";

/**
 * The storing half of an upload, shared by the upload use case and the demo seed. Files are
 * named by a random uuid that becomes the row's id; the row is inserted only once every file is
 * stored, and the files are removed again when the insert fails: an error stores nothing.
 */
async function persist(
  db: Db,
  files: FileStore,
  entries: { key: string; buffer: Buffer }[],
  row: (written: string[]) => Parameters<typeof insertFile>[1],
): Promise<FileRow> {
  const written = await putAll(files, entries);
  try {
    return await insertFile(db, row(written));
  } catch (err) {
    // An object left behind (the store failing too) is unreferenced and harmless: the insert's
    // error is the one to report.
    await files.remove(written).catch(() => {});
    throw err;
  }
}

const totalBytes = (entries: { buffer: Buffer }[]) => entries.reduce((n, e) => n + e.buffer.length, 0);

/** Stores already processed public variants (ascending widths) as one public image. */
export function storePublicVariants(
  db: Db,
  files: FileStore,
  variants: ImageVariant[],
  ownerId: number | null = null,
): Promise<FileRow> {
  const id = randomUUID();
  const largest = variants.at(-1)!;
  const entries = variants.map((v) => ({ key: publicKey(id, v.width), buffer: v.buffer }));
  return persist(db, files, entries, () => ({
    id,
    visibility: "public",
    mime: "image/webp",
    bytes: totalBytes(entries),
    // The intrinsic size pages reserve: the largest variant's.
    width: largest.width,
    height: largest.height,
    variants: variants.map((v) => v.width),
    storageKey: null,
    ownerId,
  }));
}

/** Re-encodes an image to public WebP variants and stores them (throws UnreadableImageError). */
export async function storePublicImage(db: Db, files: FileStore, buffer: Buffer, ownerId: number | null = null) {
  return storePublicVariants(db, files, await processPublicImage(buffer), ownerId);
}

/**
 * A private file: an image (a HEIC photo too) re-encoded to one JPEG of the size the visa and
 * pilgrim registration services take, or a PDF kept as uploaded (decision 063).
 */
export async function storePrivateFile(
  db: Db,
  files: FileStore,
  file: { kind: "image" | "heic" | "pdf"; buffer: Buffer },
  ownerId: number,
): Promise<FileRow> {
  const id = randomUUID();
  const image = file.kind === "pdf" ? null : await processPrivateImage(file.buffer, { heic: file.kind === "heic" });
  const key = privateKey(id, image ? "jpg" : "pdf");
  const buffer = image ? image.buffer : file.buffer;
  return persist(db, files, [{ key, buffer }], () => ({
    id,
    visibility: "private",
    mime: image ? "image/jpeg" : "application/pdf",
    bytes: buffer.length,
    width: image?.width ?? null,
    height: image?.height ?? null,
    variants: [],
    storageKey: key,
    ownerId,
  }));
}
