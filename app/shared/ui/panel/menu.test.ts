import { describe, expect, it } from "vitest";
import { mayOpen, panelRoutes as routeTable } from "#app/shared/panel-route-table";
import { STAFF_ROLES } from "#app/shared/staff-access";
import { menuFor, type PanelMenuEntry } from "./menu";

const paths = (entries: PanelMenuEntry[]) =>
  entries.flatMap((e) => (e.kind === "link" ? [e.path] : e.children.map((c) => c.path)));
const screen = (id: string) => {
  const entry = routeTable.find((r) => r.id === id);
  if (!entry) throw new Error(id);
  return entry;
};

describe("panel screens by staff role (docs/product.md §Staff roles and branches)", () => {
  it("names a staff permission for every panel screen staff open but the account's own", () => {
    const open = routeTable
      .filter((r) => r.layout !== "main" && r.roles?.includes("admin") && r.staff === undefined)
      .map((r) => r.id);
    expect(open.sort()).toEqual(["panel-profile", "panel-update-password"]);
  });

  it("opens a screen to the roles that have its permission only", () => {
    expect(mayOpen(screen("panel-payments-overdue"), "admin", "finance")).toBe(true);
    expect(mayOpen(screen("panel-payments-overdue"), "admin", "sales")).toBe(false);
    expect(mayOpen(screen("panel-customer"), "admin", "operations")).toBe(false);
    expect(mayOpen(screen("panel-customer"), "admin", "sales")).toBe(true);
    // Agents' applications are reviewed by sales (and the owner), not by finance or operations.
    expect(mayOpen(screen("panel-agents"), "admin", "sales")).toBe(true);
    expect(mayOpen(screen("panel-agent-show"), "admin", "finance")).toBe(false);
    expect(mayOpen(screen("panel-agent-application"), "admin", "owner")).toBe(false);
    expect(mayOpen(screen("panel-tour-rooming"), "admin", "operations")).toBe(true);
    expect(mayOpen(screen("panel-tour-rooming"), "admin", "finance")).toBe(false);
    // The package screens hold departures too: operations staff open them, finance does not.
    expect(mayOpen(screen("panel-tour-edit"), "admin", "operations")).toBe(true);
    expect(mayOpen(screen("panel-tour-edit"), "admin", "finance")).toBe(false);
    expect(mayOpen(screen("panel-tour-create"), "admin", "operations")).toBe(false);
    // A staff account without a role (never made so, but the column could be null) opens nothing.
    expect(mayOpen(screen("panel-booking-history"), "admin", null)).toBe(false);
    expect(mayOpen(screen("panel-profile"), "admin", null)).toBe(true);
  });

  it("keeps customers to their screens, whatever the staff permission", () => {
    expect(mayOpen(screen("panel-booking-history"), "customer", null)).toBe(true);
    expect(mayOpen(screen("panel-setting"), "customer", null)).toBe(false);
  });

  it("the owner opens every staff screen", () => {
    for (const r of routeTable.filter((e) => e.roles?.includes("admin")))
      expect(mayOpen(r, "admin", "owner")).toBe(true);
  });
});

describe("menuFor", () => {
  it("shows each role the links whose screens it may open, and no empty section", () => {
    for (const role of STAFF_ROLES) {
      const shown = paths(menuFor("admin", role));
      for (const path of shown) {
        const entry = routeTable.find((r) => r.path === path);
        expect(entry && mayOpen(entry, "admin", role), `${role} ${path}`).toBe(true);
      }
      for (const e of menuFor("admin", role)) if (e.kind === "section") expect(e.children.length).toBeGreaterThan(0);
    }
    const finance = paths(menuFor("admin", "finance"));
    expect(finance).toContain("/panel/refunds");
    expect(finance).not.toContain("/panel/customer");
    expect(finance).not.toContain("/panel/setting");
    expect(paths(menuFor("admin", "operations"))).toContain("/panel/readiness");
    expect(paths(menuFor("admin", "owner")).length).toBeGreaterThan(finance.length);
  });

  it("gives customers their own menu", () => {
    const customer = paths(menuFor("customer", null));
    expect(customer).toContain("/panel/booking-history");
    expect(customer).not.toContain("/panel/customer");
    expect(customer).toContain("/panel/agent-application");
    expect(customer).not.toContain("/panel/agents");
    expect(paths(menuFor("admin", "sales"))).toContain("/panel/agents");
  });

  it("opens savings plans to their customer and to every staff role that reads bookings (decision 084)", () => {
    for (const id of ["panel-savings", "panel-savings-show"]) {
      expect(mayOpen(screen(id), "customer", null)).toBe(true);
      for (const role of ["owner", "finance", "operations", "sales"] as const)
        expect(mayOpen(screen(id), "admin", role)).toBe(true);
      expect(mayOpen(screen(id), "admin", null)).toBe(false);
    }
    expect(paths(menuFor("customer", null))).toContain("/panel/savings");
    expect(paths(menuFor("admin", "finance"))).toContain("/panel/savings");
  });

  it("opens a plan at the counter (/panel/savings/new) to staff who may open one (bookings_manage) only", () => {
    const open = screen("panel-savings-new");
    expect(mayOpen(open, "admin", "owner")).toBe(true);
    expect(mayOpen(open, "admin", "sales")).toBe(true);
    expect(mayOpen(open, "admin", "finance")).toBe(false);
    expect(mayOpen(open, "admin", "operations")).toBe(false);
    // A customer opens their plan on their own list, not here.
    expect(mayOpen(open, "customer", null)).toBe(false);
  });

  it("shows the agent's workspace to approved agents only (issue 29 item 3)", () => {
    const workspace = ["/panel/agent", "/panel/agent/pilgrims", "/panel/agent/share", "/panel/agent/commissions"];
    const agent = paths(menuFor("customer", null, true));
    for (const path of workspace) expect(agent).toContain(path);
    const customer = paths(menuFor("customer", null));
    for (const path of workspace) expect(customer).not.toContain(path);
    expect(paths(menuFor("admin", "owner", true))).not.toContain("/panel/agent");
    expect(mayOpen(screen("panel-agent-book"), "customer", null, false)).toBe(false);
    expect(mayOpen(screen("panel-agent-book"), "customer", null, true)).toBe(true);
    expect(mayOpen(screen("panel-agent-workspace"), "admin", "owner", true)).toBe(false);
  });
});
