import { asc, eq } from "drizzle-orm";
import { pages } from "../../../../db/schema";
import type { Db } from "../../../shared/db.server";

export function listPageRowsByGroup(db: Db, group: "footer" | "branch" | "none") {
  return db
    .select({ id: pages.id, title: pages.title, group: pages.group })
    .from(pages)
    .where(eq(pages.group, group))
    .orderBy(asc(pages.sortOrder), asc(pages.id));
}

export async function insertPage(db: Db, page: typeof pages.$inferInsert) {
  const [row] = await db.insert(pages).values(page).returning();
  return row;
}
