import { and, asc, eq, ne, sql } from "drizzle-orm";
import { outbox, whatsappConsents, whatsappContacts, whatsappInbound } from "#db/schema";
import type { Db } from "#app/shared/db.server";

/*
 * What the privacy module's export and closure read and delete of the mails sent to a person
 * (decision 050), in the notification module's own repository.
 */

export async function findMailsTo(db: Db, address: string | null) {
  // Without an address (a customer met at the counter) nothing was ever mailed to them.
  if (address === null) return [];
  return db
    .select({
      kind: outbox.kind,
      subject: outbox.subject,
      text: outbox.text,
      locale: outbox.locale,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(sql`lower(${outbox.toAddress}) = lower(${address})`)
    .orderBy(asc(outbox.id));
}

/** Delivered or failed mails to the old address: their text quotes the person. Pending ones still go out. */
export async function deleteDeliveredMailsTo(db: Db, address: string | null) {
  if (address === null) return;
  await db.delete(outbox).where(and(sql`lower(${outbox.toAddress}) = lower(${address})`, ne(outbox.status, "pending")));
}

/** A person's WhatsApp: their number and consent's history, the messages sent to them and what they wrote (decision 080). */
export async function findWhatsappOf(db: Db, userId: number) {
  const [contact] = await db.select().from(whatsappContacts).where(eq(whatsappContacts.userId, userId));
  const consents = await db
    .select()
    .from(whatsappConsents)
    .where(eq(whatsappConsents.userId, userId))
    .orderBy(asc(whatsappConsents.id));
  const messages = await db
    .select({
      kind: outbox.kind,
      to: outbox.toAddress,
      template: outbox.subject,
      text: outbox.text,
      locale: outbox.locale,
      status: outbox.status,
      delivery: outbox.delivery,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(and(eq(outbox.channel, "whatsapp"), eq(outbox.userId, userId)))
    .orderBy(asc(outbox.id));
  const received = contact
    ? await db
        .select({ text: whatsappInbound.text, type: whatsappInbound.type, sentAt: whatsappInbound.sentAt })
        .from(whatsappInbound)
        .where(eq(whatsappInbound.fromPhone, contact.phone))
        .orderBy(asc(whatsappInbound.id))
    : [];
  return { contact: contact ?? null, consents, messages, received };
}

/**
 * At closure: the number, its consents, what was sent to it (pending too: nothing goes out to a
 * closed account) and what it wrote. Another account sharing the number keeps what it wrote.
 */
export async function forgetWhatsappOf(db: Db, userId: number) {
  const [contact] = await db.select().from(whatsappContacts).where(eq(whatsappContacts.userId, userId));
  await db.delete(outbox).where(and(eq(outbox.channel, "whatsapp"), eq(outbox.userId, userId)));
  await db.delete(whatsappConsents).where(eq(whatsappConsents.userId, userId));
  await db.delete(whatsappContacts).where(eq(whatsappContacts.userId, userId));
  if (!contact) return;
  const shared = await db
    .select({ id: whatsappContacts.userId })
    .from(whatsappContacts)
    .where(eq(whatsappContacts.phone, contact.phone));
  if (shared.length === 0) await db.delete(whatsappInbound).where(eq(whatsappInbound.fromPhone, contact.phone));
  else await db.update(whatsappInbound).set({ userId: null }).where(eq(whatsappInbound.userId, userId));
}
