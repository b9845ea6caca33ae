import type { Ctx } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { addDays } from "#app/modules/booking/schedule.rules";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { retentionDue } from "#app/modules/document/document.rules";
import {
  findBookingIdsOfDeparture,
  findVisaFilesOf,
  unlinkVisaFiles,
  visaFilesOutside,
} from "#app/modules/booking/.server/document-rows";
import { deletePrivateFileRows } from "#app/modules/media/.server/delete-private-files";
import {
  claimDeparture,
  documentFilesOutside,
  findDocumentFilesOf,
  findDeparturesWithFiles,
  findRecordedVisaFilesOf,
  findStoredPrivateFiles,
  insertPurge,
  unlinkDocumentFiles,
} from "./purge.repository";

export interface DeparturePurge {
  departureId: number;
  filesDeleted: number;
  retentionDays: number;
}

/**
 * The retention job (docs/product.md §Consent and retention, decision 048). On the agency's day
 * of `ctx.now()`, every departure whose return is `document_retention_days` behind (retentionDue)
 * loses its guests' private files: each stored document's file (the document keeps its status,
 * with file_deleted_at), each visa file and each visa file operations recorded (the visa keeps
 * its status and number), from the file store and the files table. Bookings,
 * guests, payments, payment proofs and refunds stay (money records).
 *
 * One transaction per departure, which it holds with a SKIP LOCKED row lock: a second instance
 * running at once skips it, and a later run finds no file left, so each file is deleted once and
 * one document_purges row is written per departure purged. The objects are removed from the store
 * before the transaction commits: a store failure leaves the rows for the next run (removing a
 * missing object is no error). Returns the purges made (the job logs them).
 */
export async function purgeDepartureFiles({
  ctx,
  files,
}: {
  ctx: Ctx;
  files: FileStore;
  input?: undefined;
}): Promise<DeparturePurge[]> {
  const { documentRetentionDays: retentionDays } = await getBookingPolicy({ ctx });
  const today = agencyToday(ctx.now());
  const candidates = await findDeparturesWithFiles(ctx.db, addDays(today, -retentionDays));
  const purges: DeparturePurge[] = [];
  for (const candidate of candidates) {
    if (!retentionDue(candidate.endDate, retentionDays, today)) continue;
    const purge = await ctx.db.transaction(async (tx) => {
      const departure = await claimDeparture(tx, candidate.id);
      if (!departure || !retentionDue(departure.endDate, retentionDays, today)) return null;
      const bookingIds = await findBookingIdsOfDeparture(tx, departure.id);
      const ids = [
        ...new Set([
          ...(await findDocumentFilesOf(tx, bookingIds)),
          ...(await findVisaFilesOf(tx, bookingIds)),
          // The visa files operations staff recorded: deleting the file row unlinks them.
          ...(await findRecordedVisaFilesOf(tx, bookingIds)),
        ]),
      ];
      if (ids.length === 0) return null;
      const stored = await findStoredPrivateFiles(tx, ids);
      const shared = new Set([
        ...(await documentFilesOutside(tx, bookingIds, ids)),
        ...(await visaFilesOutside(tx, bookingIds, ids)),
      ]);
      const gone = stored.filter((f) => !shared.has(f.id));
      await unlinkDocumentFiles(tx, bookingIds, ids, ctx.now());
      await unlinkVisaFiles(tx, bookingIds, ids);
      await deletePrivateFileRows(
        tx,
        gone.map((f) => f.id),
      );
      await files.remove(gone.flatMap((f) => (f.storageKey ? [f.storageKey] : [])));
      const row = { departureId: departure.id, filesDeleted: gone.length, retentionDays };
      await insertPurge(tx, { ...row, createdAt: ctx.now() });
      return row;
    });
    if (purge) purges.push(purge);
  }
  return purges;
}
