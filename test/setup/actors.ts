import type { Actor, Role } from "#app/shared/context";
import type { StaffRole } from "#app/shared/staff-access";

/**
 * An actor as the session would resolve it, for tests that call a use case directly: a staff
 * account is an owner and a customer has no staff role unless the test says otherwise.
 */
export function actorOf(
  user: {
    id: number;
    role: Role;
    name?: string;
    username?: string;
    staffRole?: StaffRole | null;
    branchId?: number | null;
  },
  sessionId = 0,
): Actor {
  return {
    id: user.id,
    role: user.role,
    name: user.name ?? `User ${user.id}`,
    username: user.username ?? `user${user.id}`,
    sessionId,
    staffRole: user.staffRole ?? (user.role === "admin" ? "owner" : null),
    branchId: user.branchId ?? null,
  };
}
