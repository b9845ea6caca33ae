import type { Ctx } from "#app/shared/context";
import type { ImageDto } from "#app/modules/media/media.contract";
import { toImageDto } from "./image-dto";
import { findFileById } from "./media.repository";

/**
 * In-process: a public image uploaded by `owner_id`, or null (unknown, private, or someone
 * else's). A profile picture may only be one of the user's own uploads.
 */
export async function getOwnedImage({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { id: string; owner_id: number };
}): Promise<ImageDto | null> {
  const row = await findFileById(ctx.db, input.id);
  if (row?.visibility !== "public" || row.ownerId !== input.owner_id) return null;
  return toImageDto(row);
}
