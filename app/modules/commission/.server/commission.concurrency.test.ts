/**
 * A commission line is paid once (decision 078 point 6): two payouts sent at the same moment over
 * real HTTP (the app listens on a free port, so the requests truly interleave; on PostgreSQL the
 * pool runs the transactions in parallel and the second claim waits on the first's row lock).
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissionLines, commissionPayouts, commissionSchemes } from "#db/schema";
import { createUser } from "#test/factories";
import { bearer, uploadDocument } from "#test/factories/booking";
import { createTestApp, loginAs, type TestApp } from "#test/setup/app";
import { createAgent, createAgentBooking } from "#test/setup/commission";

const ROUNDS = 6;
let t: TestApp;
let base: string;
let token: string;
let receipt: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no address");
  base = `http://127.0.0.1:${address.port}`;
  const finance = await createUser(t.db, { role: "admin", staffRole: "finance", password: "Finance12345" });
  token = await loginAs(t.app, finance.username, "Finance12345");
  receipt = await uploadDocument(t.app, token);
  await t.db.insert(commissionSchemes).values({ kind: "fixed", currency: "IDR", adultAmount: 1_000_000 });
}, 120_000);
afterAll(async () => t?.close());

async function pay(agentId: number, lineIds: number[], reference: string) {
  const res = await fetch(`${base}/api/commission/payouts?lang=en`, {
    method: "POST",
    headers: { ...bearer(token), "content-type": "application/json" },
    body: JSON.stringify({
      agent_id: agentId,
      line_ids: lineIds,
      reference,
      paid_on: "2026-01-15",
      receipt_file_id: receipt,
    }),
  });
  return { status: res.status, body: (await res.json()) as { message: string; data?: { id: number } } };
}

describe("two payouts at once over one line", () => {
  it("one is made (201), the other answers 409 commission_line_paid and writes nothing; the line is in exactly one", async () => {
    const customer = await createUser(t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const agent = await createAgent(t);
      const booking = await createAgentBooking(t, customer.id, agent.id);
      const admin = await createUser(t.db, { role: "admin", password: "Admin12345" });
      const adminToken = await loginAs(t.app, admin.username, "Admin12345");
      const moved = await t.app.inject({
        method: "PUT",
        url: `/api/booking/${booking.id}/status`,
        headers: bearer(adminToken),
        payload: { status: "paid" },
      });
      expect(moved.statusCode, moved.body).toBe(200);
      const [line] = await t.db.select().from(commissionLines).where(eq(commissionLines.bookingId, booking.id));

      const answers = await Promise.all([pay(agent.id, [line.id], "A"), pay(agent.id, [line.id], "B")]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const refused = answers.find((a) => a.status === 409)!;
      expect(refused.body.message).toBe(
        "One of these commission lines has been paid already. Reload the list and choose again.",
      );
      const made = answers.find((a) => a.status === 201)!;
      const payouts = await t.db.select().from(commissionPayouts).where(eq(commissionPayouts.agentId, agent.id));
      expect(payouts.map((p) => p.id)).toEqual([made.body.data?.id]);
      const [after] = await t.db
        .select()
        .from(commissionLines)
        .where(inArray(commissionLines.id, [line.id]));
      expect(after.payoutId).toBe(made.body.data?.id);
    }
  }, 120_000);
});
