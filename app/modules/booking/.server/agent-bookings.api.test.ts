import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agents, bookingEvents, bookings, commissionLines } from "#db/schema";
import { createAgent } from "#test/factories/agent";
import { bearer, checkoutBody, guest } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, checkoutPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";
import { withoutReferral } from "#server/plugins/referral";

/*
 * A booking's agent (decision 078 §3, docs/product.md §Agents): the referral cookie credits the
 * checkout to an approved agent, the agent sees the bookings credited to them and no other's,
 * staff change the agent with a reason.
 */

let t: TestApp;
let customer: string;
let customerId: number;
let owner: string;
let pkg: TourPackage;
let agentA: { token: string; userId: number; id: number; code: string };
let agentB: { token: string; userId: number; id: number; code: string };

async function agentAccount() {
  const s = await signInCustomer(t);
  const row = await createAgent(t.db, s.user.id);
  return { token: s.token, userId: s.user.id, id: row.id, code: row.code as string };
}

beforeAll(async () => {
  ({ t, customer, customerId, admin: owner } = await bookingApp());
  pkg = await checkoutPackage(t.db);
  agentA = await agentAccount();
  agentB = await agentAccount();
});
afterAll(async () => t?.close());

const get = (token: string, url: string) =>
  t.app.inject({ method: "GET", url: `${url}${url.includes("?") ? "&" : "?"}lang=en`, headers: bearer(token) });

/** A checkout by `token` with the referral cookie `ref` (as the browser sends it after a shared link). */
async function bookWith(token: string, ref: string | undefined, passport = "A1234567") {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/booking?lang=en",
    headers: {
      ...bearer(token),
      "idempotency-key": crypto.randomUUID(),
      ...(ref ? { cookie: `agent_ref=${ref}` } : {}),
    },
    payload: checkoutBody(pkg.id, pkg.departures[0].id, { guests: [guest({ passport_number: passport })] }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; agent: { id: number; code: string; name: string } | null };
}

describe("the referral cookie at checkout", () => {
  it("credits the booking to the approved agent of the code, checked again at checkout", async () => {
    const b = await bookWith(customer, agentA.code.toLowerCase());
    expect(b.agent).toMatchObject({ id: agentA.id, code: agentA.code });
    const [row] = await t.db.select({ agentId: bookings.agentId }).from(bookings).where(eq(bookings.id, b.id));
    expect(row.agentId).toBe(agentA.id);
  });

  it("credits nobody for an unknown, malformed or suspended agent's code, nor an agent's own booking", async () => {
    expect((await bookWith(customer, "AGZZZZZ")).agent).toBeNull();
    expect((await bookWith(customer, "'; drop table bookings; --")).agent).toBeNull();
    const s = await signInCustomer(t);
    const suspended = await createAgent(t.db, s.user.id, { status: "suspended" });
    expect((await bookWith(customer, suspended.code as string)).agent).toBeNull();
    // An agent buying their own trip through their own link earns nothing on it.
    expect((await bookWith(agentA.token, agentA.code)).agent).toBeNull();
    // Staff taking a booking at the counter: the cookie of their browser is not the customer's.
    const res = await t.app.inject({
      method: "POST",
      url: "/api/booking?lang=en",
      headers: { ...bearer(owner), "idempotency-key": crypto.randomUUID(), cookie: `agent_ref=${agentA.code}` },
      payload: checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: customerId }),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.agent).toBeNull();
  });

  it("is not part of the order: a retry with another cookie replays the same booking", async () => {
    const key = crypto.randomUUID();
    const body = checkoutBody(pkg.id, pkg.departures[0].id);
    const send = (ref: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/booking?lang=en",
        headers: { ...bearer(customer), "idempotency-key": key, cookie: `agent_ref=${ref}` },
        payload: body,
      });
    const first = await send(agentA.code);
    const again = await send(agentB.code);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, agent: { id: agentA.id } });
  });

  it("leaves the page's address without its ref parameter, the rest of the query kept", () => {
    expect(withoutReferral("/paket/umrah-plus?ref=AG23456")).toBe("/paket/umrah-plus");
    expect(withoutReferral("/paket/umrah-plus?lang=en&ref=AG23456&utm_source=wa")).toBe(
      "/paket/umrah-plus?lang=en&utm_source=wa",
    );
    expect(withoutReferral("/")).toBe("/");
    // Never a redirect to another site.
    expect(withoutReferral("//evil.example/x?ref=AG23456")).toBe("/evil.example/x");
    expect(withoutReferral("/\\evil.example?ref=AG23456")).toBe("/evil.example");
  });
});

