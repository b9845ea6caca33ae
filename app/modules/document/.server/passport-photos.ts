import { requireStaff } from "#app/shared/access";
import type { UseCaseArgs } from "#app/shared/context";
import { findPassportPhotoFiles } from "./passport-photos.repository";

/**
 * In-process, for a departure's ID cards and luggage tags (the operations module, decision 081):
 * each guest's passport photo handed in and not rejected, as the private file's URL
 * (`/api/file/{id}`, which serves it to staff within their branch and logs the access). Staff with
 * the departures or the documents permission; a guest without one is absent.
 */
export async function passportPhotoUrls({ ctx, input }: UseCaseArgs<{ guest_ids: number[] }>) {
  requireStaff(ctx, ["departures", "documents"]);
  const rows = await findPassportPhotoFiles(ctx.db, input.guest_ids);
  return new Map(rows.map((r) => [r.guestId, `/api/file/${r.fileId}`]));
}
