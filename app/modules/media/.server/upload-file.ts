import { fileTypeFromBuffer } from "file-type";
import { requireRole, requireStaff } from "#app/shared/access";
import type { Actor, Ctx } from "#app/shared/context";
import { AppError, fieldError } from "#app/shared/errors";
import { UPLOAD_MAX_BYTES, type UploadedFileDto } from "#app/modules/media/media.contract";
import { toImageDto } from "./image-dto";
import type { FileStore } from "./file-store";
import type { FileRow } from "./media.repository";
import { processAvatarImage, UnreadableImageError } from "./process-image";
import { storePrivateFile, storePublicImage, storePublicVariants } from "./store-file";

export type UploadPurpose = "image" | "document" | "avatar";

export interface UploadFileInput {
  purpose: UploadPurpose;
  /** The client's file name: logged at most, never trusted for the type. */
  filename?: string;
  buffer: Buffer;
}

const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp"]);
/** Phones' HEIC/HEIF photos are taken as documents (converted to JPEG), not as public images. */
const HEIC_TYPES = new Set(["image/heic", "image/heif"]);
const DOCUMENT_TYPES = new Set([...IMAGE_TYPES, ...HEIC_TYPES, "application/pdf"]);

/**
 * Who may upload what: public catalogue images are staff's with the uploads permission; private
 * documents (payment proofs, passports, visas) and profile pictures any customer's, and staff's
 * with that permission. Checked before the body is read, too.
 */
export function authorizeUpload(ctx: Ctx, purpose: UploadPurpose): Actor {
  const actor = requireRole(ctx);
  if (purpose === "image" || actor.role !== "customer") return requireStaff(ctx, "uploads");
  return actor;
}

/** 413 with the upload's own message (the limit in MB) instead of the generic "too large". */
export function fileTooLarge(): AppError {
  return new AppError("payload_too_large", { key: "file_too_large", values: { max: UPLOAD_MAX_BYTES / 1024 / 1024 } });
}

export function toUploadedFileDto(row: FileRow): UploadedFileDto {
  const common = { id: row.id, visibility: row.visibility, mime: row.mime, bytes: row.bytes };
  if (row.visibility === "private") {
    return { ...common, url: `/api/file/${row.id}`, srcset: null, width: row.width, height: row.height };
  }
  const image = toImageDto(row);
  return { ...common, url: image.url, srcset: image.srcset, width: image.width, height: image.height };
}

/**
 * Checks the size and the type (from the bytes, never the name or the client's content type),
 * re-encodes images (which drops EXIF and GPS) and stores the file under a random name.
 * purpose=image: public WebP variants for srcset; purpose=document: private, owned by the actor,
 * an image (HEIC too) as one JPEG, a PDF as it came.
 */
export async function uploadFile({
  ctx,
  input,
  storage,
}: {
  ctx: Ctx;
  input: UploadFileInput;
  storage: FileStore;
}): Promise<UploadedFileDto> {
  const actor = authorizeUpload(ctx, input.purpose);
  if (input.buffer.length === 0) throw fieldError("file", "file_required");
  if (input.buffer.length > UPLOAD_MAX_BYTES) throw fileTooLarge();

  const mime = (await fileTypeFromBuffer(input.buffer))?.mime;
  const allowed = input.purpose === "document" ? DOCUMENT_TYPES : IMAGE_TYPES;
  if (!mime || !allowed.has(mime))
    throw fieldError("file", input.purpose === "document" ? "file_type_document" : "file_type_image");

  try {
    const row =
      input.purpose === "image"
        ? await storePublicImage(ctx.db, storage, input.buffer, actor.id)
        : input.purpose === "avatar"
          ? await storePublicVariants(ctx.db, storage, [await processAvatarImage(input.buffer)], actor.id)
          : await storePrivateFile(
              ctx.db,
              storage,
              {
                kind: mime === "application/pdf" ? "pdf" : HEIC_TYPES.has(mime) ? "heic" : "image",
                buffer: input.buffer,
              },
              actor.id,
            );
    return toUploadedFileDto(row);
  } catch (err) {
    if (err instanceof UnreadableImageError) throw fieldError("file", "file_unreadable");
    throw err;
  }
}