describe("an agent's bookings (GET /api/booking/agent)", () => {
  it("lists the bookings credited to the calling agent only; anyone else who is not an agent gets 403", async () => {
    const mine = await bookWith(customer, agentB.code);
    const list = await get(agentB.token, "/api/booking/agent");
    expect(list.statusCode, list.body).toBe(200);
    const ids = list.json().data.map((b: { id: string }) => b.id);
    expect(ids).toContain(mine.id);
    expect(list.json().data.every((b: { agent: { id: number } }) => b.agent.id === agentB.id)).toBe(true);
    // The customer themselves, staff, and a suspended agent are not agents here.
    expect((await get(customer, "/api/booking/agent")).statusCode).toBe(403);
    expect((await get(owner, "/api/booking/agent")).statusCode).toBe(403);
    await t.db.update(agents).set({ status: "suspended" }).where(eq(agents.id, agentB.id));
    try {
      expect((await get(agentB.token, "/api/booking/agent")).statusCode).toBe(403);
      // Suspended: the booking page of their pilgrim is closed to them at once.
      expect((await get(agentB.token, `/api/booking/${mine.id}`)).statusCode).toBe(404);
    } finally {
      await t.db.update(agents).set({ status: "approved" }).where(eq(agents.id, agentB.id));
    }
    // A query naming another agent changes nothing: the agent comes from the session.
    const asked = await get(agentB.token, `/api/booking/agent?agent_id=${agentA.id}`);
    expect(asked.json().data.every((b: { agent: { id: number } }) => b.agent.id === agentB.id)).toBe(true);
  });

  it("opens their pilgrim's booking with the identity numbers masked; another agent's pilgrim is 404", async () => {
    const b = await bookWith(customer, agentA.code, "X7654321");
    const seen = await get(agentA.token, `/api/booking/${b.id}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data.guests[0].passport_number).toBe("\u2022\u2022\u2022\u2022321");
    expect(seen.json().data.can_cancel).toBe(false);
    // Nor the ministry's data (decision 081): the agent's view stays as it was.
    for (const field of ["father_name", "passport_name", "region_code", "region", "education", "nationality"])
      expect(seen.json().data.guests[0]).not.toHaveProperty(field);
    const ministry = await t.app.inject({
      method: "PUT",
      url: `/api/booking/${b.id}/guest/${seen.json().data.guests[0].id}/ministry`,
      headers: bearer(agentA.token),
      payload: { father_name: "Ahmad" },
    });
    expect(ministry.statusCode).toBe(404);
    // The customer sees their own passport number whole, and the ministry's data.
    expect((await get(customer, `/api/booking/${b.id}`)).json().data.guests[0].passport_number).toBe("X7654321");
    expect((await get(customer, `/api/booking/${b.id}`)).json().data.guests[0]).toHaveProperty("father_name", null);
    expect((await get(agentB.token, `/api/booking/${b.id}`)).statusCode).toBe(404);
    // Reading is all: the agent cannot cancel or pay for the pilgrim's booking.
    const cancel = await t.app.inject({
      method: "POST",
      url: `/api/booking/${b.id}/cancel`,
      headers: bearer(agentA.token),
      payload: {},
    });
    expect(cancel.statusCode).toBe(404);
  });
});

describe("staff change a booking's agent (PUT /api/booking/:id/agent)", () => {
  const put = (token: string, id: string, body: unknown) =>
    t.app.inject({
      method: "PUT",
      url: `/api/booking/${id}/agent?lang=en`,
      headers: bearer(token),
      payload: body as object,
    });

  it("credits the booking to another agent with the reason in its history, then to none", async () => {
    const b = await bookWith(customer, agentA.code);
    const res = await put(owner, b.id, {
      agent_code: agentB.code.toLowerCase(),
      reason: "The pilgrim came through Pak Budi",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("Agent changed.");
    expect(res.json().data.agent).toMatchObject({ id: agentB.id, code: agentB.code });
    const none = await put(owner, b.id, { agent_code: null, reason: "Walked in on their own" });
    expect(none.json().data.agent).toBeNull();
    const events = await t.db
      .select({ kind: bookingEvents.kind, reason: bookingEvents.reason, changes: bookingEvents.changes })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, b.id));
    expect(events.filter((e) => e.kind === "agent_changed")).toEqual([
      {
        kind: "agent_changed",
        reason: "The pilgrim came through Pak Budi",
        changes: { agent: [agentA.code, agentB.code] },
      },
      { kind: "agent_changed", reason: "Walked in on their own", changes: { agent: [agentB.code, null] } },
    ]);
  });

  it("of a booking paid in full moves its commission: the former agent's line reversed, the new agent's earned", async () => {
    const scheme = await t.app.inject({
      method: "PUT",
      url: "/api/commission/schemes/default?lang=en",
      headers: bearer(owner),
      payload: { kind: "percent", percent_bp: 250 },
    });
    expect(scheme.statusCode, scheme.body).toBe(200);
    const b = await bookWith(customer, agentA.code);
    const paid = await t.app.inject({
      method: "PUT",
      url: `/api/booking/${b.id}/status?lang=en`,
      headers: bearer(owner),
      payload: { status: "paid", reason: null },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(
      (await put(owner, b.id, { agent_code: agentB.code, reason: "Credited to the wrong agent" })).statusCode,
    ).toBe(200);
    const lines = await t.db
      .select({ agentId: commissionLines.agentId, kind: commissionLines.kind, amount: commissionLines.amount })
      .from(commissionLines)
      .where(eq(commissionLines.bookingId, b.id));
    const earned = lines.find((l) => l.agentId === agentA.id && l.kind === "earned")!;
    expect(earned.amount).toBeGreaterThan(0);
    expect(lines).toEqual(
      expect.arrayContaining([
        { agentId: agentA.id, kind: "reversal", amount: -earned.amount },
        { agentId: agentB.id, kind: "earned", amount: earned.amount },
      ]),
    );
    expect(lines).toHaveLength(3);
  });

  it("refuses an unknown code, the same agent, a missing reason (422) and anyone without bookings_manage (403)", async () => {
    const b = await bookWith(customer, agentA.code);
    const unknown = await put(owner, b.id, { agent_code: "AGZZZZZ", reason: "x" });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.agent_code[0]).toBe("This agent code is unknown or its agent is not active.");
    const same = await put(owner, b.id, { agent_code: agentA.code, reason: "x" });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.agent_code[0]).toBe("The booking is already credited to this agent.");
    expect((await put(owner, b.id, { agent_code: agentB.code, reason: " " })).statusCode).toBe(422);
    const finance = await signInAdmin(t, { staffRole: "finance" });
    expect((await put(finance.token, b.id, { agent_code: agentB.code, reason: "x" })).statusCode).toBe(403);
    expect((await put(agentA.token, b.id, { agent_code: agentB.code, reason: "x" })).statusCode).toBe(403);
    const [row] = await t.db.select({ agentId: bookings.agentId }).from(bookings).where(eq(bookings.id, b.id));
    expect(row.agentId).toBe(agentA.id);
  });
});

describe("the session of an agent", () => {
  it("names the approved agent on the user (GET /api/me), and no longer once suspended", async () => {
    expect((await get(agentA.token, "/api/me")).json().data.agent_id).toBe(agentA.id);
    expect((await get(customer, "/api/me")).json().data.agent_id).toBeNull();
    await t.db.update(agents).set({ status: "suspended" }).where(eq(agents.id, agentA.id));
    try {
      expect((await get(agentA.token, "/api/me")).json().data.agent_id).toBeNull();
    } finally {
      await t.db.update(agents).set({ status: "approved" }).where(eq(agents.id, agentA.id));
    }
  });
});

describe("an agent books for their pilgrims (channel agent)", () => {
  const register = (token: string, body: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/agent/pilgrims?lang=en", headers: bearer(token), payload: body });
  const bookFor = (token: string, customerIdOf: number) =>
    t.app.inject({
      method: "POST",
      url: "/api/booking?lang=en",
      headers: { ...bearer(token), "idempotency-key": crypto.randomUUID() },
      payload: checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: customerIdOf }),
    });

  it("registers a pilgrim without a password, then books for them: taken by and credited to the agent", async () => {
    const reg = await register(agentA.token, { name: "Haji Slamet", phone: "+62 813 1111 2222" });
    expect(reg.statusCode, reg.body).toBe(201);
    expect(reg.json()).toMatchObject({ message: "Customer registered.", data: { name: "Haji Slamet", email: null } });
    const pilgrim = reg.json().data.id as number;
    const res = await bookFor(agentA.token, pilgrim);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ channel: "agent", agent: { id: agentA.id }, customer: { id: pilgrim } });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, res.json().data.id));
    expect(row).toMatchObject({ customerId: pilgrim, takenBy: agentA.userId, agentId: agentA.id, channel: "agent" });
    const mine = (await get(agentA.token, "/api/agent/pilgrims")).json().data.map((p: { id: number }) => p.id);
    expect(mine).toContain(pilgrim);
  });

  it("a customer whose booking came through the agent's link becomes their pilgrim too", async () => {
    const s = await signInCustomer(t);
    await bookWith(s.token, agentB.code);
    const mine = (await get(agentB.token, "/api/agent/pilgrims")).json().data.map((p: { id: number }) => p.id);
    expect(mine).toContain(s.user.id);
    expect((await bookFor(agentB.token, s.user.id)).statusCode).toBe(201);
  });

  it("refuses another agent's pilgrim or any other customer (404), a channel (403), and non-agents", async () => {
    const reg = await register(agentA.token, { name: "Ibu Aminah", phone: "+62 813 3333 4444" });
    const pilgrim = reg.json().data.id as number;
    expect((await bookFor(agentB.token, pilgrim)).statusCode).toBe(404);
    // A customer no agent brought in (never credited to agent B) is not theirs either.
    const stranger = await signInCustomer(t);
    expect((await bookFor(agentB.token, stranger.user.id)).statusCode).toBe(404);
    const withChannel = await t.app.inject({
      method: "POST",
      url: "/api/booking?lang=en",
      headers: { ...bearer(agentA.token), "idempotency-key": crypto.randomUUID() },
      payload: checkoutBody(pkg.id, pkg.departures[0].id, { customer_id: pilgrim, channel: "office" }),
    });
    expect(withChannel.statusCode).toBe(403);
    // A customer who is no agent cannot book for anyone, nor register pilgrims.
    expect((await bookFor(customer, pilgrim)).statusCode).toBe(403);
    expect((await register(customer, { name: "X", phone: "+62 813 5555 6666" })).statusCode).toBe(403);
    expect((await get(agentB.token, "/api/agent/pilgrims")).json().data.map((p: { id: number }) => p.id)).not.toContain(
      pilgrim,
    );
    const bad = await register(agentA.token, { name: "", phone: "call me" });
    expect(bad.statusCode).toBe(422);
  });
});
