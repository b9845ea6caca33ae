import type { Actor, Ctx, Role } from "./context";
import { AppError } from "./errors";
import { hasAnyPermission, type StaffPermission } from "./staff-access";

/**
 * The 401 for a caller without an actor: "your session has ended" only to someone whose session
 * did end; a visitor who never logged in is told to log in first (docs/product.md §Errors and input).
 */
export function unauthenticated(ctx: Pick<Ctx, "sessionEnded">): AppError {
  return new AppError("unauthenticated", ctx.sessionEnded ? {} : { key: "login_first" });
}

/** The role guard every module reuses: 401 without a session, 403 with the wrong role. */
export function requireRole(ctx: Ctx, ...roles: Role[]): Actor {
  if (!ctx.actor) throw unauthenticated(ctx);
  if (roles.length > 0 && !roles.includes(ctx.actor.role)) throw new AppError("forbidden");
  return ctx.actor;
}

/**
 * Ownership: an admin sees every record; a customer only their own. Someone else's record
 * answers 404, so ids and codes cannot be probed for existence.
 */
export function requireOwnerOrAdmin(ctx: Ctx, ownerId: number): Actor {
  const actor = requireRole(ctx);
  if (actor.role !== "admin" && actor.id !== ownerId) throw new AppError("not_found");
  return actor;
}

/**
 * Whether an actor is staff with a permission, or with any one of a list of them (docs/product.md
 * §Staff roles and branches).
 */
export function can(
  actor: Actor | null | undefined,
  permission: StaffPermission | readonly StaffPermission[],
): boolean {
  return hasAnyPermission(actor?.role, actor?.staffRole, permission);
}

/**
 * A caller of an operation that serves customers and staff alike (docs/product.md §Staff roles
 * and branches): any customer (their own records are theirs to filter), or staff whose role has
 * `permission`. 401 without a session; 403 for staff without the permission.
 */
export function requireCustomerOrStaff(ctx: Ctx, permission: StaffPermission): Actor {
  const actor = requireRole(ctx);
  if (actor.role === "admin" && !can(actor, permission)) throw new AppError("forbidden");
  return actor;
}

/**
 * Ownership with permissions: a customer's record is theirs, or any staff member's whose role has
 * `permission` (403 for other staff). Another customer gets 404 whether or not the record exists,
 * so ids and codes cannot be probed.
 */
export function requireOwnerOrStaff(ctx: Ctx, ownerId: number, permission: StaffPermission): Actor {
  const actor = requireCustomerOrStaff(ctx, permission);
  if (actor.role !== "admin" && actor.id !== ownerId) throw new AppError("not_found");
  return actor;
}

/**
 * The one branch a staff member is scoped to (docs/product.md §Staff roles and branches): they see
 * only its customers and bookings. Undefined for staff of every branch and for customers (whose
 * own records are filtered by owner instead).
 */
export function branchScope(actor: Actor | null | undefined): number | undefined {
  return actor?.role === "admin" && actor.branchId !== null ? actor.branchId : undefined;
}

/**
 * The branch a staff list or report is narrowed to: the one asked for (`branch_id`), within the
 * caller's scope. A branch clerk keeps to their branch whatever they ask; asking another branch
 * matches nothing (`none`), as its records are out of their reach. Undefined `branchId`: every
 * branch.
 */
export function scopedBranch(
  actor: Actor | null | undefined,
  asked: number | undefined,
): { branchId: number | undefined; none: boolean } {
  const scope = branchScope(actor);
  if (scope !== undefined && asked !== undefined && asked !== scope) return { branchId: scope, none: true };
  return { branchId: scope ?? asked, none: false };
}

/**
 * Whether a record of a branch is out of a staff member's reach: it answers 404, as another
 * customer's record does, so a clerk cannot probe another branch's ids.
 */
export function outOfScope(actor: Actor | null | undefined, recordBranchId: number | null): boolean {
  const scope = branchScope(actor);
  return scope !== undefined && recordBranchId !== scope;
}

/**
 * The staff guard: 401 without a session, 403 for a customer or a staff member whose role lacks
 * the permission. Use cases call it even behind a route that checked already: jobs and other
 * modules reach them without the route.
 */
export function requireStaff(ctx: Ctx, permission: StaffPermission | readonly StaffPermission[]): Actor {
  const actor = requireRole(ctx);
  if (!can(actor, permission)) throw new AppError("forbidden");
  return actor;
}

/**
 * The agent guard (decision 079): 401 without a session, 403 for anyone who is not an approved
 * agent (a suspended agent included). Returns the caller and the agent they are.
 */
export function requireAgent(ctx: Ctx): Actor & { agentId: number } {
  const actor = requireRole(ctx, "customer");
  if (actor.agentId == null) throw new AppError("forbidden");
  return actor as Actor & { agentId: number };
}
