import { desc } from "drizzle-orm";
import { outbox } from "../../../../db/schema";
import type { Db } from "../../../shared/db.server";

export async function insertOutbox(db: Db, row: typeof outbox.$inferInsert) {
  const [created] = await db.insert(outbox).values(row).returning();
  return created;
}

export function latestOutbox(db: Db, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
