import { afterAll, describe, expect, it } from "vitest";
import { isStaffPermission, roleHas, type StaffPermission, type StaffRole } from "#app/shared/staff-access";
import {
  apiRoutes,
  buildFixtures,
  type ApiRoute,
  type FixtureUser,
  databaseWatcher,
  fillPath,
  isOwned,
  isRead,
  paramValues,
  routeParams,
  SAMPLES,
  sampleFor,
  send,
} from "./fixtures";

/*
 * The role and ownership matrix of every API route, generated from Fastify's own route table:
 * each route is called by a visitor, a customer who owns the fixtures, another customer and an
 * admin (the owner), and by staff of each other role (finance, operations, sales). What each may do
 * follows from the route's `config.access` (a staff permission: staff whose role has it) and from
 * whether one of its parameters names a record of the owner (PARAMS[...].owned in fixtures.ts):
 * - a visitor gets 401 on every route that is not public, and on the owner's records;
 * - a customer gets 403 on admin routes;
 * - another customer, and an agent (not the owner's booking's), get 403 on admin routes and 404 on the
 *   owner's records (never the data); only an approved agent calls the agents' routes;
 * - an admin is let through everywhere but on the customer-only actions below.
 * A refused call changes nothing in the database and no answer to the visitor or the other
 * customer contains the owner's passport, IC number, booking code, guest or booking name.
 */

const f = await buildFixtures();
const routes = apiRoutes(f.t.app);
const database = await databaseWatcher(f.db);
afterAll(async () => f.t.close());

/** The staff roles besides the owner ("admin" here): each is let through where its permissions reach. */
type OtherStaff = Exclude<StaffRole, "owner">;
type Caller = "visitor" | "customer" | "other" | "agent" | OtherStaff | "clerk" | "admin";
// Refused callers first: the shared records are untouched when they call.
const CALLERS: Caller[] = ["visitor", "other", "agent", "clerk", "customer", "finance", "operations", "sales", "admin"];
const userOf: Record<Exclude<Caller, "visitor">, FixtureUser> = {
  customer: f.users.owner,
  other: f.users.other,
  // Another agent's pilgrim's records are not theirs (decision 078 §3): 404, as another customer's.
  agent: f.users.agent,
  finance: f.users.finance,
  operations: f.users.operations,
  sales: f.users.sales,
  clerk: f.users.clerk,
  admin: f.users.admin,
};

/**
 * Routes open to customers (their own records) whose staff path needs permissions the route's
 * `config.access` cannot name: the staff member's role must have all of them.
 */
const STAFF_PATH_NEEDS: Record<string, StaffPermission[]> = {
  "POST /api/booking/:id/cancel": ["bookings_manage"],
  "POST /api/payments/:id/refresh": ["payments_confirm"],
  "PUT /api/booking/:booking_id/guests/:guest_id/documents/:kind": ["documents"],
  // The ministry's data (decision 081): the booking's customer, or staff with documents.
  "PUT /api/booking/:id/guest/:guest_id/ministry": ["documents"],
  // The sample sets a booking with money owed to paid: that confirms the balance as a payment.
  "PUT /api/booking/:id/status": ["bookings_manage", "payments_confirm"],
  // Savings plans (decision 084): staff open one for a customer and convert it with bookings_manage.
  "POST /api/savings": ["bookings_manage"],
  "POST /api/savings/:id/convert": ["bookings_manage"],
  // The in-person acceptance (decision 085): staff with bookings_manage, or the booking's agent.
  "POST /api/booking/:id/agreement": ["bookings_manage"],
};

/** Routes open to signed-in users whose use case refuses the owner customer, and why. */
const CUSTOMER_REFUSED: Record<string, string> = {
  "POST /api/booking/:id/agreement": "only staff and the booking's agent record an in-person acceptance",
};

/** Routes whose use case refuses admins whatever `config.access` says, and why. */
const ADMIN_REFUSED: Record<string, string> = {
  "POST /api/booking": "only customers book (customer_only)",
  "POST /api/booking/:id/payment": "only the booking's customer pays; an admin confirms it",
  "POST /api/bookings/:id/online-payments": "only the booking's customer pays online",
  "POST /api/savings/:id/transfer": "only the plan's customer asks for a transfer amount",
  "POST /api/savings/:id/online-payments": "only the plan's customer pays online",
  "POST /api/savings/:id/deposits/:deposit_id/paid": "only the plan's customer says they transferred",
};

