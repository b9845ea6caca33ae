import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { sessions, users } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import { contains, paged } from "#app/shared/sql.server";
import type { CustomerSort, UserRole } from "#app/modules/account/customer.contract";

/** The users table as admins manage it (/api/customer). Rows stay here; use cases return DTOs. */
export type CustomerRow = typeof users.$inferSelect;
export type CustomerValues = Partial<
  Pick<
    typeof users.$inferInsert,
    | "name"
    | "email"
    | "username"
    | "title"
    | "isNumber"
    | "phone"
    | "birthPlace"
    | "birthDate"
    | "address"
    | "role"
    | "staffRole"
    | "active"
  >
>;

export interface CustomerFilter {
  search?: string;
  /** Found by the search too (guests' passport numbers, which the booking module matches). */
  alsoIds?: number[];
  role?: UserRole;
  active?: boolean;
  /** A branch clerk's scope (branchScope): that branch's people only. */
  branchId?: number;
  sort: CustomerSort;
}

const ORDER: Record<CustomerSort, SQL[]> = {
  latest: [desc(users.createdAt), desc(users.id)],
  oldest: [asc(users.createdAt), asc(users.id)],
  name_asc: [sql`lower(${users.name}) asc`, asc(users.id)],
  name_desc: [sql`lower(${users.name}) desc`, desc(users.id)],
};

export async function listCustomerRows(db: Db, f: CustomerFilter, window: { limit?: number; offset: number }) {
  const pattern = f.search ? contains(f.search) : undefined;
  const where = and(
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.username, pattern),
          ilike(users.email, pattern),
          ilike(users.phone, pattern),
          ilike(users.isNumber, pattern),
          f.alsoIds?.length ? inArray(users.id, f.alsoIds) : undefined,
        )
      : undefined,
    f.role ? eq(users.role, f.role) : undefined,
    f.branchId !== undefined ? eq(users.branchId, f.branchId) : undefined,
    f.active === undefined ? undefined : eq(users.active, f.active),
  );
  const rows = await paged(
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...ORDER[f.sort]),
    window,
  );
  const [{ n }] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: n };
}

export async function findCustomerRow(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The row, locked until the transaction ends (two edits of one user apply one after the other). */
export async function lockCustomerRow(db: Db, id: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for("update");
  return row;
}

/**
 * The ids of the active admins, locked: an edit that takes an admin away waits for any other
 * such edit, so two admins demoting each other at once cannot leave the site without one.
 */
export async function lockActiveAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for("update");
  return rows.map((r) => r.id);
}

export async function updateCustomerRow(
  db: Db,
  id: number,
  values: CustomerValues,
  now: Date,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Revokes every live session of a user (a deactivated account is logged out everywhere). */
export async function revokeUserSessions(db: Db, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
