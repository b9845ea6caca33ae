import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, whatsappConsents, whatsappContacts } from "#db/schema";
import { createAgent } from "#test/factories/agent";
import { bearer, checkoutBody, guest, postBooking } from "#test/factories/booking";
import type { TestApp } from "#test/setup/app";
import { bookingApp, checkoutPackage, type TourPackage } from "#test/setup/booking-api";
import { signInAdmin, signInCustomer } from "#test/setup/sessions";

/*
 * The checkout's WhatsApp box (docs/product.md §WhatsApp, decision 080): ticked, the booking's
 * customer opts in, recorded in the checkout's transaction as given at the checkout, or at the
 * counter by whoever took the booking for them (staff, an agent). Unticked records nothing.
 */

let t: TestApp;
let customer: string;
let customerId: number;
let pkg: TourPackage;

beforeAll(async () => {
  ({ t, customer, customerId } = await bookingApp());
  pkg = await checkoutPackage(t.db);
});
afterAll(async () => t?.close());

const historyOf = (userId: number) =>
  t.db.select().from(whatsappConsents).where(eq(whatsappConsents.userId, userId)).orderBy(asc(whatsappConsents.id));
const contactOf = async (userId: number) =>
  (await t.db.select().from(whatsappContacts).where(eq(whatsappContacts.userId, userId)))[0];
const body = (more: Record<string, unknown> = {}) => checkoutBody(pkg.id, pkg.departures[0].id, more);
const bookingCount = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length;

describe("a customer's checkout", () => {
  it("records nothing when the box is not ticked", async () => {
    const res = await postBooking(t.app, customer, body({ whatsapp_number: "0812 3456 7890" }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await historyOf(customerId)).toEqual([]);
  });

  it("refuses a number WhatsApp cannot reach on its field, booking nothing", async () => {
    const before = await bookingCount();
    const res = await postBooking(t.app, customer, body({ whatsapp_opt_in: true, whatsapp_number: "021 555 1234" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.whatsapp_number).toEqual([
      "Give a mobile number WhatsApp can reach, such as 0812 3456 7890 or +60 12-345 6789.",
    ]);
    expect(await bookingCount()).toBe(before);
    expect(await historyOf(customerId)).toEqual([]);
  });

  it("records the opt-in with source checkout, by the customer, once however often the checkout is replayed", async () => {
    const key = randomUUID();
    const order = body({ whatsapp_opt_in: true, whatsapp_number: "0812 3456 7890" });
    const first = await postBooking(t.app, customer, order, key);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await postBooking(t.app, customer, order, key);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json().data.id).toBe(first.json().data.id);
    expect(await contactOf(customerId)).toMatchObject({ phone: "+6281234567890", optedIn: true });
    expect((await historyOf(customerId)).map((h) => [h.phone, h.optedIn, h.source, h.recordedBy])).toEqual([
      ["+6281234567890", true, "checkout", customerId],
    ]);
    // Another booking with the same choice: already so, nothing written.
    expect((await postBooking(t.app, customer, order)).statusCode).toBe(201);
    expect(await historyOf(customerId)).toHaveLength(1);
  });
});

describe("a booking taken for the customer", () => {
  it("by staff: recorded as given at the counter, by the staff member, for the booking's customer", async () => {
    const walkIn = await signInCustomer(t);
    const clerk = await signInAdmin(t, { staffRole: "sales" });
    const res = await postBooking(
      t.app,
      clerk.token,
      body({
        customer_id: walkIn.user.id,
        channel: "phone",
        whatsapp_opt_in: true,
        whatsapp_number: "+60 12-345 6789",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await historyOf(walkIn.user.id)).map((h) => [h.phone, h.source, h.recordedBy])).toEqual([
      ["+60123456789", "counter", clerk.user.id],
    ]);
    // Nothing about the staff member's own account.
    expect(await historyOf(clerk.user.id)).toEqual([]);
  });

  it("by an agent for their pilgrim: recorded as given at the counter, by the agent", async () => {
    const agentUser = await signInCustomer(t);
    await createAgent(t.db, agentUser.user.id);
    const pilgrim = await t.app.inject({
      method: "POST",
      url: "/api/agent/pilgrims?lang=en",
      headers: bearer(agentUser.token),
      payload: { name: "Jemaah Agen", phone: "0813 2222 3333" },
    });
    expect(pilgrim.statusCode, pilgrim.body).toBe(201);
    const pilgrimId = pilgrim.json().data.id as number;
    const res = await postBooking(
      t.app,
      agentUser.token,
      body({
        customer_id: pilgrimId,
        guests: [guest({ phone: "0813 2222 3333" })],
        whatsapp_opt_in: true,
        whatsapp_number: "0813 2222 3333",
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await historyOf(pilgrimId)).map((h) => [h.phone, h.source, h.recordedBy])).toEqual([
      ["+6281322223333", "counter", agentUser.user.id],
    ]);
  });
});
