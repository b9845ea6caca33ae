import { describe, expect, it } from "vitest";
import { requireOwnerOrAdmin, requireRole } from "./access";
import type { Actor, Ctx } from "./context";
import { AppError } from "./errors";
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
