import { departureFilesPurged } from "./purge.repository";
import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError, fieldError } from "#app/shared/errors";
import type { BookingDocumentsDto, DocumentKind, SubmitDocumentBody } from "#app/modules/document/document.contract";
import { submitDocumentBody } from "#app/modules/document/document.contract";
import { MENINGITIS_ERRORS, meningitisProblem, requirementsFor } from "#app/modules/document/document.rules";
import { describePrivateFile } from "#app/modules/audit/.server/describe-private-file";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import { deletePrivateFiles } from "#app/modules/media/.server/delete-private-files";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { transferPrivateFiles } from "#app/modules/media/.server/transfer-private-files";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { findGuestsOfBooking } from "./document-guests";
import { findRequirements } from "./document.repository";
import { toRequirementDto } from "./document-views";
import { bookingDocuments } from "./get-booking-documents";
import { findGuestDocument, upsertGuestDocument } from "./guest-document.repository";
import { insertDocumentEvent } from "#app/modules/booking/.server/document-rows";

export type SubmitDocumentInput = { booking_id: string; guest_id: number; kind: DocumentKind } & SubmitDocumentBody;

/**
 * The file must be a private file the booking's customer uploaded (or the acting admin, whose
 * upload becomes the customer's), used by no other record: a payment proof, a visa or another
 * document cannot be claimed twice. The current file of this very document may be handed in again.
 */
async function checkFile(ctx: Ctx, customerId: number, fileId: string, current: string | null): Promise<void> {
  if (fileId === current) return;
  const owned = await checkPrivateFiles({ ctx, input: { ids: [fileId], owner_id: customerId } });
  const admin = ctx.actor?.role === "admin" ? ctx.actor.id : null;
  const byAdmin =
    admin !== null && !owned.has(fileId)
      ? await checkPrivateFiles({ ctx, input: { ids: [fileId], owner_id: admin } })
      : new Set<string>();
  if (!owned.has(fileId) && !byAdmin.has(fileId)) throw fieldError("file_id", "unknown_file");
  if (await describePrivateFile({ ctx, input: { file_id: fileId } })) throw fieldError("file_id", "unknown_file");
  if (admin !== null && byAdmin.size > 0)
    await transferPrivateFiles({ ctx, input: { ids: [fileId], from_owner_id: admin, to_owner_id: customerId } });
}

/**
 * A customer (or an admin for them) hands in one document of one guest (docs/product.md §Pilgrim
 * documents). Under the booking's row lock: the guest must be the booking's, the package must ask
 * this kind of this guest, uploads must be open (not cancelled, files not deleted after the trip),
 * a meningitis certificate must cover the departure. A re-upload replaces the file (the old one is
 * deleted: data minimisation) and goes back to "submitted".
 */
export async function submitDocument({
  ctx,
  input,
  storage,
}: UseCaseArgs<SubmitDocumentInput> & { storage: FileStore }): Promise<BookingDocumentsDto> {
  const body = submitDocumentBody.parse(input);
  let removeOld: () => Promise<void> = async () => {};
  const result = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    // Staff hand documents in for a customer only with the documents permission.
    const booking = await loadBooking(t, input.booking_id, { lock: true, permission: "documents" });
    const guests = await findGuestsOfBooking(t, booking.id);
    const guest = guests.find((g) => g.guestId === input.guest_id);
    if (!guest) throw new AppError("not_found");
    const purged = booking.departureId ? Boolean(await departureFilesPurged(tx, booking.departureId)) : false;
    if (booking.status === "canceled" || purged) throw new AppError("conflict", { key: "document_uploads_closed" });
    const requirements = (await findRequirements(tx, booking.packageId ? [booking.packageId] : [])).map(
      toRequirementDto,
    );
    if (!requirementsFor(requirements, guest).some((r) => r.kind === input.kind))
      throw fieldError("kind", "document_not_required");

    let vaccine: typeof body.vaccine = null;
    let vaccinatedOn: string | null = null;
    if (input.kind === "meningitis") {
      if (!body.vaccine) throw fieldError("vaccine", "required");
      if (!body.vaccinated_on) throw fieldError("vaccinated_on", "required");
      vaccine = body.vaccine;
      vaccinatedOn = body.vaccinated_on;
      const today = agencyToday(ctx.now());
      const problem = meningitisProblem(vaccine, vaccinatedOn, guest.departureStart, today, guest.birthDate);
      if (problem) throw fieldError("vaccinated_on", MENINGITIS_ERRORS[problem]);
    }

    const before = await findGuestDocument(tx, guest.guestId, input.kind);
    await checkFile(t, booking.customerId, body.file_id, before?.fileId ?? null);
    const row = await upsertGuestDocument(tx, {
      guestId: guest.guestId,
      bookingId: booking.id,
      kind: input.kind,
      fileId: body.file_id,
      vaccine,
      vaccinatedOn,
      submittedBy: ctx.actor?.id ?? null,
      submittedAt: ctx.now(),
    });
    if (before?.fileId && before.fileId !== row.fileId)
      removeOld = await deletePrivateFiles({ ctx: t, input: { ids: [before.fileId] }, storage });
    await insertDocumentEvent(tx, {
      bookingId: booking.id,
      kind: "document_submitted",
      actorId: ctx.actor?.id ?? null,
      document: input.kind,
      guestPosition: guest.position,
      at: ctx.now(),
    });
    return bookingDocuments(t, booking);
  });
  // The replaced file's bytes go once the new one is committed.
  await removeOld();
  return result;
}
