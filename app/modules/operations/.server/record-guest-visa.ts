import type { Actor, Ctx, UseCaseArgs } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError, fieldError, type FieldErrors } from "#app/shared/errors";
import { describePrivateFile } from "#app/modules/audit/.server/describe-private-file";
import { checkPrivateFiles } from "#app/modules/media/.server/check-private-files";
import { deletePrivateFiles } from "#app/modules/media/.server/delete-private-files";
import type { FileStore } from "#app/modules/media/.server/file-store";
import { transferPrivateFiles } from "#app/modules/media/.server/transfer-private-files";
import { lockDepartureGuests } from "#app/modules/booking/.server/guest-rooms";
import { describeReachableUsers } from "#app/modules/account/.server/describe-users";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import type { ReadinessDeparture } from "#app/modules/catalog/.server/departures/readiness-departures";
import { type DepartureVisasDto, type VisaInput, visaInput } from "#app/modules/operations/visa.contract";
import { normaliseVisaNumber, visaProblems, visaUnchanged } from "#app/modules/operations/visa.rules";
import { countVisaEvents, findVisas, recordVisa } from "./visa.repository";
import { renderVisaMail } from "./visa-mail";
import { departureVisas, requireVisaStaff, type VisaGuestRow, visaDeparture, visibleGuest } from "./visa-views";

export type RecordVisaInput = { time_id: number; guest_id: number } & VisaInput;

/**
 * The visa file must be a private file the acting staff member uploaded, used by no other record
 * (a payment proof, a pilgrim document, another visa); it becomes the booking's customer's, so
 * the customer opens it through GET /api/file/{id} as their own, and staff as admins do (decision
 * 081, as a visa scan an admin attaches to a booking).
 */
async function claimVisaFile(ctx: Ctx, actor: Actor, customerId: number, fileId: string): Promise<void> {
  const owned = await checkPrivateFiles({ ctx, input: { ids: [fileId], owner_id: actor.id } });
  if (!owned.has(fileId)) throw fieldError("file_id", "unknown_file");
  if (await describePrivateFile({ ctx, input: { file_id: fileId } })) throw fieldError("file_id", "unknown_file");
  await transferPrivateFiles({ ctx, input: { ids: [fileId], from_owner_id: actor.id, to_owner_id: customerId } });
}

/**
 * The booking's customer is told of a visa issued (or corrected) or rejected, in their language,
 * in the write's transaction (the outbox row exists exactly when the change does). Closed or
 * deactivated accounts and customers without an address get none.
 */
async function tellCustomer(
  ctx: Ctx,
  departure: ReadinessDeparture,
  guest: VisaGuestRow,
  visa: {
    status: "issued" | "rejected";
    visa_number: string | null;
    expires_on: string | null;
    reason: string | null;
    file_id: string | null;
  },
): Promise<void> {
  // One after another: a transaction is one connection.
  const customer = (await describeReachableUsers({ ctx, input: { ids: [guest.customerId] } })).get(guest.customerId);
  if (!customer) return;
  const policy = await getBookingPolicy({ ctx });
  const mail = renderVisaMail(
    {
      to: customer,
      site: policy.siteName,
      booking: { id: guest.bookingId, code: guest.bookingCode },
      tourName: departure.name,
      departureStart: departure.startDate,
      guestName: guest.fullName,
      status: visa.status,
      visaNumber: visa.visa_number,
      expiresOn: visa.expires_on,
      reason: visa.reason,
      hasFile: visa.file_id !== null,
    },
    ctx.publicUrl ?? "http://localhost:3000",
  );
  await enqueueMail({
    ctx,
    input: {
      kind: `visa_${visa.status}`,
      to: customer.email,
      ...mail,
      locale: customer.locale,
      userId: guest.customerId,
      bookingId: guest.bookingId,
    },
  });
}

/**
 * PUT /api/departures/{time_id}/guest/{guest_id}/visa (staff with documents): records a guest's
 * visa as it now is and the history's line of the change, in one transaction that locks the
 * departure row, then the guest's row (the lock order of every departure write): two staff
 * changing one visa at once go one after the other, and the second, whose `version` is no longer
 * the visa's, gets 409 with nothing written, so the row always equals the last event. The
 * guest must be a travelling guest of the departure (and of the clerk's branch): else 404. The
 * change must be allowed from the current status, with what it needs (visa.rules `visaProblems`:
 * 422 per field); a correction that changes nothing is 409. An issued visa keeps its file when
 * `file_id` is left out, loses it with null; a file replaced or dropped is deleted (data
 * minimisation), its bytes once the change is committed. An issued or rejected visa is mailed to
 * the booking's customer (tellCustomer).
 */
export async function recordGuestVisa({
  ctx,
  input,
  storage,
}: UseCaseArgs<RecordVisaInput> & { storage: FileStore }): Promise<DepartureVisasDto> {
  const actor = requireVisaStaff(ctx);
  const body = visaInput.parse(input);
  let removeOld: () => Promise<void> = async () => {};
  const result = await ctx.db.transaction(async (db) => {
    const tx: Ctx = { ...ctx, db };
    const departure = await visaDeparture(tx, input.time_id, true);
    await lockDepartureGuests(db, departure.id, [input.guest_id]);
    const guest = await visibleGuest(tx, actor, departure.id, input.guest_id);
    const [current] = await findVisas(db, [guest.guestId]);
    const version = (await countVisaEvents(db, [guest.guestId])).get(guest.guestId) ?? 0;
    if (version !== body.version) throw new AppError("conflict", { key: "visa_changed" });

    const from = current?.status ?? "waiting";
    const problems = visaProblems({ from, to: body.status, ...body }, agencyToday(ctx.now()));
    if (problems.length > 0) {
      const fieldErrors: FieldErrors = {};
      for (const p of problems) fieldErrors[p.field] = [...(fieldErrors[p.field] ?? []), { key: p.key }];
      throw new AppError("validation", { fieldErrors });
    }
    const issued = body.status === "issued";
    const keptFile = from === "issued" ? (current?.fileId ?? null) : null;
    const next = {
      status: body.status,
      visa_number: issued && body.visa_number ? normaliseVisaNumber(body.visa_number) : null,
      issued_on: issued ? (body.issued_on ?? null) : null,
      expires_on: issued ? (body.expires_on ?? null) : null,
      file_id: issued ? (body.file_id === undefined ? keptFile : body.file_id) : null,
      reason: body.reason || null,
    };
    if (
      current &&
      visaUnchanged(
        {
          status: current.status,
          visa_number: current.visaNumber,
          issued_on: current.issuedOn,
          expires_on: current.expiresOn,
          file_id: current.fileId,
          reason: current.reason,
        },
        next,
      )
    )
      throw new AppError("conflict", { key: "visa_unchanged" });

    if (next.file_id && next.file_id !== current?.fileId)
      await claimVisaFile(tx, actor, guest.customerId, next.file_id);
    if (current?.fileId && current.fileId !== next.file_id)
      removeOld = await deletePrivateFiles({ ctx: tx, input: { ids: [current.fileId] }, storage });
    await recordVisa(db, {
      guestId: guest.guestId,
      status: next.status,
      visaNumber: next.visa_number,
      issuedOn: next.issued_on,
      expiresOn: next.expires_on,
      fileId: next.file_id,
      reason: next.reason,
      updatedBy: actor.id,
      at: ctx.now(),
    });
    if (next.status === "issued" || next.status === "rejected")
      await tellCustomer(tx, departure, guest, { ...next, status: next.status });
    return departureVisas(tx, actor, departure);
  });
  await removeOld();
  return result;
}
