import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import archiver from "archiver";
import { requireRole } from "#app/shared/access";
import type { Ctx } from "#app/shared/context";
import { agencyToday } from "#app/shared/dates";
import { AppError } from "#app/shared/errors";
import { serverT } from "#app/shared/i18n/server";
import { type FileStore, publicKey } from "#app/modules/media/.server/file-store";
import { getSetting } from "#app/modules/setting/.server/get-setting";
import { avatarFileId, exportFilename } from "#app/modules/privacy/privacy.rules";
import { findSessionsOf, findUser } from "#app/modules/account/.server/personal-data";
import { findAgentRecordOf } from "#app/modules/agent/.server/personal-data";
import { findCommissionsOf } from "#app/modules/commission/.server/personal-data";
import { findSavingsPlansOf } from "#app/modules/savings/.server/personal-data";
import { findBookingChildren, findBookingsOf } from "#app/modules/booking/.server/personal-data";
import { findDocumentsOf } from "#app/modules/document/.server/personal-data";
import { type FileRow, findFiles, findPrivateFilesOwnedBy } from "#app/modules/media/.server/personal-data";
import { findMailsTo, findWhatsappOf } from "#app/modules/notification/.server/personal-data";
import { findClosuresOfUser } from "./privacy.repository";

/** One file of the zip: where it goes, which stored object, and what it is (listed in data.json). */
interface ExportEntry {
  path: string;
  key: string;
  about: string;
  file_id: string;
  booking_code: string | null;
}

export interface DataExport {
  filename: string;
  body: Readable;
}

const extensionOf = (f: FileRow) => f.storageKey?.split(".").at(-1) ?? (f.mime === "application/pdf" ? "pdf" : "webp");
const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]+/g, "-");

/**
 * Everything the site holds about the signed-in user (docs/product.md §Your data and closing an account,
 * decision 051): `data.json` (profile without the password hash, bookings with guests, extras, payments,
 * refunds, history and documents, consents, closure requests, mails addressed to them, their sessions
 * without tokens), their private files under `files/` named by booking and guest, their avatar, and a
 * README in the reader's language. Only rows reached from the user's own id: no id comes from the client.
 *
 * Every read happens before the first byte is sent, so a failure is a normal error answer; the zip is
 * then streamed, one stored object opened at a time.
 */