type Expectation = { allowed: true } | { allowed: false; status: number[]; why: string };

/** The staff permissions a route names (any one of them lets a staff member through), or none. */
function permissionsOf(access: unknown): string[] | undefined {
  const list = Array.isArray(access) ? access.map(String) : [String(access)];
  return list.length > 0 && list.every(isStaffPermission) ? list : undefined;
}

function expectationFor(route: ApiRoute, caller: Caller): Expectation {
  const owned = isOwned(route);
  const access = route.access;
  switch (caller) {
    case "visitor":
      if (access !== "public") return { allowed: false, status: [401], why: `access ${access}` };
      if (owned) return { allowed: false, status: [401], why: "the owner's record" };
      return { allowed: true };
    case "customer":
    case "other":
    case "agent":
      if (access === "admin" || permissionsOf(access)) return { allowed: false, status: [403], why: "staff route" };
      if (access === "agent" && caller !== "agent") return { allowed: false, status: [403], why: "agents' route" };
      if (caller !== "customer" && owned)
        return { allowed: false, status: isRead(route.method) ? [404] : [404, 403], why: "someone else's record" };
      if (CUSTOMER_REFUSED[route.key]) return { allowed: false, status: [403], why: CUSTOMER_REFUSED[route.key] };
      return { allowed: true };
    case "clerk": {
      // A sales clerk of another branch: what sales may do, but the owner's records (their
      // bookings, the customer being edited) are out of the branch's reach and answer 404.
      const asSales = expectationFor(route, "sales");
      // Refused as sales: a 403, or the 404 of a record that is not theirs, whichever is checked first.
      if (!asSales.allowed) return owned ? { ...asSales, status: [...asSales.status, 404] } : asSales;
      if (owned || /\/customer\/:id/.test(route.url))
        return { allowed: false, status: isRead(route.method) ? [404] : [404, 403], why: "another branch's record" };
      return { allowed: true };
    }
    default: {
      if (access === "customer" || access === "agent") return { allowed: false, status: [403], why: `${access} route` };
      if (ADMIN_REFUSED[route.key]) return { allowed: false, status: [403], why: ADMIN_REFUSED[route.key] };
      const needs = STAFF_PATH_NEEDS[route.key];
      if (caller !== "admin" && needs && !needs.every((p) => roleHas(caller, p)))
        return { allowed: false, status: [403], why: `${caller} lacks one of ${needs.join(", ")}` };
      const permissions = permissionsOf(access);
      if (caller !== "admin" && permissions && !permissions.some((p) => isStaffPermission(p) && roleHas(caller, p)))
        return { allowed: false, status: [403], why: `${caller} lacks ${permissions.join(" or ")}` };
      return { allowed: true };
    }
  }
}

const CASES = routes.map((r) => [r.key, r] as const);

