import type { Ctx, UseCaseArgs } from "#app/shared/context";
import { requireStaff } from "#app/shared/access";
import { agencyToday, formatDay } from "#app/shared/dates";
import { AppError, type FieldErrors, fieldError } from "#app/shared/errors";
import type { BookingDocumentsDto, ReviewDocumentBody } from "#app/modules/document/document.contract";
import { reviewDocumentBody } from "#app/modules/document/document.contract";
import { MENINGITIS_ERRORS, meningitisProblem } from "#app/modules/document/document.rules";
import { describeUsers } from "#app/modules/account/.server/describe-users";
import { describeTours } from "#app/modules/catalog/.server/describe-tours";
import { enqueueMail } from "#app/modules/notification/.server/enqueue-mail";
import { getBookingPolicy } from "#app/modules/setting/.server/get-booking-policy";
import { loadBooking } from "#app/modules/booking/.server/booking-access";
import { passportExpiryMinimum, passportValidForTrip } from "#app/modules/booking/booking.rules";
import { type DocumentGuestRow, findGuestsOfBooking } from "./document-guests";
import { renderRejectionMail } from "./document-mail";
import { bookingDocuments } from "./get-booking-documents";
import { lockGuestDocument, setReview } from "./guest-document.repository";
import { insertDocumentEvent } from "#app/modules/booking/.server/document-rows";

/**
 * A passport scan is verified against the data beside it: the number and the expiry date must be
 * there (the staff correct them from the scan first), and the expiry must pass the checkout's
 * six-months rule for this departure (`passportValidForTrip`, docs/product.md §Booking and seats).
 */
function checkPassportData(ctx: Ctx, guest: DocumentGuestRow): void {
  const errors: FieldErrors = {};
  if (!guest.passportNumber) errors.passport_number = [{ key: "passport_data_required" }];
  if (!guest.passportExpiryDate) errors.passport_expiry_date = [{ key: "passport_data_required" }];
  else if (guest.departureEnd && !passportValidForTrip(guest.passportExpiryDate, guest.departureEnd))
    errors.passport_expiry_date = [
      {
        key: "passport_expiry_too_soon",
        values: { date: formatDay(passportExpiryMinimum(guest.departureEnd), ctx.locale, { dateStyle: "long" }) },
      },
    ];
  if (Object.keys(errors).length > 0) throw new AppError("validation", { fieldErrors: errors });
}

/**
 * An admin verifies a document or rejects it with the reason the customer reads (docs/product.md
 * §Pilgrim documents). Under the document's row lock: only a document with its file can be
 * reviewed; a review that changes nothing (verified twice) is 409, so two admins clicking at
 * once give one result and one history line. Verifying a meningitis certificate checks the
 * validity window again on today's calendar. A rejection mails the customer in their language.
 */
export async function reviewDocument({
  ctx,
  input,
}: UseCaseArgs<{ document_id: number } & ReviewDocumentBody>): Promise<BookingDocumentsDto> {
  const actor = requireStaff(ctx, "documents");
  const review = reviewDocumentBody.parse(input);
  return ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const doc = await lockGuestDocument(tx, input.document_id);
    if (!doc) throw new AppError("not_found");
    if (!doc.fileId || doc.fileDeletedAt) throw new AppError("conflict", { key: "document_no_file" });
    if (doc.status === review.status) throw new AppError("conflict", { key: "document_already_reviewed" });
    const booking = await loadBooking(t, doc.bookingId);
    const guest = (await findGuestsOfBooking(t, booking.id)).find((g) => g.guestId === doc.guestId);
    if (!guest) throw new AppError("not_found");
    if (review.status === "verified" && doc.kind === "meningitis") {
      const today = agencyToday(ctx.now());
      const problem =
        doc.vaccine && doc.vaccinatedOn
          ? meningitisProblem(doc.vaccine, doc.vaccinatedOn, guest.departureStart, today, guest.birthDate)
          : guest.departureStart
            ? "too_old"
            : null;
      if (problem) throw fieldError("vaccinated_on", MENINGITIS_ERRORS[problem]);
    }
    if (review.status === "verified" && doc.kind === "passport") checkPassportData(ctx, guest);
    const reason = review.status === "rejected" ? review.reason : null;
    await setReview(tx, doc.id, { status: review.status, reason, by: actor.id, at: ctx.now() });
    await insertDocumentEvent(tx, {
      bookingId: booking.id,
      kind: review.status === "verified" ? "document_verified" : "document_rejected",
      actorId: actor.id,
      document: doc.kind,
      guestPosition: guest.position,
      reason,
      at: ctx.now(),
    });
    if (reason !== null) {
      // One after another: a transaction is one connection.
      const people = await describeUsers({ ctx: t, input: { ids: [booking.customerId] } });
      const customer = people.get(booking.customerId);
      if (customer) {
        const policy = await getBookingPolicy({ ctx: t });
        const facts = await describeTours({
          ctx: t,
          input: { tour_ids: booking.packageId ? [booking.packageId] : [], time_ids: [] },
        });
        const mail = renderRejectionMail(
          {
            to: customer,
            site: policy.siteName,
            booking,
            tourName: booking.packageId ? (facts.tours.get(booking.packageId)?.name ?? null) : null,
            departureStart: guest.departureStart,
            kind: doc.kind,
            guestName: guest.fullName,
            reason,
          },
          ctx.publicUrl ?? "http://localhost:3000",
        );
        await enqueueMail({
          ctx: t,
          input: {
            kind: "document_rejected",
            to: customer.email,
            ...mail,
            locale: customer.locale,
            userId: booking.customerId,
            bookingId: booking.id,
          },
        });
      }
    }
    return bookingDocuments(t, booking);
  });
}
