/**
 * What a member of staff may do in the panel (docs/product.md §Staff roles and branches, decision
 * 073). A permission is one area of duty; a staff role is a fixed set of them. The API's access
 * hook, the use cases, the panel's routes and its menu all read these two tables, so a role means
 * the same thing on every screen and every operation.
 */
export const STAFF_PERMISSIONS = [
  /** The panel's dashboard and its figures. */
  "dashboard",
  /** Bookings and their customers, read: the list, the booking page, the invoice. */
  "bookings_view",
  /** Bookings changed: taken for a customer, edited, moved through their statuses, cancelled. */
  "bookings_manage",
  /** Customer accounts: found, created at the counter, edited. */
  "customers",
  /** Agents: their applications approved or rejected, agents suspended and reinstated (decision 078). */
  "agents",
  /** Money received at the counter recorded (it counts once someone with payments_confirm agrees). */
  "payments_record",
  /** Payments confirmed or rejected, a booking set paid, overdue payments followed up. */
  "payments_confirm",
  "refunds",
  /** Agents' commission schemes, their lines and payouts (decision 078). */
  "commissions",
  "statements",
  "receipts",
  "reports",
  /** The agency's bank accounts. */
  "banks",
  /** Packages' departures, their seats and rooms. */
  "departures",
  "rooming",
  /** Pilgrims' documents: requirements, reviews, the readiness board. */
  "documents",
  "manifests",
  /** Packages, categories, destinations, extra prices. */
  "catalog",
  /** Pages, FAQ, gallery, slides, testimonials, partners. */
  "content",
  /** The site's settings and the cancellation policy. */
  "settings",
  /** Staff accounts, their roles and branches, and the branches. */
  "staff",
  /** Customers' account closures and the private-data access log. */
  "privacy",
  /** Uploads of images and files for the panel's forms. */
  "uploads",
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ["owner", "finance", "operations", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const EVERY_STAFF: StaffPermission[] = ["dashboard", "bookings_view", "uploads"];
/** Finance's work: the money in, out and counted. */
const MONEY: StaffPermission[] = ["payments_record", "payments_confirm", "refunds", "statements", "receipts"];

/** Each role's permissions: the owner has all of them; the others what their work needs. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  finance: [...EVERY_STAFF, ...MONEY, "reports", "banks", "commissions"],
  operations: [...EVERY_STAFF, "departures", "rooming", "documents", "manifests"],
  // Sales takes money at the counter but never confirms it: a second person does (maker-checker).
  sales: [...EVERY_STAFF, "bookings_manage", "customers", "agents", "payments_record", "receipts"],
};

export function isStaffPermission(value: string): value is StaffPermission {
  return (STAFF_PERMISSIONS as readonly string[]).includes(value);
}

/**
 * Who reads a package's form and its extras: those who edit the package, and operations staff,
 * who edit its departures on the same page (decision 073).
 */
export const PACKAGE_READERS: readonly StaffPermission[] = ["catalog", "departures"];

/**
 * Whether someone may do what a permission covers: staff ("admin" accounts) whose role includes
 * it. The server's `can` (shared/access.ts) and the panel's `useCan` both ask this.
 */
export function hasPermission(
  role: "admin" | "customer" | null | undefined,
  staffRole: StaffRole | null | undefined,
  permission: StaffPermission,
): boolean {
  return role === "admin" && roleHas(staffRole, permission);
}

/** hasPermission for one permission or any one of a list (a route's or a screen's `access`). */
export function hasAnyPermission(
  role: "admin" | "customer" | null | undefined,
  staffRole: StaffRole | null | undefined,
  permission: StaffPermission | readonly StaffPermission[],
): boolean {
  const any: readonly StaffPermission[] = typeof permission === "string" ? [permission] : permission;
  return any.some((p) => hasPermission(role, staffRole, p));
}

/** Whether a staff role includes a permission. */
export function roleHas(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role ? ROLE_PERMISSIONS[role].includes(permission) : false;
}
