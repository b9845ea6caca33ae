import { eq } from "drizzle-orm";
import { agents, bookingGuests } from "#db/schema";
import { createBooking } from "#test/factories";
import { createAgent as agentRow } from "#test/factories/agent";
import type { TestApp } from "#test/setup/app";
import { signInCustomer } from "#test/setup/sessions";

/**
 * Agents and their bookings for the commission tests (decision 078): an agent is a signed-in
 * customer with an approved agent row; a booking credited to them has one guest row per
 * traveller type given.
 */
export async function createAgent(
  t: TestApp,
  opts: { uplineId?: number | null; branchId?: number | null; status?: "approved" | "suspended" } = {},
) {
  const s = await signInCustomer(t);
  const row = await agentRow(t.db, s.user.id, {
    status: opts.status ?? "approved",
    accountHolder: s.user.name,
    branchId: opts.branchId ?? null,
    uplineId: opts.uplineId ?? null,
  });
  return { ...s, id: row.id };
}

export async function setAgentStatus(t: TestApp, id: number, status: "approved" | "suspended") {
  await t.db.update(agents).set({ status }).where(eq(agents.id, id));
}

type Traveller = "adult" | "child" | "infant";

/** A pending booking credited to `agentId` (subtotal, extras and discount as given), with its guests by type. */
export async function createAgentBooking(
  t: TestApp,
  customerId: number,
  agentId: number | null,
  opts: { packageId?: number; travellers?: Traveller[]; subtotal?: number; extras?: number; discount?: number } = {},
) {
  const travellers = opts.travellers ?? ["adult"];
  const subtotal = opts.subtotal ?? 30_000_000;
  const extras = opts.extras ?? 0;
  const discount = opts.discount ?? 0;
  const row = await createBooking(t.db, customerId, {
    agentId,
    packageId: opts.packageId ?? null,
    channel: "agent",
    pax: travellers.length,
    seats: travellers.filter((x) => x !== "infant").length,
    subtotal,
    extrasTotal: extras,
    discount,
    total: subtotal + extras - discount,
  });
  await t.db.insert(bookingGuests).values(
    travellers.map((type, i) => ({
      bookingId: row.id,
      position: i + 1,
      fullName: `Jamaah ${i + 1}`,
      gender: "male" as const,
      birthDate: type === "adult" ? "1980-01-01" : type === "child" ? "2018-01-01" : "2025-06-01",
      country: "ID" as const,
      travellerType: type,
    })),
  );
  return row;
}
