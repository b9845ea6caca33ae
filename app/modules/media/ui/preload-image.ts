import { preload } from "react-dom";
import type { ImageDto } from "../media.contract";

/**
 * Asks for a page's largest image from the document's <head>, at high priority, ahead of the
 * module scripts React Router preloads there: found only when the parser reaches the <img> in the
 * body, it waited behind them on slow connections. React puts high-priority image preloads first
 * in the head while server-rendering. srcset and sizes must be those of the <img>, so the browser
 * picks the same variant and reuses the response.
 */
export function preloadImage(image: ImageDto, sizes: string): void {
  preload(image.url, {
    as: "image",
    imageSrcSet: image.srcset || undefined,
    imageSizes: image.srcset ? sizes : undefined,
    fetchPriority: "high",
  });
}
