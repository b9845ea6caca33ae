import type { Ctx } from "#app/shared/context";
import { findFilesByIds } from "./media.repository";

/** In-process: the media type of some files by id, in one query (a document shown as an image or a PDF). */
export async function findFileTypes(ctx: Ctx, ids: string[]): Promise<Map<string, string>> {
  const rows = await findFilesByIds(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, r.mime]));
}
