import { and, asc, ne, sql } from "drizzle-orm";
import { outbox } from "#db/schema";
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
