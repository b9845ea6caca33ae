import { z } from "zod";

/** A public image as every page receives it: WebP variants for srcset, intrinsic size for layout. */
export const imageDto = z.object({
  id: z.uuid(),
  url: z.string(),
  srcset: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type ImageDto = z.infer<typeof imageDto>;

/** What POST /api/upload answers. Private files have no public url: they open through /api/file/{id}. */
export const uploadedFileDto = z.object({
  id: z.uuid(),
  visibility: z.enum(["public", "private"]),
  mime: z.string(),
  bytes: z.number().int(),
  url: z.string(),
  srcset: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedFileDto = z.infer<typeof uploadedFileDto>;
export const uploadResponse = z.object({ message: z.string(), data: uploadedFileDto });

export const uploadQuery = z.object({
  // image: a public catalogue/content image; document: a private proof, passport or visa (image or PDF);
  // avatar: a user's public profile picture (one square variant).
  purpose: z.enum(["image", "document", "avatar"]).default("image"),
});

export const fileIdParam = z.object({ id: z.uuid() });
/**
 * GET /api/file/{id}?download=1: the file as an attachment, an image always as JPEG (a private
 * image kept as WebP before issue 26 is converted on the way), for the visa and pilgrim
 * registration services that take JPG or PDF only.
 */
export const fileQuery = z.object({ download: z.literal("1").optional() });

/** Limits of the upload pipeline. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/**
 * 768 is there for phones: a 412 px wide screen at 1.75x (a mid-range Android) needs about 720
 * device pixels for a full-width image, and without it picks 1024 (about 1.8 times the bytes).
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1600] as const;
/** Side of the square a profile picture is cropped to (shown at most a few dozen px wide). */
export const AVATAR_SIZE = 320;
export type UploadResponse = z.infer<typeof uploadResponse>;
