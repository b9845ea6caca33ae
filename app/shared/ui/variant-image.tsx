import type { ImgHTMLAttributes } from "react";

/** An uploaded image as the API answers it: its URL, its stored widths and its size when known. */
interface StoredImage {
  url: string;
  srcset: string;
  width: number | null;
  height: number | null;
}

/**
 * An uploaded image from which the browser picks a stored width by `sizes`. Its own width and
 * height (else `fallback`, width by height, for an image stored without them) reserve its box
 * before it loads, so the page does not shift.
 */
export function VariantImage({
  image,
  sizes,
  fallback,
  alt,
  ...img
}: {
  image: StoredImage;
  sizes: string;
  fallback: [width: number, height: number];
  /** "" for a picture that only decorates. */
  alt: string;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes" | "width" | "height" | "alt">) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      width={image.width ?? fallback[0]}
      height={image.height ?? fallback[1]}
      alt={alt}
      {...img}
    />
  );
}
