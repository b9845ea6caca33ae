import type { ImageDto } from "#app/modules/media/media.contract";

/* An image's srcset lists its stored variants ("url 480w, url 960w"): pages pick one by width. */

/** The widest variant of an image's srcset (for Open Graph and JSON-LD), else its url. */
export function largestVariant(image: Pick<ImageDto, "url" | "srcset">): { url: string; width: number | null } {
  const variants = image.srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter(([url, w]) => url && w?.endsWith("w"))
    .map(([url, w]) => ({ url, width: Number.parseInt(w, 10) }))
    .sort((a, b) => b.width - a.width);
  return variants[0] ?? { url: image.url, width: null };
}

/** The narrowest variant, for thumbnails. */
export function smallestVariant(image: Pick<ImageDto, "url" | "srcset">): string {
  const first = image.srcset.split(",")[0]?.trim().split(/\s+/)[0];
  return first || image.url;
}
