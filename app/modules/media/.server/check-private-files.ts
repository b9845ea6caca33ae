import type { Ctx } from "#app/shared/context";
import { findPrivateFilesOfOwner } from "./media.repository";

/**
 * In-process: which of these ids are private files uploaded by `owner_id`. A booking may only
 * attach proofs and visas its customer uploaded, so an id seen elsewhere cannot be claimed.
 */
export async function checkPrivateFiles({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { ids: string[]; owner_id: number };
}): Promise<Set<string>> {
  const ids = [...new Set(input.ids)];
  const rows = await findPrivateFilesOfOwner(ctx.db, ids, input.owner_id);
  return new Set(rows.map((r) => r.id));
}
