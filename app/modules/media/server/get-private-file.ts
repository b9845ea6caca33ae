import fs from "node:fs";
import { requireOwnerOrAdmin } from "../../../shared/access";
import type { Ctx } from "../../../shared/context";
import { AppError } from "../../../shared/errors";
import { keyPath } from "./file-storage";
import { imageUrl } from "./image-dto";
import { findFileById } from "./media.repository";

export type FileAnswer =
  | { kind: "redirect"; url: string }
  | { kind: "file"; path: string; mime: string; bytes: number; extension: string };

/**
 * A stored file by id. Private files only for their owner or an admin: a visitor gets 401 and
 * anyone else 404, whether or not the id exists, so ids cannot be probed. A public image
 * answers with its largest variant's URL.
 */
export async function getPrivateFile({
  ctx,
  input,
  storage,
}: {
  ctx: Ctx;
  input: { id: string };
  storage: { dataDir: string };
}): Promise<FileAnswer> {
  const row = await findFileById(ctx.db, input.id);
  if (row?.visibility === "public" && row.variants.length > 0) {
    return { kind: "redirect", url: imageUrl(row.id, Math.max(...row.variants)) };
  }
  // An owner deleted since (owner set null) leaves the file to admins.
  requireOwnerOrAdmin(ctx, row?.ownerId ?? -1);
  if (!row?.storageKey) throw new AppError("not_found");
  const path = keyPath(storage.dataDir, row.storageKey);
  const stat = await fs.promises.stat(path).catch(() => null);
  if (!stat?.isFile()) throw new AppError("not_found");
  return { kind: "file", path, mime: row.mime, bytes: stat.size, extension: row.storageKey.split(".").at(-1)! };
}
