import type { UseCaseArgs } from "#app/shared/context";
import type { ImageDto } from "#app/modules/media/media.contract";
import { toImageDto } from "./image-dto";
import { findFilesByIds } from "./media.repository";

/**
 * Public images by id, in one query (other modules call this after loading their rows, so a
 * list of 20 packages costs one image query, not 20). Private files are never returned.
 */
export async function getImages({ ctx, input }: UseCaseArgs<{ ids: string[] }>): Promise<Map<string, ImageDto>> {
  const ids = [...new Set(input.ids.filter(Boolean))];
  const rows = await findFilesByIds(ctx.db, ids);
  return new Map(rows.filter((r) => r.visibility === "public").map((r) => [r.id, toImageDto(r)]));
}
