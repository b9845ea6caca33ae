import { asc, eq } from "drizzle-orm";
import { languages, settings } from "#db/schema";
import type { Db } from "#app/shared/db.server";

export function findSetting(db: Db) {
  return db.query.settings.findFirst({ where: eq(settings.id, 1) });
}

export function listLanguageRows(db: Db) {
  return db.select().from(languages).orderBy(asc(languages.sortOrder), asc(languages.key));
}

export async function upsertSetting(db: Db, values: Omit<typeof settings.$inferInsert, "id">) {
  await db
    .insert(settings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: new Date() } });
}

/** The site's cancellation tiers (docs/product.md §Cancellation and refunds); false when the settings row is missing. */
export async function updateSiteCancellationPolicy(
  db: Db,
  policy: NonNullable<typeof settings.$inferInsert.cancellationPolicy>,
): Promise<boolean> {
  const rows = await db
    .update(settings)
    .set({ cancellationPolicy: policy, updatedAt: new Date() })
    .where(eq(settings.id, 1))
    .returning({ id: settings.id });
  return rows.length > 0;
}
