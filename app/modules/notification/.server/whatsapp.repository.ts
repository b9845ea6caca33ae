import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  outbox,
  whatsappConsents,
  whatsappContacts,
  whatsappInbound,
  type WhatsappPayload,
  whatsappStatuses,
} from "#db/schema";
import type { Db } from "#app/shared/db.server";
import type { WhatsappDelivery } from "#app/modules/notification/whatsapp.rules";

/* The WhatsApp channel's rows (decision 080): contacts and their consents, inbound messages, and the outbox's WhatsApp side. */

export type WhatsappContactRow = typeof whatsappContacts.$inferSelect;
export type ConsentSource = (typeof whatsappConsents.$inferInsert)["source"];

export async function findContact(db: Db, userId: number): Promise<WhatsappContactRow | undefined> {
  const [row] = await db.select().from(whatsappContacts).where(eq(whatsappContacts.userId, userId));
  return row;
}

/** The customers with this number (a number may be shared by a family's accounts). */
export function contactsOfPhone(db: Db, phone: string) {
  return db.select().from(whatsappContacts).where(eq(whatsappContacts.phone, phone));
}

/** Records a consent (or its withdrawal) and makes it the contact's current state. */
export async function saveConsent(
  db: Db,
  c: { userId: number; phone: string; optedIn: boolean; source: ConsentSource; recordedBy: number | null; at: Date },
) {
  await db.insert(whatsappConsents).values(c);
  await db
    .insert(whatsappContacts)
    .values({ userId: c.userId, phone: c.phone, optedIn: c.optedIn, changedAt: c.at })
    .onConflictDoUpdate({
      target: whatsappContacts.userId,
      set: { phone: c.phone, optedIn: c.optedIn, changedAt: c.at },
    });
}

export function listConsents(db: Db, userId: number) {
  return db
    .select()
    .from(whatsappConsents)
    .where(eq(whatsappConsents.userId, userId))
    .orderBy(desc(whatsappConsents.id))
    .limit(50);
}

/** Stores an inbound message once (a webhook delivered twice): false when it was already there. */
export async function insertInbound(db: Db, row: typeof whatsappInbound.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(whatsappInbound)
    .values(row)
    .onConflictDoNothing({ target: whatsappInbound.providerMessageId })
    .returning({ id: whatsappInbound.id });
  return inserted.length === 1;
}

/** The customer's last message opens the 24-hour window: only ever moves forward. */
export async function touchInbound(db: Db, phone: string, at: Date) {
  await db
    .update(whatsappContacts)
    .set({ lastInboundAt: sql`greatest(${whatsappContacts.lastInboundAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(whatsappContacts.phone, phone));
}

/** What the customer's WhatsApp number wrote to the agency (a number shared by a family's accounts shows on each). */
export function listInbound(db: Db, userId: number, limit: number) {
  const phone = db
    .select({ phone: whatsappContacts.phone })
    .from(whatsappContacts)
    .where(eq(whatsappContacts.userId, userId));
  return db
    .select()
    .from(whatsappInbound)
    .where(inArray(whatsappInbound.fromPhone, phone))
    .orderBy(desc(whatsappInbound.id))
    .limit(limit);
}

/**
 * Applies a delivery status to the message WhatsApp knows by `wamid`, once whatever the order
 * (`mergeDelivery`, written here in SQL so that two webhooks at once cannot both read the old
 * state): the rank of what is stored against the incoming one. Returns the message's id, channel
 * state and whether this status made it `failed` just now (the fallback's cue), or nothing for a
 * message that is not ours.
 */
export async function applyDelivery(
  db: Db,
  wamid: string,
  status: WhatsappDelivery,
  at: Date,
  error: string | null,
): Promise<{ id: number; becameFailed: boolean } | undefined> {
  const rank = (v: unknown) =>
    sql`(case ${v} when 'read' then 4 when 'delivered' then 3 when 'failed' then 2 when 'sent' then 1 else 0 end)`;
  const incoming = sql`${status}::whatsapp_delivery`;
  const [before] = await db
    .select({ id: outbox.id, delivery: outbox.delivery })
    .from(outbox)
    .where(eq(outbox.providerMessageId, wamid))
    .for("update");
  if (!before) return undefined;
  const [after] = await db
    .update(outbox)
    .set({
      delivery: sql`case when ${rank(outbox.delivery)} >= ${rank(incoming)} then ${outbox.delivery} else ${incoming} end`,
      deliveredAt:
        status === "delivered" || status === "read"
          ? sql`least(coalesce(${outbox.deliveredAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`
          : undefined,
      readAt:
        status === "read"
          ? sql`least(coalesce(${outbox.readAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`
          : undefined,
      deliveryError: status === "failed" ? sql`coalesce(${outbox.deliveryError}, ${error})` : undefined,
    })
    .where(eq(outbox.id, before.id))
    .returning({ id: outbox.id, delivery: outbox.delivery });
  return { id: after.id, becameFailed: before.delivery !== "failed" && after.delivery === "failed" };
}

/** Keeps a status the webhook brought; false when it had come before (a replay or a retry of Meta's). */
export async function recordStatus(
  db: Db,
  s: { wamid: string; status: WhatsappDelivery; at: Date; error: string | null },
): Promise<boolean> {
  const rows = await db
    .insert(whatsappStatuses)
    .values({ providerMessageId: s.wamid, status: s.status, at: s.at, error: s.error })
    .onConflictDoNothing()
    .returning({ status: whatsappStatuses.status });
  return rows.length === 1;
}

/** The statuses that came for a message before its send was recorded. */
export function statusesOf(db: Db, wamid: string) {
  return db.select().from(whatsappStatuses).where(eq(whatsappStatuses.providerMessageId, wamid));
}

/** The fallback (decision 080): the mail held for a WhatsApp message that failed for good goes out now, once. */
export async function releaseFallbackMail(db: Db, whatsappId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: now })
    .where(and(eq(outbox.fallbackFor, whatsappId), eq(outbox.status, "held")))
    .returning({ id: outbox.id });
  return row?.id ?? null;
}

/** Messages of either channel to a customer or about a booking, newest first. */
export function messagesOf(db: Db, by: { userId: number } | { bookingId: string }, limit: number) {
  return db
    .select()
    .from(outbox)
    .where("bookingId" in by ? eq(outbox.bookingId, by.bookingId) : eq(outbox.userId, by.userId))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

export type { WhatsappPayload };
