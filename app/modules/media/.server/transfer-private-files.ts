import type { Ctx } from "#app/shared/context";
import { reassignPrivateFiles } from "./media.repository";

/**
 * In-process: private files the acting admin uploaded for a customer's record (a visa scan on a
 * booking) become the customer's, so the customer can open them too and ownership checks stay
 * simple (owner or admin).
 */
export async function transferPrivateFiles({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { ids: string[]; from_owner_id: number; to_owner_id: number };
}): Promise<void> {
  await reassignPrivateFiles(ctx.db, [...new Set(input.ids)], input.from_owner_id, input.to_owner_id);
}
