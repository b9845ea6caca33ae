import { requireStaff } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { type FileStore, publicKey } from "#app/modules/media/.server/file-store";
import type { AdminClosureDto } from "#app/modules/privacy/privacy.contract";
import {
  avatarFileId,
  type ClosureBlocker,
  closedUserValues,
  closureBlockers,
  UNUSABLE_PASSWORD_HASH,
} from "#app/modules/privacy/privacy.rules";
import { toAdminClosureDto } from "./closure-views";
import { queueClosureMail } from "./privacy-mail";
import { anonymiseUser, findUsers, lockUser, revokeAllSessions } from "#app/modules/account/.server/personal-data";
import { closeAgentOf } from "#app/modules/agent/.server/personal-data";
import {
  anonymiseBookings,
  findBookingsOf,
  findOpenMoney,
  findProofFileIds,
  findVisaFileIds,
} from "#app/modules/booking/.server/personal-data";
import { clearGuestDocumentFiles, findDocumentFileIds } from "#app/modules/document/.server/personal-data";
import { deleteFileRows, findFiles, findUnpublishedFilesOwnedBy } from "#app/modules/media/.server/personal-data";
import { deleteDeliveredMailsTo, forgetWhatsappOf } from "#app/modules/notification/.server/personal-data";
import { findClosureBookings } from "./closure-bookings";
import { lockClosure, updateClosure } from "./privacy.repository";

const BLOCKER_KEYS = {
  open_booking: "closure_open_booking",
  pending_payment: "closure_pending_payment",
  savings_plan: "closure_savings_plan",
  due_refund: "closure_due_refund",
} as const;

/** The 409 that names what blocks the approval: the first kind of blocker, with every booking code of that kind. */
function blockedError(blockers: ClosureBlocker[]): AppError {
  const kind = blockers[0].kind;
  const codes = blockers.filter((b) => b.kind === kind).map((b) => b.code);
  return new AppError("conflict", { key: BLOCKER_KEYS[kind], values: { codes: codes.join(", ") } });
}

/**
 * An admin approves a closure (docs/product.md §Your data and closing an account, decision 050).
 * In ONE transaction, with the request row locked first (two approvals at once: the second waits,
 * then finds it decided and answers 409, so the anonymisation runs once): the approval rule, the
 * "approved" mail to the address the customer had, then the anonymisation of the users row, sessions,
 * bookings, guests, payer names and identity files, and the decision. The stored objects of the
 * deleted files are removed after the commit (a failed removal leaves an unreachable object: its row
 * is gone, so nothing serves it).
 */
export async function approveClosure({
  ctx,
  input,
  storage,
}: {
  ctx: Ctx;
  input: { id: number };
  storage: FileStore;
}): Promise<AdminClosureDto> {
  const admin = requireStaff(ctx, "privacy");
  const now = ctx.now();
  const { row, keys } = await ctx.db.transaction(async (tx) => {
    const t: Ctx = { ...ctx, db: tx };
    const closure = await lockClosure(tx, input.id);
    if (!closure) throw new AppError("not_found");
    if (closure.status !== "pending") throw new AppError("conflict", { key: "closure_decided" });
    const user = await lockUser(tx, closure.userId);
    if (!user) throw new AppError("not_found");
    const blockers = closureBlockers(
      await findClosureBookings(t, [user.id]),
      await findOpenMoney(tx, user.id),
      agencyToday(now),
    );
    if (blockers.length > 0) throw blockedError(blockers);

    // Told at the address they had: after this transaction it no longer exists.
    await queueClosureMail(t, "closure_approved", user, { customer: user.name });

    const bookingIds = (await findBookingsOf(tx, user.id)).map((b) => b.id);
    // An agent's record keeps its history for the commissions; the person's numbers go (decision 078).
    const agentScan = await closeAgentOf(
      tx,
      user.id,
      { actorId: admin.id, reason: serverT(ctx.locale, "agent")("messages.account_closed") },
      now,
    );
    const identityFiles = [
      ...(await findDocumentFileIds(tx, bookingIds)),
      ...(await findVisaFileIds(tx, bookingIds)),
      ...(agentScan ? [agentScan] : []),
    ];
    await clearGuestDocumentFiles(tx, bookingIds, now);
    await anonymiseBookings(tx, user.id, bookingIds);
    const avatarId = avatarFileId(user.profilePictureUrl);
    const avatar = avatarId ? (await findFiles(tx, [avatarId])).filter((f) => f.ownerId === user.id) : [];
    // Their own uploads nothing else keeps: a payment's or a refund's proof belongs to the books.
    const owned = (await findUnpublishedFilesOwnedBy(tx, user.id)).map((f) => f.id);
    const proofs = await findProofFileIds(tx, owned);
    const loose = owned.filter((id) => !proofs.has(id));
    const deleted = await deleteFileRows(tx, [...new Set([...identityFiles, ...loose, ...avatar.map((f) => f.id)])]);

    await anonymiseUser(tx, user.id, {
      ...closedUserValues(user.id),
      passwordHash: UNUSABLE_PASSWORD_HASH,
      title: null,
      isNumber: null,
      phone: null,
      birthPlace: null,
      birthDate: null,
      address: null,
      profilePictureUrl: null,
      active: false,
      closedAt: now,
    });
    await revokeAllSessions(tx, user.id, now);
    await deleteDeliveredMailsTo(tx, user.email);
    await forgetWhatsappOf(tx, user.id);
    const row = await updateClosure(tx, closure.id, { status: "approved", decidedBy: admin.id, decidedAt: now });
    const keys = deleted.flatMap((f) =>
      f.visibility === "public" ? f.variants.map((w) => publicKey(f.id, w)) : f.storageKey ? [f.storageKey] : [],
    );
    return { row, keys };
  });
  await storage.remove(keys).catch(() => {
    // The rows are gone, so the objects are unreachable; the next purge or an operator removes them.
  });
  const people = new Map((await findUsers(ctx.db, [row.userId, admin.id])).map((u) => [u.id, u]));
  return toAdminClosureDto(row, people, 0);
}
