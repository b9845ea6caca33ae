import sharp, { type Sharp } from "sharp";
import { AVATAR_SIZE, IMAGE_WIDTHS } from "#app/modules/media/media.contract";

/** Longest side kept for a private image (a proof or passport scan needs no more). */
export const PRIVATE_IMAGE_WIDTH = 1600;
const WEBP = { quality: 80 } as const;

export interface ImageVariant {
  width: number;
  height: number;
  buffer: Buffer;
}

/** Thrown when sharp cannot decode the bytes (a corrupt or truncated image). */
export class UnreadableImageError extends Error {}

/**
 * Decodes once, honours the EXIF orientation, and reports the upright size. The pixel limit
 * stops a "decompression bomb" (a tiny file that decodes to gigapixels).
 */
async function decode(buffer: Buffer) {
  try {
    const image = sharp(buffer, { limitInputPixels: 50_000_000, failOn: "error" });
    const meta = await image.metadata();
    const { width, height } = meta.autoOrient ?? meta;
    if (!width || !height) throw new Error("no dimensions");
    return { pipeline: image.rotate(), width, height };
  } catch (err) {
    throw new UnreadableImageError((err as Error).message);
  }
}

async function encode(pipeline: Sharp, width: number): Promise<ImageVariant> {
  try {
    // toBuffer without keepMetadata/withMetadata drops EXIF (GPS included), XMP and IPTC.
    const { data, info } = await pipeline
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, buffer: data };
  } catch (err) {
    throw new UnreadableImageError((err as Error).message);
  }
}

/**
 * A public image: WebP variants in the standard widths not larger than the original (the
 * original width alone when it is narrower than the smallest), ascending.
 */
export async function processPublicImage(buffer: Buffer): Promise<ImageVariant[]> {
  const { pipeline, width } = await decode(buffer);
  const widths = IMAGE_WIDTHS.filter((w) => w <= width);
  const targets = widths.length > 0 ? [...widths] : [width];
  return Promise.all(targets.map((w) => encode(pipeline, w)));
}

/** A private image (payment proof, passport, visa): one re-encoded WebP, at most 1600 px wide. */
export async function processPrivateImage(buffer: Buffer): Promise<ImageVariant> {
  const { pipeline, width } = await decode(buffer);
  return encode(pipeline, Math.min(width, PRIVATE_IMAGE_WIDTH));
}

/**
 * A profile picture: one public WebP square (AVATAR_SIZE, or the short side when smaller),
 * cropped around the most interesting part of the picture, usually the face.
 */
export async function processAvatarImage(buffer: Buffer): Promise<ImageVariant> {
  const { pipeline, width, height } = await decode(buffer);
  const side = Math.min(AVATAR_SIZE, width, height);
  try {
    const { data, info } = await pipeline
      .clone()
      .resize({ width: side, height: side, fit: "cover", position: sharp.strategy.attention })
      .webp(WEBP)
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, buffer: data };
  } catch (err) {
    throw new UnreadableImageError((err as Error).message);
  }
}
