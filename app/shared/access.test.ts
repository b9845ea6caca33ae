import { describe, expect, it } from "vitest";
import { can, requireOwnerOrAdmin, requireRole, requireStaff } from "./access";
import type { Actor, Ctx } from "./context";
import { AppError } from "./errors";
import { ROLE_PERMISSIONS, STAFF_PERMISSIONS, STAFF_ROLES, type StaffRole } from "./staff-access";
import { actorOf } from "#test/setup/actors";

const actor = (role: Actor["role"], id = 7): Actor => actorOf({ id, role }, 1);
const ctx = (a: Actor | null): Ctx => ({
  db: null as never,
  actor: a,
  locale: "id",
  requestId: "r",
  now: () => new Date(),
});

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(AppError);
    return (e as AppError).code;
  }
  return undefined;
}

describe("requireRole", () => {
  it("401 without a session", () => {
    expect(codeOf(() => requireRole(ctx(null)))).toBe("unauthenticated");
    expect(codeOf(() => requireRole(ctx(null), "admin"))).toBe("unauthenticated");
  });

  it("any logged-in user passes when no role is named", () => {
    expect(requireRole(ctx(actor("customer")))).toMatchObject({ role: "customer" });
    expect(requireRole(ctx(actor("admin")))).toMatchObject({ role: "admin" });
  });

  it("403 for the wrong role, the actor for a listed one", () => {
    expect(codeOf(() => requireRole(ctx(actor("customer")), "admin"))).toBe("forbidden");
    expect(requireRole(ctx(actor("admin")), "admin").id).toBe(7);
    expect(requireRole(ctx(actor("customer")), "admin", "customer").role).toBe("customer");
  });

  it("the errors carry the statuses of the error table", () => {
    expect(new AppError("unauthenticated").status).toBe(401);
    expect(new AppError("forbidden").status).toBe(403);
  });
});

describe("requireOwnerOrAdmin", () => {
  it("lets the owner and any admin through", () => {
    expect(requireOwnerOrAdmin(ctx(actor("customer", 7)), 7).id).toBe(7);
    expect(requireOwnerOrAdmin(ctx(actor("admin", 1)), 7).id).toBe(1);
  });

  it("answers 404 (not 403) to another customer, so records cannot be probed", () => {
    expect(codeOf(() => requireOwnerOrAdmin(ctx(actor("customer", 8)), 7))).toBe("not_found");
  });

  it("401 without a session", () => {
    expect(codeOf(() => requireOwnerOrAdmin(ctx(null), 7))).toBe("unauthenticated");
  });
});

describe("staff permissions (docs/product.md §Staff roles and branches)", () => {
  const staff = (staffRole: StaffRole) => actorOf({ id: 3, role: "admin", staffRole });

  it("the owner may do everything; no other role may manage staff, settings or the catalogue", () => {
    for (const p of STAFF_PERMISSIONS) expect(can(staff("owner"), p), p).toBe(true);
    for (const role of STAFF_ROLES.filter((r) => r !== "owner"))
      for (const p of ["staff", "settings", "catalog", "content", "privacy"] as const)
        expect(can(staff(role), p)).toBe(false);
  });

  it("only finance (and the owner) confirms money; sales records it but never confirms it", () => {
    const confirm = STAFF_ROLES.filter((r) => can(staff(r), "payments_confirm"));
    expect(confirm).toEqual(["owner", "finance"]);
    expect(can(staff("sales"), "payments_record")).toBe(true);
    expect(can(staff("operations"), "payments_record")).toBe(false);
  });

  it("operations prepares departures and documents; sales serves customers and their bookings", () => {
    expect(ROLE_PERMISSIONS.operations).toEqual(
      expect.arrayContaining(["departures", "rooming", "documents", "manifests"]),
    );
    expect(can(staff("operations"), "bookings_manage")).toBe(false);
    expect(ROLE_PERMISSIONS.sales).toEqual(expect.arrayContaining(["customers", "bookings_manage"]));
    expect(can(staff("sales"), "refunds")).toBe(false);
  });

  it("every role sees the dashboard and reads bookings", () => {
    for (const role of STAFF_ROLES) {
      expect(can(staff(role), "dashboard")).toBe(true);
      expect(can(staff(role), "bookings_view")).toBe(true);
    }
  });

  it("a customer has no permission, whatever staff role a row might claim", () => {
    expect(can(actorOf({ id: 4, role: "customer" }), "bookings_view")).toBe(false);
    expect(can(actorOf({ id: 4, role: "customer", staffRole: "owner" }), "bookings_view")).toBe(false);
  });

  it("requireStaff: 401 without a session, 403 without the permission, the actor with it", () => {
    expect(codeOf(() => requireStaff(ctx(null), "refunds"))).toBe("unauthenticated");
    expect(codeOf(() => requireStaff(ctx(staff("sales")), "refunds"))).toBe("forbidden");
    expect(codeOf(() => requireStaff(ctx(actor("customer")), "refunds"))).toBe("forbidden");
    expect(requireStaff(ctx(staff("finance")), "refunds").id).toBe(3);
  });
});
