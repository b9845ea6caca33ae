import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { privateDataAccess } from "#db/schema";
import type { Db } from "#app/shared/db.server";

export type PrivateAccessRow = typeof privateDataAccess.$inferSelect;

export async function insertPrivateAccess(db: Db, row: typeof privateDataAccess.$inferInsert) {
  await db.insert(privateDataAccess).values(row);
}

export interface PrivateAccessFilter {
  kind?: PrivateAccessRow["kind"];
  actorId?: number;
  bookingId?: string;
  fileId?: string;
  departureId?: number;
  from?: Date;
  before?: Date;
}

export async function listPrivateAccessRows(
  db: Db,
  f: PrivateAccessFilter,
  page: { limit?: number; offset: number },
): Promise<{ rows: PrivateAccessRow[]; total: number }> {
  const t = privateDataAccess;
  const conditions: (SQL | undefined)[] = [
    f.kind ? eq(t.kind, f.kind) : undefined,
    f.actorId ? eq(t.actorId, f.actorId) : undefined,
    f.bookingId ? eq(t.bookingId, f.bookingId) : undefined,
    f.fileId ? eq(t.fileId, f.fileId) : undefined,
    f.departureId ? eq(t.departureId, f.departureId) : undefined,
    f.from ? gte(t.createdAt, f.from) : undefined,
    f.before ? lt(t.createdAt, f.before) : undefined,
  ];
  const where = and(...conditions);
  const query = db.select().from(t).where(where).orderBy(desc(t.createdAt), desc(t.id)).offset(page.offset);
  const [rows, [{ n }]] = await Promise.all([
    page.limit === undefined ? query : query.limit(page.limit),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { rows, total: n };
}
