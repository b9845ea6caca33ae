import { outOfScope, requireOwnerOrAdmin } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { recordPrivateAccess } from "#app/modules/audit/.server/record-private-access";
import { AppError } from "#app/shared/errors";
import { Readable } from "node:stream";
import type { FileStore } from "./file-store";
import { imageUrl } from "./image-dto";
import { findFileWithOwnerBranch } from "./media.repository";
import { processPrivateImage } from "./process-image";

export type FileAnswer =
  | { kind: "redirect"; url: string }
  | { kind: "file"; body: Readable; mime: string; bytes: number; extension: string };

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
  input: { id: string; download?: boolean };
  storage: FileStore;
}): Promise<FileAnswer> {
  const row = await findFileWithOwnerBranch(ctx.db, input.id);
  if (row?.visibility === "public" && row.variants.length > 0) {
    return { kind: "redirect", url: imageUrl(row.id, Math.max(...row.variants)) };
  }
  // An owner deleted since (owner set null) leaves the file to admins.
  const actor = requireOwnerOrAdmin(ctx, row?.ownerId ?? -1);
  // A branch clerk: another branch's customer's file is as unknown as a missing one.
  if (!row?.storageKey || outOfScope(actor, row.ownerBranchId)) throw new AppError("not_found");
  // An admin opening a customer's proof or visa goes to the private-data access log.
  await recordPrivateAccess({ ctx, input: { kind: "private_file", file_id: row.id } });
  const file = await storage.get(row.storageKey);
  if (!file) throw new AppError("not_found");
  // Downloaded for a service that takes JPG or PDF: an older WebP scan becomes a JPEG.
  if (input.download && row.mime === "image/webp") {
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    const jpeg = await processPrivateImage(Buffer.concat(chunks));
    return {
      kind: "file",
      body: Readable.from([jpeg.buffer]),
      mime: "image/jpeg",
      bytes: jpeg.buffer.length,
      extension: "jpg",
    };
  }
  // The row's type, not the store's: it was judged from the bytes at upload.
  return {
    kind: "file",
    body: file.body,
    mime: row.mime,
    bytes: file.size,
    extension: row.storageKey.split(".").at(-1)!,
  };
}