export async function exportMyData({ ctx, storage }: { ctx: Ctx; storage: FileStore }): Promise<DataExport> {
  const actor = requireRole(ctx);
  const user = await findUser(ctx.db, actor.id);
  if (!user) throw new AppError("not_found");
  const bookingRows = await findBookingsOf(ctx.db, user.id);
  const bookingIds = bookingRows.map((b) => b.id);
  const children = {
    ...(await findBookingChildren(ctx.db, bookingIds)),
    documents: await findDocumentsOf(ctx.db, bookingIds),
  };
  const [agent, closures, mails, whatsapp, sessionRows, owned, setting] = await Promise.all([
    findAgentRecordOf(ctx.db, user.id),
    findClosuresOfUser(ctx.db, user.id),
    findMailsTo(ctx.db, user.email),
    findWhatsappOf(ctx.db, user.id),
    findSessionsOf(ctx.db, user.id),
    findPrivateFilesOwnedBy(ctx.db, user.id),
    getSetting({ ctx }),
  ]);

  // An agent's commission lines and payouts (decision 078) are theirs too.
  const commissions = agent ? await findCommissionsOf(ctx.db, agent.id) : null;
  // Savings plans with their deposits and refunds (decision 084).
  const savingsPlans = await findSavingsPlansOf(ctx.db, user.id);
  const codeOf = new Map(bookingRows.map((b) => [b.id, b.code]));
  const guestOf = new Map(children.guests.map((g) => [g.id, g]));
  // The files the user's records point at, each with a readable name.
  const wanted: { fileId: string; name: (ext: string) => string; about: string; bookingId: string | null }[] = [];
  // A record with no file attached adds nothing.
  const want = (fileId: string | null, bookingId: string | null, about: string, name: (ext: string) => string) => {
    if (fileId) wanted.push({ fileId, bookingId, about, name });
  };
  for (const d of children.documents) {
    const g = guestOf.get(d.guestId);
    want(
      d.fileId,
      d.bookingId,
      `document:${d.kind}`,
      (ext) => `guest-${g?.position ?? d.guestId}-${safe(d.kind)}.${ext}`,
    );
  }
  if (agent) want(agent.nationalIdFileId, null, "agent_national_id", (ext) => `agent-national-id.${ext}`);
  for (const g of children.guests) want(g.visaFileId, g.bookingId, "visa", (ext) => `guest-${g.position}-visa.${ext}`);
  for (const p of children.payments)
    want(p.proofFileId, p.bookingId, "payment_proof", (ext) => `payment-${p.id}-proof.${ext}`);
  for (const r of children.refunds)
    want(r.proofFileId, r.bookingId, "refund_receipt", (ext) => `refund-${r.id}-receipt.${ext}`);
  // A savings plan's files (decision 084): its deposits' proofs and its refunds' receipts, under
  // the plan's code (a staff member's upload too, which the uploads below would not find).
  for (const plan of savingsPlans) {
    const dir = `savings/${safe(plan.code)}`;
    for (const d of plan.deposits)
      want(d.proofFileId, null, "payment_proof", (ext) => `${dir}/deposit-${d.id}-proof.${ext}`);
    for (const r of plan.refunds)
      want(r.proofFileId, null, "refund_receipt", (ext) => `${dir}/refund-${r.id}-receipt.${ext}`);
  }
  const fileRows = new Map((await findFiles(ctx.db, [...new Set(wanted.map((w) => w.fileId))])).map((f) => [f.id, f]));
  const entries: ExportEntry[] = [];
  const seen = new Set<string>();
  for (const w of wanted) {
    const f = fileRows.get(w.fileId);
    if (!f?.storageKey || seen.has(w.fileId)) continue;
    seen.add(w.fileId);
    const code = w.bookingId ? (codeOf.get(w.bookingId) ?? null) : null;
    entries.push({
      // A booking's file under its code; the person's own (an agent's ID scan) at the top.
      path: w.bookingId
        ? `files/bookings/${safe(code ?? "booking")}/${w.name(extensionOf(f))}`
        : `files/${w.name(extensionOf(f))}`,
      key: f.storageKey,
      about: w.about,
      file_id: f.id,
      booking_code: code,
    });
  }
  // Uploads of theirs no record points at (a document chosen but never sent, say).
  for (const f of owned) {
    if (!f.storageKey || seen.has(f.id)) continue;
    seen.add(f.id);
    entries.push({
      path: `files/uploads/${f.id}.${extensionOf(f)}`,
      key: f.storageKey,
      about: "upload",
      file_id: f.id,
      booking_code: null,
    });
  }
  const avatarId = avatarFileId(user.profilePictureUrl);
  if (avatarId) {
    const [avatar] = await findFiles(ctx.db, [avatarId]);
    if (avatar && avatar.variants.length > 0) {
      entries.push({
        path: "files/avatar.webp",
        key: publicKey(avatar.id, Math.max(...avatar.variants)),
        about: "avatar",
        file_id: avatar.id,
        booking_code: null,
      });
    }
  }

  const { passwordHash: _hash, ...profile } = user;
  const data = {
    format: 1,
    exported_at: ctx.now().toISOString(),
    site: setting.name,
    profile,
    bookings: bookingRows.map(({ requestHash: _r, idempotencyKey: _k, ...b }) => ({
      ...b,
      guests: children.guests.filter((g) => g.bookingId === b.id),
      extras: children.extras.filter((e) => e.bookingId === b.id),
      payments: children.payments.filter((p) => p.bookingId === b.id),
      refunds: children.refunds.filter((r) => r.bookingId === b.id),
      history: children.events.filter((e) => e.bookingId === b.id),
      documents: children.documents.filter((d) => d.bookingId === b.id),
    })),
    consents: bookingRows.map((b) => ({
      booking_code: b.code,
      data_consent_at: b.dataConsentAt,
      data_consent_version: b.dataConsentVersion,
    })),
    agent,
    agent_commissions: commissions,
    savings_plans: savingsPlans,
    account_closures: closures,
    mails,
    whatsapp,
    sessions: sessionRows,
    files: entries.map(({ key: _key, ...e }) => e),
  };

  const t = serverT(ctx.locale, "privacy");
  const readme = [
    t("export.readme_title", { site: setting.name, date: agencyToday(ctx.now()) }),
    "",
    t("export.readme_data"),
    t("export.readme_bookings"),
    t("export.readme_files"),
    t("export.readme_avatar"),
    "",
    t("export.readme_private"),
    "",
  ].join("\r\n");

  const archive = archiver("zip", { zlib: { level: 6 } });
  const out = new PassThrough();
  archive.on("error", (err) => out.destroy(err));
  archive.pipe(out);
  archive.append(readme, { name: "README.txt" });
  archive.append(`${JSON.stringify(data, null, 2)}\n`, { name: "data.json" });
  void (async () => {
    try {
      for (const e of entries) {
        const stored = await storage.get(e.key);
        if (!stored) continue;
        archive.append(stored.body, { name: e.path });
        // One object open at a time: the next is fetched when this one is written.
        await once(archive, "entry");
      }
      await archive.finalize();
    } catch (err) {
      archive.abort();
      out.destroy(err as Error);
    }
  })();
  return { filename: exportFilename(setting.name, agencyToday(ctx.now())), body: out };
}