describe("the route table", () => {
  it("is read from Fastify and lists the API", () => {
    expect(routes.length).toBeGreaterThan(90);
    for (const key of [
      "GET /api/booking/:id",
      "POST /api/booking",
      "DELETE /api/tour/:id",
      "GET /api/file/:id",
      // Staff's message logs (decision 080): a customer's (the customers permission) and a
      // booking's (bookings_view), each 404 to a clerk of another branch.
      "GET /api/customer/:id/messages",
      "GET /api/booking/:id/messages",
    ])
      expect(routes.map((r) => r.key)).toContain(key);
  });

  it("every API route declares who may call it", () => {
    const missing = routes.filter(
      (r) => !["public", "user", "admin", "customer", "agent"].includes(String(r.access)) && !permissionsOf(r.access),
    );
    expect(
      missing.map((r) => r.key),
      "declare config.access on these routes",
    ).toEqual([]);
  });

  it("every route parameter has a fixture", () => {
    const problems: string[] = [];
    for (const r of routes) {
      try {
        routeParams(r);
      } catch (err) {
        problems.push((err as Error).message);
      }
    }
    expect(problems).toEqual([]);
  });

  it("the rooming fixtures are real: the shared departure's guests sit in rooms of the room type they bought", async () => {
    const res = await send(f, "GET", `/api/rooming/${f.ids.departure}`, await f.session(f.users.admin), {});
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().data as {
      room_types: { id: number; rooms: { id: number; guests: { id: number; booking_id: string }[] }[] }[];
    };
    const double = list.room_types.find((r) => r.id === f.ids.roomTypes.double)!;
    const room = double.rooms.find((r) => r.id === f.ids.room)!;
    expect(room.guests.map((g) => g.booking_id)).toEqual([f.ids.booking, f.ids.booking]);
    expect(room.guests.map((g) => g.id)).toContain(f.ids.guest);
    // The family shares a Quad room: two adults in beds, the child and the infant without one.
    expect(list.room_types.find((r) => r.id === f.ids.roomTypes.quad)!.rooms[0].guests).toHaveLength(4);
  });

  it("every hand-written sample names a route and passes its schemas", async () => {
    const keys = new Set(routes.map((r) => r.key));
    for (const key of Object.keys(SAMPLES)) {
      expect(keys.has(key), `SAMPLES["${key}"] names no route`).toBe(true);
      const route = routes.find((r) => r.key === key)!;
      const sample = SAMPLES[key]({ f, caller: f.users.owner, params: await paramValues(f, route) });
      if (route.schema.body) {
        const parsed = route.schema.body.safeParse(sample.body);
        expect(parsed.success, `${key} body: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      }
      if (route.schema.querystring) expect(route.schema.querystring.safeParse(sample.query ?? {}).success).toBe(true);
    }
  });
});

describe("who may call each route", () => {
  it.each(CASES)("%s", async (_key, route) => {
    for (const caller of CALLERS) {
      const exp = expectationFor(route, caller);
      const user = caller === "visitor" ? null : userOf[caller];
      // A write that goes through acts on a fresh record; refused calls aim at the shared ones.
      const params = await paramValues(f, route, exp.allowed && !isRead(route.method));
      const sample = sampleFor(route, { f, caller: user, params });
      const token = user ? await f.session(user) : null;
      await database.changes();
      // Each caller from an address of its own: the per-address limits (contact form, reset
      // requests) count one call per caller, as they would for people at different desks.
      const address = `10.9.0.${CALLERS.indexOf(caller) + 1}`;
      const res = await send(f, route.method, fillPath(route.url, params), token, sample, address);
      const what = `${route.key} as ${caller}: ${res.statusCode} ${res.body.slice(0, 300)}`;

      expect(res.statusCode, what).toBeLessThan(500);
      if (caller === "visitor" || caller === "other" || caller === "agent")
        for (const secret of f.secrets) expect(res.body.includes(secret), `${what} leaks ${secret}`).toBe(false);

      if (!exp.allowed) {
        expect(exp.status, `${what} (expected ${exp.status.join(" or ")}: ${exp.why})`).toContain(res.statusCode);
        if (route.method !== "HEAD") expect(Object.keys(res.json()), what).toEqual(["message"]);
        expect(await database.changes(), `${what} changed the database`).toEqual([]);
        continue;
      }
      expect([401, 403], `${what} (should be allowed)`).not.toContain(res.statusCode);
      if (isRead(route.method)) {
        expect(res.statusCode, what).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, what).toBeLessThan(400);
      } else if (SAMPLES[route.key] && !sample.refused) {
        expect(res.statusCode, `${what} (a valid sample)`).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, `${what} (a valid sample)`).toBeLessThan(300);
      } else if (sample.refused) {
        expect(res.statusCode, `${what} (${sample.refused})`).toBeGreaterThanOrEqual(400);
      }
    }
  });
});

describe("the owner's private data", () => {
  it("is in the owner's and the admin's answers, so the leak checks above look for the right strings", async () => {
    for (const user of [f.users.owner, f.users.admin]) {
      const res = await send(f, "GET", `/api/booking/${f.ids.booking}`, await f.session(user), {});
      expect(res.statusCode).toBe(200);
      for (const secret of f.secrets) expect(res.body).toContain(secret);
    }
  });

  it("counts: routes and calls of the matrix", () => {
    const owned = routes.filter(isOwned).length;
    console.info(`route matrix: ${routes.length} routes x ${CALLERS.length} callers, ${owned} on owned records`);
    expect(owned).toBeGreaterThan(5);
  });
});
