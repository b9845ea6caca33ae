import type { ImageDto } from "#app/modules/media/media.contract";
import type { FileRow } from "./media.repository";

/** Public URL of one WebP variant of an image. */
export function imageUrl(id: string, width: number): string {
  return `/uploads/${id}-${width}.webp`;
}

/** srcset over the stored variants; `url` is the variant closest to 1024 px for plain <img src>. */
export function toImageDto(file: Pick<FileRow, "id" | "width" | "height" | "variants">): ImageDto {
  const widths = [...file.variants].sort((a, b) => a - b);
  const main = widths.filter((w) => w <= 1024).at(-1) ?? widths[0] ?? 0;
  return {
    id: file.id,
    url: imageUrl(file.id, main),
    srcset: widths.map((w) => `${imageUrl(file.id, w)} ${w}w`).join(", "),
    width: file.width,
    height: file.height,
  };
}
