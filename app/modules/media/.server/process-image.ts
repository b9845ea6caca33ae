import sharp, { type Sharp } from "sharp";
import { AVATAR_SIZE, IMAGE_WIDTHS } from "#app/modules/media/media.contract";

/**
 * A private image (a payment proof, a pilgrim's passport or photo, a visa) is kept as one JPEG
 * that the services staff upload it to take as it is (Saudi e-visa, Nusuk, SISKOPATUH: JPG or
 * PDF, about 1 MB at most): its longer side at most PRIVATE_IMAGE_MAX_SIDE pixels, at most
 * PRIVATE_JPEG_MAX_BYTES (decision 063).
 */
export const PRIVATE_IMAGE_MAX_SIDE = 1600;
export const PRIVATE_JPEG_MAX_BYTES = 1_000_000;
/** Tried in order until the JPEG fits; then the picture is made smaller, down to MIN_SIDE. */
const JPEG_QUALITIES = [85, 75, 65] as const;
const PRIVATE_IMAGE_MIN_SIDE = 800;
const WEBP = { quality: 80 } as const;
/** Pixels a decoded image may have: a "decompression bomb" (a tiny file of gigapixels) is refused. */
const MAX_PIXELS = 50_000_000;

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
    const image = sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: "error" });
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

/**
 * A HEIC/HEIF photo (iPhones' default) decoded to raw pixels: sharp's prebuilt libvips reads
 * HEIF's size but carries no HEVC decoder (patents), so `heic-decode` (libheif in WebAssembly)
 * does it, loaded on the first HEIC only. Its size is read first, so a bomb is refused before
 * any pixel is allocated; libheif applies the file's rotation and mirroring itself.
 */
async function decodeHeic(buffer: Buffer): Promise<{ pipeline: Sharp; width: number; height: number }> {
  try {
    const meta = await sharp(buffer).metadata();
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) throw new Error("no or too many pixels");
    // A variable name: the bundler leaves the import to Node at run time.
    const name = "heic-decode";
    const decodeImage = ((await import(/* @vite-ignore */ name)) as typeof import("heic-decode")).default;
    const { width, height, data } = await decodeImage({ buffer });
    const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
    return { pipeline: sharp(pixels, { raw: { width, height, channels: 4 } }), width, height };
  } catch (err) {
    throw new UnreadableImageError((err as Error).message);
  }
}

/** A JPEG of `pipeline` whose longer side is at most `side`, on white (JPEG has no transparency). */
async function encodeJpeg(pipeline: Sharp, side: number, quality: number): Promise<ImageVariant> {
  try {
    const { data, info } = await pipeline
      .clone()
      .resize({ width: side, height: side, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality })
      .toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height, buffer: data };
  } catch (err) {
    throw new UnreadableImageError((err as Error).message);
  }
}

/**
 * A private image (payment proof, passport, photo, visa): one JPEG, upright, without EXIF or
 * GPS, its longer side at most PRIVATE_IMAGE_MAX_SIDE, under PRIVATE_JPEG_MAX_BYTES (lower
 * quality first, then fewer pixels). `heic`: the bytes are a HEIC/HEIF photo.
 */
export async function processPrivateImage(buffer: Buffer, opts: { heic?: boolean } = {}): Promise<ImageVariant> {
  const { pipeline, width, height } = opts.heic ? await decodeHeic(buffer) : await decode(buffer);
  let side = Math.min(Math.max(width, height), PRIVATE_IMAGE_MAX_SIDE);
  for (;;) {
    let out: ImageVariant | undefined;
    for (const quality of JPEG_QUALITIES) {
      out = await encodeJpeg(pipeline, side, quality);
      if (out.buffer.length <= PRIVATE_JPEG_MAX_BYTES) return out;
    }
    // Smallest already (never seen with real photos): the lowest quality is the answer.
    if (side <= PRIVATE_IMAGE_MIN_SIDE && out) return out;
    side = Math.max(PRIVATE_IMAGE_MIN_SIDE, Math.round(side * 0.8));
  }
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
