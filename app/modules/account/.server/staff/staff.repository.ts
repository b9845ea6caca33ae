import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import { users } from "#db/schema";
import type { Db } from "#app/shared/db.server";
import type { StaffRole } from "#app/shared/staff-access";
import { contains, paged } from "#app/shared/sql.server";

/** Staff accounts (users with role "admin") as the owner manages them (/api/staff). */
export type StaffRow = Pick<
  typeof users.$inferSelect,
  "id" | "name" | "username" | "email" | "phone" | "staffRole" | "branchId" | "active" | "createdAt"
> & { invited: boolean };

const columns = {
  id: users.id,
  name: users.name,
  username: users.username,
  email: users.email,
  phone: users.phone,
  staffRole: users.staffRole,
  branchId: users.branchId,
  active: users.active,
  createdAt: users.createdAt,
  // An invited account has no password until it chooses one from the link (invite-staff.ts).
  invited: sql<boolean>`${users.passwordHash} = ''`,
};

export interface StaffFilter {
  search?: string;
  staffRole?: StaffRole;
  branchId?: number;
  active?: boolean;
}

/** By name; search in name, user name and e-mail. */
export async function listStaffRows(db: Db, f: StaffFilter, window: { limit?: number; offset: number }) {
  const where = and(
    eq(users.role, "admin"),
    f.staffRole ? eq(users.staffRole, f.staffRole) : undefined,
    f.branchId ? eq(users.branchId, f.branchId) : undefined,
    f.active === undefined ? undefined : eq(users.active, f.active),
    f.search
      ? or(
          ilike(users.name, contains(f.search)),
          ilike(users.username, contains(f.search)),
          ilike(users.email, contains(f.search)),
        )
      : undefined,
  );
  const rows = await paged(
    db.select(columns).from(users).where(where).orderBy(sql`lower(${users.name})`, asc(users.id)),
    window,
  );
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows: rows as StaffRow[], total: n };
}

export async function findStaffRow(db: Db, id: number): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "admin")));
  return row as StaffRow | undefined;
}

/**
 * The active staff accounts with their roles, locked in id order: the same rows, in the same
 * order, as customer.repository's lockActiveAdminIds, so an edit here and one in the user editor
 * wait for each other and never deadlock.
 */
export async function lockActiveStaff(db: Db): Promise<{ id: number; staffRole: StaffRole | null }[]> {
  return db
    .select({ id: users.id, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.active, true)))
    .orderBy(asc(users.id))
    .for("update");
}

export async function lockStaffRow(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id, staffRole: users.staffRole, active: users.active })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "admin")))
    .for("update");
  return row;
}

export async function updateStaffRow(
  db: Db,
  id: number,
  values: { staffRole: StaffRole; branchId: number | null; active: boolean },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id));
}
